import type { PlanHistoryEntry } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { EmptyState } from '@ooh/ui/empty-state';
import { Heading } from '@ooh/ui/heading';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatDateTime } from '../../briefs/format.ts';
import { MultilineText } from '../../kit/text/MultilineText.tsx';
import { formatMoney, historyActionText, siteCountText } from '../plan-format.ts';
import * as styles from './plans.css.ts';

export type PlanHistoryProps = {
  history: PlanHistoryEntry[];
};

/** The plan's versions, newest first: what was done, by whom and when, with the reasons given. */
export function PlanHistory({ history }: PlanHistoryProps) {
  const entries = [...history].reverse();
  return (
    <Card title="Version history">
      {entries.length === 0 ? (
        <EmptyState headingLevel={3} title="No history yet" />
      ) : (
        <Stack as="ol" space="md">
          {entries.map((entry) => (
            <div key={`${entry.version}-${entry.action}-${entry.at}`} className={styles.timelineEntry}>
              <Stack space="xxs">
                <Heading level={3}>
                  Version {entry.version} · {historyActionText(entry.action)}
                </Heading>
                <Text size="sm" tone="secondary">
                  {entry.actor_name ?? 'Someone'} ·{' '}
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Text>
                {entry.sites !== null && entry.total !== null ? (
                  <Text size="sm" tone="secondary">
                    {siteCountText(entry.sites)} · {formatMoney(entry.total)}
                  </Text>
                ) : null}
                {entry.reason ? (
                  <Text>
                    {/* One text: "Reason: …" reads (and is found) as the sentence it is. */}
                    <MultilineText>{`Reason: ${entry.reason}`}</MultilineText>
                  </Text>
                ) : null}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
