import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { routePermissionsFor } from '../modules/kit/permissions/route-permissions.ts';
import { ChunkErrorBoundary } from '../modules/lazy-loading/components/ChunkErrorBoundary.tsx';
import { useSession } from '../modules/session/SessionContext.tsx';
import { ForbiddenPage } from '../pages/ForbiddenPage.tsx';
import { RedirectToLogin } from './RedirectToLogin.tsx';
import { RouteFocusEffect } from './RouteFocusEffect.tsx';
import type { AppRoute } from './screens.ts';

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
      return <ForbiddenPage route={route} user={user} />;
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
