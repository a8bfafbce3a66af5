import type { PlanHistoryEntry } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { EmptyState } from '@ooh/ui/empty-state';
import { formatDateTime } from '../../briefs/format.ts';
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
        <ol className={styles.timeline}>
          {entries.map((entry) => (
            <li key={`${entry.version}-${entry.action}-${entry.at}`} className={styles.timelineEntry}>
              <h3 className={styles.timelineTitle}>
                Version {entry.version} · {historyActionText(entry.action)}
              </h3>
              <p className={styles.timelineMeta}>
                {entry.actor_name ?? 'Someone'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
              {entry.sites !== null && entry.total !== null ? (
                <p className={styles.timelineMeta}>
                  {siteCountText(entry.sites)} · {formatMoney(entry.total)}
                </p>
              ) : null}
              {entry.reason ? <p className={styles.timelineReason}>Reason: {entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
