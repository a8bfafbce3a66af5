import type { ApiClient } from '@ooh/api';
import { LinkProvider } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { ThemeRoot } from '@ooh/ui/theme';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ApiClientProvider } from '../modules/api/ApiClientContext.tsx';
import { NetworkOverlay } from '../modules/network/components/NetworkOverlay.tsx';
import { SessionProvider } from '../modules/session/SessionContext.tsx';
import type { SessionActor } from '../modules/session/session-actor.ts';
import { bootState } from '../state/store.ts';
import { AppRouter } from './AppRouter.tsx';
import { DeferredToaster } from './DeferredToaster.tsx';
import { useColorScheme } from './use-color-scheme.ts';

/** The design system's links navigate through wouter. */
function RouterLinks({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <LinkProvider navigate={(href) => navigate(href)}>{children}</LinkProvider>;
}

export type AppProps = {
  client: ApiClient;
  session: SessionActor;
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
            <NetworkOverlay />
            {/* Ark's toast code loads after the first paint: it is not part of the login route. */}
            <DeferredToaster />
          </RouterLinks>
        </SessionProvider>
      </ApiClientProvider>
    </ThemeRoot>
  );
}
