import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { useLocation } from 'wouter';
import { RouteFocusEffect } from '../app/RouteFocusEffect.tsx';
import { homePathFor } from '../modules/navigation/sidebar.ts';
import { useSession } from '../modules/session/SessionContext.tsx';
import { stack, text } from './pages.css.ts';

export function NotFoundPage() {
  const { user } = useSession();
  const [location] = useLocation();
  return (
    <div className={stack}>
      <PageHeader title="Page not found" description="404 Not Found" />
      <p className={text}>There is no page at {location}.</p>
      {user ? (
        <p className={text}>
          <Link href={homePathFor(user.role)}>Go to your home page</Link>
        </p>
      ) : null}
      <RouteFocusEffect title="Page not found" location={location} />
    </div>
  );
}
