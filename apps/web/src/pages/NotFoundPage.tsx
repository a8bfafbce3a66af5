import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useLocation } from 'wouter';
import { RouteFocusEffect } from '../app/RouteFocusEffect.tsx';
import { homePathFor } from '../modules/navigation/sidebar.ts';
import { useSession } from '../modules/session/SessionContext.tsx';

export function NotFoundPage() {
  const { user } = useSession();
  const [location] = useLocation();
  return (
    <>
      <Stack space="xl">
        <PageHeader title="Page not found" description="404 Not Found" />
        <Text tone="secondary">There is no page at {location}.</Text>
        {user ? (
          <Text tone="secondary">
            <Link href={homePathFor(user.role)}>Go to your home page</Link>
          </Text>
        ) : null}
      </Stack>
      <RouteFocusEffect title="Page not found" location={location} />
    </>
  );
}
