import { ROLE_LABELS, type UserData } from '@ooh/api';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { homePathFor } from '../modules/navigation/sidebar.ts';
import type { AppRoute } from '../routes.ts';
import { stack, text } from './pages.css.ts';

export type ForbiddenPageProps = {
  route: AppRoute;
  user: UserData;
};

/** A signed-in user whose role may not open the route. */
export function ForbiddenPage({ route, user }: ForbiddenPageProps) {
  return (
    <div className={stack}>
      <PageHeader title="Forbidden" description="403: this page is not for your role." />
      <p className={text}>
        Your role ({ROLE_LABELS[user.role]}) may not open {route.title} ({route.specPath}).
      </p>
      <p className={text}>
        <Link href={homePathFor(user.role)}>Go to your home page</Link>
      </p>
    </div>
  );
}
