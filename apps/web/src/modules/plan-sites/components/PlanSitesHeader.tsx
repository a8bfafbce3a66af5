import type { PlanDetail } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { DescriptionList, type DescriptionListItem } from '@ooh/ui/description-list';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { formatDateRange, formatMoney } from '../../briefs/format.ts';
import { PlanStatusBadge } from '../../plan-lists/components/PlanStatusBadge.tsx';

export type PlanSitesHeaderProps = {
  plan: PlanDetail;
};

/** The plan's name, its brief, client, the brief's dates and its status. */
export function PlanSitesHeader({ plan }: PlanSitesHeaderProps) {
  const facts: DescriptionListItem[] = [
    { term: 'Brief', description: plan.brief_number },
    { term: 'Client', description: plan.client_name },
    { term: 'Campaign', description: plan.campaign_name },
    { term: "Brief's dates", description: formatDateRange(plan.brief_start_date, plan.brief_end_date) },
    { term: 'Version', description: `v${plan.version}` },
    { term: 'Saved total', description: formatMoney(plan.totals.total) },
  ];
  return (
    <Stack space="lg">
      <PageHeader
        title={plan.planName}
        description="Choose sites from the inventory, set their dates and rates, and save the plan's site table."
        actions={
          <>
            <PlanStatusBadge status={plan.status} />
            <Link href={href('/view-plan/{plan_id}', { plan_id: plan.plan_id })}>View plan</Link>
          </>
        }
      />
      <DescriptionList items={facts} space="md" />
    </Stack>
  );
}
