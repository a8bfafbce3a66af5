import type { ApiClient } from '@ooh/api';
import { LinkProvider } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { ThemeRoot } from '@ooh/ui/theme';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Router, useLocation } from 'wouter';
import { ApiClientProvider } from '../modules/api/ApiClientContext.tsx';
import { guardedNavigation, watchBrowserHistory } from '../modules/kit/unsaved-changes/navigation-guard.ts';
import { SessionProvider } from '../modules/session/SessionContext.tsx';
import type { SessionSource } from '../modules/session/session-source.ts';
import { bootState } from '../state/store.ts';
import { AppRouter } from './AppRouter.tsx';
import { DeferredNetworkOverlay } from './DeferredNetworkOverlay.tsx';
import { DeferredToaster } from './DeferredToaster.tsx';
import { useColorScheme } from './use-color-scheme.ts';

// A screen with unsaved changes holds navigation (useUnsavedChangesGuard): links, redirects and Back ask first.
// Back's listener goes on before the router's (added on its first render).
watchBrowserHistory();
const aroundNav = guardedNavigation(() => window.location.pathname);

/** The design system's links navigate through wouter, whose every navigation may be held by a screen. */
function RouterLinks({ children }: { children: ReactNode }) {
  return (
    <Router aroundNav={aroundNav}>
      <LinkNavigation>{children}</LinkNavigation>
    </Router>
  );
}

function LinkNavigation({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <LinkProvider navigate={(href) => navigate(href)}>{children}</LinkProvider>;
}

export type AppProps = {
  client: ApiClient;
  session: SessionSource;
};

export function App({ client, session }: AppProps) {
  const boot = useSnapshot(bootState);
  // The theme follows the device: staff who work in dark mode get the dark theme (both pass the same checks).
  const scheme = useColorScheme();
  return (
    <ThemeRoot mode={scheme}>
      <ApiClientProvider client={client}>
        <SessionProvider actor={session}>
          <RouterLinks>
            {boot.status === 'ready' ? <AppRouter /> : <LoadingIndicator fullPage label="Loading" />}
            {/* The overlay's machine and Ark's toast code load after the first page has painted. */}
            <DeferredNetworkOverlay />
            <DeferredToaster />
          </RouterLinks>
        </SessionProvider>
      </ApiClientProvider>
    </ThemeRoot>
  );
}
