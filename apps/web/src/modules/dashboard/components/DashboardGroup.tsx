import { type AnyEndpoint, errorMessage, type StaffRole } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { ErrorState } from '@ooh/ui/error-state';
import { Heading } from '@ooh/ui/heading';
import { StatCard } from '@ooh/ui/stat-card';
import { useId } from 'react';
import { permissionsFor } from '../../kit/permissions/permissions.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import type { DashboardGroup as Group } from '../dashboard-cards.ts';

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
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="md"
      aria-labelledby={titleId}
      {...(loading ? { 'aria-busy': true } : {})}
    >
      <Heading level={2} id={titleId}>
        {definition.title}
      </Heading>
      {request.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title={`${definition.title} could not be loaded`}
          message={errorMessage(request.error, definition.endpoint)}
          onRetry={request.retry}
        />
      ) : (
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
                value={request.data ? card.value(request.data) : 0}
                loading={loading}
                {...(card.tone ? { tone: card.tone } : {})}
                {...(permissionsFor(role).mayOpen(card.href) ? { href: card.href } : {})}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
