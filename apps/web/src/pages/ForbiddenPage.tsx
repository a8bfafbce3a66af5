import { ROLE_LABELS, type UserData } from '@ooh/api';
import type { RouteDefinition } from '@ooh/api/routes';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { homePathFor } from '../modules/navigation/sidebar.ts';
import { stack, text } from './pages.css.ts';

export type ForbiddenPageProps = {
  route: RouteDefinition;
  user: UserData;
};

/** A signed-in user whose role may not open the route. */
export function ForbiddenPage({ route, user }: ForbiddenPageProps) {
  return (
    <div className={stack}>
      <PageHeader title="Forbidden" description="403: this page is not for your role." />
      <p className={text}>
        Your role ({ROLE_LABELS[user.role]}) may not open {route.title} ({route.path}).
      </p>
      <p className={text}>
        <Link href={homePathFor(user.role)}>Go to your home page</Link>
      </p>
    </div>
  );
}
