import type { AnyEndpoint, StaffRole } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { StatCard } from '@ooh/ui/stat-card';
import { memo, type ReactNode } from 'react';
import { permissionsFor } from '../../kit/permissions/permissions.ts';
import { RequestSection } from '../../kit/section/RequestSection.tsx';
import { type ApiRequest, useApiRequest } from '../../request/use-api-request.ts';
import type { DashboardGroup as Group } from '../dashboard-cards.ts';

export type DashboardGroupProps<E extends AnyEndpoint> = {
  group: Group<E>;
  role: StaffRole;
};

/**
 * One call's cards: skeletons while loading, the numbers, or an error with Retry. Memo components both: the page's
 * own updates skip the group, and an answer's urgent render stops here with the request unchanged (the cards are
 * drawn in the deferred render, `useLoadMachine`).
 */
export const DashboardGroup = memo(function DashboardGroup<E extends AnyEndpoint>({
  group,
  role,
}: DashboardGroupProps<E>) {
  const request = useApiRequest(group.endpoint);
  return <GroupCards group={group} role={role} request={request} />;
}) as <E extends AnyEndpoint>(props: DashboardGroupProps<E>) => ReactNode;

const GroupCards = memo(function GroupCards<E extends AnyEndpoint>({
  group: definition,
  role,
  request,
}: DashboardGroupProps<E> & { request: ApiRequest<E> }) {
  return (
    <RequestSection title={definition.title} endpoint={definition.endpoint} request={request}>
      {(data, loading) => (
        <Box
          as="ul"
          role="list"
          display="grid"
          gridTemplateColumns="tiles"
          gap="lg"
          padding="none"
          margin="none"
        >
          {definition.cards.map((card) => (
            // Each card fills its grid cell, so a row of cards has one height.
            <Box as="li" key={card.label} display="grid">
              <StatCard
                label={card.label}
                value={data ? card.value(data) : 0}
                loading={loading}
                {...(card.tone ? { tone: card.tone } : {})}
                {...(permissionsFor(role).mayOpen(card.href) ? { href: card.href } : {})}
              />
            </Box>
          ))}
        </Box>
      )}
    </RequestSection>
  );
}) as <E extends AnyEndpoint>(props: DashboardGroupProps<E> & { request: ApiRequest<E> }) => ReactNode;
