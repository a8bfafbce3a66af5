import { type AnyEndpoint, errorMessage, type StaffRole } from '@ooh/api';
import { ErrorState } from '@ooh/ui/error-state';
import { StatCard } from '@ooh/ui/stat-card';
import { useId } from 'react';
import { canOpenPath } from '../../navigation/route-match.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import type { DashboardGroup as Group } from '../dashboard-cards.ts';
import { grid, gridItem, group, groupTitle } from './dashboard.css.ts';

export type DashboardGroupProps<E extends AnyEndpoint> = {
  group: Group<E>;
  role: StaffRole;
};

/** One call's cards: skeletons while loading, the numbers, or an error with Retry. */
export function DashboardGroup<E extends AnyEndpoint>({ group: definition, role }: DashboardGroupProps<E>) {
  const titleId = useId();
  const request = useApiRequest(definition.endpoint);
  const loading = request.status === 'loading' || request.status === 'idle';

  return (
    <section className={group} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className={groupTitle}>
        {definition.title}
      </h2>
      {request.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title={`${definition.title} could not be loaded`}
          message={errorMessage(request.error, definition.failure)}
          onRetry={request.retry}
        />
      ) : (
        <ul className={grid}>
          {definition.cards.map((card) => (
            <li key={card.label} className={gridItem}>
              <StatCard
                label={card.label}
                value={request.data ? card.value(request.data) : 0}
                loading={loading}
                {...(card.tone ? { tone: card.tone } : {})}
                {...(canOpenPath(card.href, role) ? { href: card.href } : {})}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
