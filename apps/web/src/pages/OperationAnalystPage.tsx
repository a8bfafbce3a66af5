import { Heading } from '@ooh/ui/heading';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { ActiveCampaignsPanel } from '../modules/field/components/ActiveCampaignsPanel.tsx';
import { WorkQueuePanel } from '../modules/field/components/WorkQueuePanel.tsx';

/**
 * /operation-analyst: what waits for the viewer (the work queue, each count a link), then the running campaigns
 * with what waits in each; a campaign opens its field work. The analyst's home.
 */
export function OperationAnalystPage() {
  return (
    <Stack space="xl">
      <PageHeader
        title="Operation analyst"
        description="The field work of the running campaigns: what waits for you, then each campaign's trackers, execution statuses and proof photos."
      />
      <WorkQueuePanel />
      <Stack as="section" space="md" aria-label="Active campaigns">
        <Heading level={2}>Active campaigns</Heading>
        <ActiveCampaignsPanel />
      </Stack>
    </Stack>
  );
}
