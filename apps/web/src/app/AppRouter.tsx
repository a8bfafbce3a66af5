import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { routePermissionsFor } from '../modules/kit/permissions/route-permissions.ts';
import { ChunkErrorBoundary } from '../modules/lazy-loading/components/ChunkErrorBoundary.tsx';
import { lazyScreen } from '../modules/lazy-loading/lazy-screen.tsx';
import { findRoute } from '../modules/navigation/route-match.ts';
import { useSession } from '../modules/session/SessionContext.tsx';
import type { ShellProps } from '../modules/shell/components/Shell.tsx';
import { RedirectToLogin } from './RedirectToLogin.tsx';
import { useNavigationFocusNote } from './RouteFocusEffect.tsx';
import { RouteView } from './RouteView.tsx';
import { StandaloneLayout } from './StandaloneLayout.tsx';
import { type AppRoute, appRoutes } from './screens.ts';

const standaloneRoutes = appRoutes.filter((route) => !route.shell);
const shellRoutes = appRoutes.filter((route) => route.shell);

/**
 * The shell (sidebar, top bar, their icons) is a chunk of its own: the sign-in page, the first
 * page most visits open, does not need it (issue 12's budget for /login).
 */
const Shell = lazyScreen<ShellProps>(
  () => import('../modules/shell/components/Shell.tsx').then((m) => m.Shell),
  { chunk: 'shell' },
);

/** Inside the shell only, and rarely: its own chunk, out of the sign-in page's bundle. */
const NotFoundPage = lazyScreen<object>(
  () => import('../pages/NotFoundPage.tsx').then((m) => m.NotFoundPage),
  { chunk: 'not-found' },
);

/**
 * Starts the page's own chunk beside the shell's, so a signed-in first load fetches both at once instead of the
 * page only once the shell has rendered. Idempotent: each lazy screen imports once.
 */
function preloadScreenOf(location: string, role: Parameters<typeof routePermissionsFor>[0]) {
  const route = findRoute(location, shellRoutes)?.route as AppRoute | undefined;
  if (route && routePermissionsFor(role).mayOpenRoute(route))
    void route.screen.preload().catch(() => undefined);
}

/**
 * Starts the chunks of the page being opened as soon as the app's code runs, while the saved state is restored,
 * rather than once the router renders: one round trip less before the first page paints. A shell page is fetched
 * with the shell only when a token is stored; without one the guard sends the visitor to the login page.
 */
export function preloadFirstPage(pathname: string, hasToken: boolean) {
  const opened = findRoute(pathname, appRoutes)?.route as AppRoute | undefined;
  const route = opened?.shell && !hasToken ? appRoutes.find((each) => each.path === '/login') : opened;
  if (!route) return;
  if (route.shell) void Shell.preload().catch(() => undefined);
  void route.screen.preload().catch(() => undefined);
}

/** The shell layout: signed-in users only; its routes render inside it; unknown paths get a 404 there. */
function ShellLayout() {
  const { user } = useSession();
  const [location] = useLocation();
  if (!user) return <RedirectToLogin />;
  preloadScreenOf(location, user.role);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingIndicator fullPage label="Loading" />}>
        <Shell user={user}>
          <Switch>
            {shellRoutes.map((route) => (
              <Route key={route.path} path={route.pattern}>
                {(params) => <RouteView route={route} params={params} />}
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Shell>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** The router, read from the route table in its order. */
export function AppRouter() {
  const [location] = useLocation();
  useNavigationFocusNote(location);
  return (
    <Switch>
      {standaloneRoutes.map((route) => (
        <Route key={route.path} path={route.pattern}>
          {(params) => (
            <StandaloneLayout>
              <RouteView route={route} params={params} />
            </StandaloneLayout>
          )}
        </Route>
      ))}
      <Route>
        <ShellLayout />
      </Route>
    </Switch>
  );
}
