import { ROLE_LABELS, type UserData } from '@ooh/api';
import type { RouteDefinition } from '@ooh/api/routes';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { homePathFor } from '../modules/navigation/sidebar.ts';

export type ForbiddenPageProps = {
  route: RouteDefinition;
  user: UserData;
};

/** A signed-in user whose role may not open the route. */
export function ForbiddenPage({ route, user }: ForbiddenPageProps) {
  return (
    <Stack space="xl">
      <PageHeader title="Forbidden" description="403: this page is not for your role." />
      <Text tone="secondary">
        Your role ({ROLE_LABELS[user.role]}) may not open {route.title} ({route.path}).
      </Text>
      <Text tone="secondary">
        <Link href={homePathFor(user.role)}>Go to your home page</Link>
      </Text>
    </Stack>
  );
}
