import { ROLE_LABELS } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** Every route a later issue builds: it says so and names the route and its roles — no made-up data. */
export function NotBuiltPage({ route }: ScreenProps) {
  const roles =
    route.roles === 'public' ? 'Everyone' : route.roles.map((role) => ROLE_LABELS[role]).join(', ');
  return (
    <Stack space="xl">
      <PageHeader title={route.title} description="This screen is planned and not built yet." />
      <Card title="Planned screen">
        <Stack space="lg">
          <Text tone="secondary">It is part of the route table and will be built in a later issue.</Text>
          <DescriptionList
            items={[
              { term: 'Route', description: route.path },
              { term: 'Roles', description: roles },
            ]}
            columns={[1, 2]}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
