import { Route, Switch } from 'wouter';
import { useSession } from '../modules/session/SessionContext.tsx';
import { Shell } from '../modules/shell/components/Shell.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RedirectToLogin } from './RedirectToLogin.tsx';
import { RouteView } from './RouteView.tsx';
import { StandaloneLayout } from './StandaloneLayout.tsx';
import { appRoutes } from './screens.ts';

const standaloneRoutes = appRoutes.filter((route) => !route.shell);
const shellRoutes = appRoutes.filter((route) => route.shell);

/** The shell layout: signed-in users only; its routes render inside it; unknown paths get a 404 there. */
function ShellLayout() {
  const { user } = useSession();
  if (!user) return <RedirectToLogin />;
  return (
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
  );
}

/** The router, read from the route table in its order. */
export function AppRouter() {
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
