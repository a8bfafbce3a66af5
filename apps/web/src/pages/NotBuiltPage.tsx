import { Card } from '@ooh/ui/card';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { WayBack } from '../modules/navigation/components/WayBack.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { useSession } from '../modules/session/SessionContext.tsx';

/**
 * Every route a later issue builds: it says, as a user reads it, that the page is not available yet and offers a
 * way back; no route pattern, no role codes, no made-up data (docs/domain.md, "The shell (issue 15)").
 */
export function NotBuiltPage({ route }: ScreenProps) {
  const { user } = useSession();
  return (
    <Stack space="xl">
      <PageHeader title={route.title} description="This page is not available yet." />
      <Card title="Coming in a later release">
        <Text tone="secondary">
          {route.title} is planned and will appear here once it is ready. Until then, carry on from your other
          pages; an administrator can tell you when it arrives.
        </Text>
      </Card>
      {user ? <WayBack role={user.role} /> : null}
    </Stack>
  );
}
