import type { ApiClient } from '@ooh/api';
import { LinkProvider } from '@ooh/ui/link';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiClientProvider } from '../modules/api/ApiClientContext.tsx';
import { guardedNavigation } from '../modules/kit/unsaved-changes/navigation-guard.ts';
import { SessionProvider } from '../modules/session/SessionContext.tsx';
import type { SessionSource } from '../modules/session/session-source.ts';
import { testClient } from './server.ts';
import { sessionFor } from './session.ts';

function Links({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <LinkProvider navigate={(href) => navigate(href)}>{children}</LinkProvider>;
}

export interface RenderOptions {
  client?: ApiClient;
  session?: SessionSource;
  path?: string;
}

export interface AppRenderResult extends RenderResult {
  location: ReturnType<typeof memoryLocation<unknown>> & { history: string[] };
  session: SessionSource;
}

/** Renders with the app's providers: the real client against the fake backend, a session and an in-memory location. */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}): AppRenderResult {
  const [pathname = '/', search = ''] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const session = options.session ?? sessionFor(null);
  const result = render(
    <Router
      hook={location.hook}
      searchHook={location.searchHook}
      // As the app: a screen with unsaved changes holds navigation.
      aroundNav={guardedNavigation(() => location.history.at(-1) ?? pathname)}
    >
      <ApiClientProvider client={options.client ?? testClient()}>
        <SessionProvider actor={session}>
          <Links>{ui}</Links>
        </SessionProvider>
      </ApiClientProvider>
    </Router>,
  );
  return { ...result, location, session };
}
