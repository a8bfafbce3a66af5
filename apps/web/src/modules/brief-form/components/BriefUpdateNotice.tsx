import type { Brief } from '@ooh/api';
import { briefReviewHref } from '@ooh/api/routes';
import { Card } from '@ooh/ui/card';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';

export type BriefUpdateNoticeProps = {
  brief: Brief;
  /** The brief machine refuses the update: why, in its words. */
  refusal: string | null;
  /** Saving sends the brief back to review. */
  resubmits: boolean;
};

/** What the brief's status means for this update: read-only when refused, a resubmission when rejected. */
export function BriefUpdateNotice({ brief, refusal, resubmits }: BriefUpdateNoticeProps) {
  if (refusal !== null) {
    return (
      <Card title="This brief cannot be changed">
        <Text tone="secondary">
          {refusal} {brief.status === 'approved' ? 'Approved briefs cannot be changed. ' : ''}It is shown here
          read-only. <Link href={briefReviewHref(brief)}>Open its review</Link>
        </Text>
      </Card>
    );
  }
  if (brief.status === 'rejected') {
    return (
      <Card title="This brief was rejected">
        <Stack space="lg">
          <Text tone="secondary">
            <Text as="strong" weight="semibold">
              Reason:
            </Text>{' '}
            {brief.reason ?? 'No reason was given.'}
          </Text>
          {resubmits ? (
            <Text tone="secondary">Saving resubmits it: the brief goes back to New for review.</Text>
          ) : null}
        </Stack>
      </Card>
    );
  }
  return null;
}
