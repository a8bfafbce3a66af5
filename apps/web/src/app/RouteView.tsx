import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { routePermissionsFor } from '../modules/kit/permissions/route-permissions.ts';
import { ChunkErrorBoundary } from '../modules/lazy-loading/components/ChunkErrorBoundary.tsx';
import { lazyScreen } from '../modules/lazy-loading/lazy-screen.tsx';
import { useSession } from '../modules/session/SessionContext.tsx';
import type { ForbiddenPageProps } from '../pages/ForbiddenPage.tsx';
import { RedirectToLogin } from './RedirectToLogin.tsx';
import { RouteFocusEffect } from './RouteFocusEffect.tsx';
import type { AppRoute } from './screens.ts';

/** Rarely seen, and not needed by the sign-in page: a chunk of its own (the /login budget). */
const ForbiddenPage = lazyScreen<ForbiddenPageProps>(
  () => import('../pages/ForbiddenPage.tsx').then((m) => m.ForbiddenPage),
  { chunk: 'forbidden' },
);

export type RouteViewProps = {
  route: AppRoute;
  params: Readonly<Record<string, string | undefined>>;
};

/** One route: its guard (signed out → /login, wrong role → 403), then its lazy screen. */
export function RouteView({ route, params }: RouteViewProps) {
  const { user } = useSession();
  const [location] = useLocation();
  if (route.roles !== 'public') {
    if (!user) return <RedirectToLogin />;
    if (!routePermissionsFor(user.role).mayOpenRoute(route))
      return (
        <ChunkErrorBoundary key="forbidden">
          <Suspense fallback={<LoadingIndicator label="Loading" />}>
            <ForbiddenPage route={route} user={user} />
            <RouteFocusEffect title="No access" location={location} />
          </Suspense>
        </ChunkErrorBoundary>
      );
  }
  const Screen = route.screen;
  return (
    <ChunkErrorBoundary key={route.path}>
      <Suspense fallback={<LoadingIndicator label={`Loading ${route.title}`} />}>
        <Screen route={route} params={params} />
        <RouteFocusEffect title={route.title} location={location} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
