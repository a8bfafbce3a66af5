import { ROLE_LABELS } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { PageHeader } from '@ooh/ui/page-header';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { cardStack, factName, facts, factValue, stack, text } from './pages.css.ts';

/** Every route a later issue builds: it says so and names the route and its roles — no made-up data. */
export function NotBuiltPage({ route }: ScreenProps) {
  const roles =
    route.roles === 'public' ? 'Everyone' : route.roles.map((role) => ROLE_LABELS[role]).join(', ');
  return (
    <div className={stack}>
      <PageHeader title={route.title} description="This screen is planned and not built yet." />
      <Card title="Planned screen">
        <div className={cardStack}>
          <p className={text}>It is part of the route table and will be built in a later issue.</p>
          <dl className={facts}>
            <dt className={factName}>Route</dt>
            <dd className={factValue}>{route.path}</dd>
            <dt className={factName}>Roles</dt>
            <dd className={factValue}>{roles}</dd>
          </dl>
        </div>
      </Card>
    </div>
  );
}
