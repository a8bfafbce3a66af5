import { ROLE_LABELS, type UserData } from '@ooh/api';
import type { RouteDefinition } from '@ooh/api/routes';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { WayBack } from '../modules/navigation/components/WayBack.tsx';

export type ForbiddenPageProps = {
  route: RouteDefinition;
  user: UserData;
};

/** The roles that may open a route, as people read them ("Admin, Planner or Key account manager"). */
function rolesOf(route: RouteDefinition): string | null {
  if (route.roles === 'public') return null;
  const labels = route.roles.map((role) => ROLE_LABELS[role]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? null);
}

/**
 * A signed-in user whose role may not open the route: said as the user reads it (no route pattern, no status
 * code), what to do about it, and a way back (docs/domain.md, "The shell (issue 15)").
 */
export function ForbiddenPage({ route, user }: ForbiddenPageProps) {
  const roles = rolesOf(route);
  return (
    <Stack space="xl">
      <PageHeader
        title="You don't have access to this page"
        description={`${route.title} is not open to your role (${ROLE_LABELS[user.role]}).`}
      />
      <Text tone="secondary">
        {roles ? `It is open to ${roles}. ` : null}
        If you need it for your work, ask an administrator to change your role. If a link brought you here, go
        back and carry on from your own pages.
      </Text>
      <WayBack role={user.role} />
    </Stack>
  );
}
