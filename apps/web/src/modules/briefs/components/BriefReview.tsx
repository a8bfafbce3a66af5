import type { Brief, BriefKind } from '@ooh/api';
import { parseId } from '@ooh/api';
import { briefReviewHref } from '@ooh/api/routes';
import { Card } from '@ooh/ui/card';
import { Column, Columns } from '@ooh/ui/columns';
import { EmptyState } from '@ooh/ui/empty-state';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { Redirect, useLocation } from 'wouter';
import { type ActionOutcome, LifecycleActions } from '../../kit/lifecycle-actions/index.ts';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import { briefLifecycle } from '../brief-lifecycle.ts';
import { BRIEF_TABS, briefListHref } from '../brief-tabs.ts';
import { useBrief } from '../hooks/use-brief.ts';
import { BriefDocument } from './BriefDocument.tsx';
import { BriefFacts } from './BriefFacts.tsx';
import { BriefLoadState } from './BriefLoadState.tsx';

export type BriefReviewProps = {
  /** The kind of brief the route reviews; a brief of the other kind is sent to its own route. */
  kind: BriefKind;
  briefId: string | undefined;
};

function listOf(status: string): string {
  const tab = BRIEF_TABS.find((candidate) => candidate.status === status);
  return briefListHref(tab?.value ?? 'new');
}

/** The review of one brief: its fields (and document), and the decisions the machine and the role allow. */
export function BriefReview({ kind, briefId }: BriefReviewProps) {
  const { load, applyChange } = useBrief(parseId(briefId));
  const [, navigate] = useLocation();

  useDocumentTitle(load.status === 'succeeded' ? [load.brief.brief_number, load.brief.campaign_name] : null);
  if (load.status !== 'succeeded') return <BriefLoadState load={load} title="Brief review" />;
  const { brief } = load;
  if (brief.kind !== kind) return <Redirect to={briefReviewHref(brief)} replace />;

  const handleDone = ({ message, change }: ActionOutcome<Brief>) => {
    notify.success({ title: message, description: `${brief.brief_number} · ${brief.campaign_name}` });
    // Accepted or rejected: shown at once. Deleted: the brief is gone, back to the list it was in.
    if (change) applyChange(change);
    else navigate(listOf(brief.status));
  };

  return (
    <Stack space="lg">
      <PageHeader
        title={`Brief ${brief.brief_number}`}
        description={`${brief.client_name} · ${brief.campaign_name}`}
        actions={<LifecycleActions definition={briefLifecycle} record={brief} onDone={handleDone} />}
      />
      <Text size="sm" tone="secondary">
        <Link href={listOf(brief.status)} variant="standalone">
          Back to briefs
        </Link>
      </Text>
      <Columns space="lg" collapseBelow="desktop">
        <Column>
          <Card title="Brief">
            <BriefFacts brief={brief} />
          </Card>
        </Column>
        {brief.kind === 'file' ? (
          <Column>
            {brief.attachment ? (
              <BriefDocument briefId={brief.id} attachment={brief.attachment} />
            ) : (
              <Card title="Brief document">
                <EmptyState headingLevel={3} title="No document" description="This brief has no document." />
              </Card>
            )}
          </Column>
        ) : null}
      </Columns>
    </Stack>
  );
}
