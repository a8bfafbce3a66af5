import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useLocation } from 'wouter';
import { RouteFocusEffect } from '../app/RouteFocusEffect.tsx';
import { WayBack } from '../modules/navigation/components/WayBack.tsx';
import { useSession } from '../modules/session/SessionContext.tsx';

/** An address that names no page: said in words, with a way back (docs/domain.md, "The shell (issue 15)"). */
export function NotFoundPage() {
  const { user } = useSession();
  const [location] = useLocation();
  return (
    <>
      <Stack space="xl">
        <PageHeader title="Page not found" description="There is no page at this address." />
        <Text tone="secondary">
          The link may be mistyped or out of date. Go back, or carry on from your home page.
        </Text>
        {user ? <WayBack role={user.role} /> : null}
      </Stack>
      <RouteFocusEffect title="Page not found" location={location} />
    </>
  );
}
