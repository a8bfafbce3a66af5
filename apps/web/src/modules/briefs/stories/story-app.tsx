/// <reference types="msw-storybook-addon/types" />
import { type AnyEndpoint, createApiClient, fetchBriefCounts, type StaffRole, type UserData } from '@ooh/api';
import { briefFixtures, defaultHandlers, mockEndpoint } from '@ooh/api/msw';
import { sessionMachine } from '@ooh/machines/session';
import { OverlayLayer } from '@ooh/ui/dialog';
import { LinkProvider } from '@ooh/ui/link';
import { Toaster } from '@ooh/ui/toast';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor } from 'xstate';
import { ApiClientProvider } from '../../api/ApiClientContext.tsx';
import { SessionProvider } from '../../session/SessionContext.tsx';
import type { SessionActor } from '../../session/session-actor.ts';

const names: Record<StaffRole, string> = {
  admin: 'Aisha Admin',
  key_account_manager: 'Kamran KAM',
  planner: 'Parveen Planner',
  designer: 'Danish Designer',
  editor: 'Erum Editor',
  operation_analyst: 'Omar Analyst',
  manager: 'Maha Manager',
};

function signedIn(role: StaffRole): SessionActor {
  const user: UserData = { userId: 1, name: names[role], email: `${role}@demo.local`, role, roleLabel: role };
  const actor = createActor(sessionMachine, { input: {} }) as unknown as SessionActor;
  actor.start();
  actor.send({
    type: 'session.restored',
    session: { user, token: 'story', expiresAt: null, pushToken: null },
  });
  return actor;
}

/** The design system's links move the story's own in-memory location. */
function RouterLinks({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <LinkProvider navigate={(href) => navigate(href)}>{children}</LinkProvider>;
}

function StoryApp({ role, path, children }: { role: StaffRole; path: string; children: ReactNode }) {
  // Made once per story: the real client (MSW answers it), a signed-in session and an in-memory URL.
  const [app] = useState(() => {
    const [pathname = '/', search = ''] = path.split('?');
    return {
      client: createApiClient({ baseURL: '/api', getToken: () => 'story' }),
      session: signedIn(role),
      location: memoryLocation({ path: pathname, searchPath: search }),
    };
  });
  return (
    <Router hook={app.location.hook} searchHook={app.location.searchHook}>
      <ApiClientProvider client={app.client}>
        <SessionProvider actor={app.session}>
          <RouterLinks>
            {/* Dialogs open inside the story's root, where the test-runner's axe check looks. */}
            <OverlayLayer>
              {children}
              <Toaster />
            </OverlayLayer>
          </RouterLinks>
        </SessionProvider>
      </ApiClientProvider>
    </Router>
  );
}

/** A brief screen with the app's providers, signed in as `role`, at `path`. */
export function withBriefApp({ role = 'admin', path }: { role?: StaffRole; path: string }): Decorator {
  return (Story) => (
    <StoryApp role={role} path={path}>
      <Story />
    </StoryApp>
  );
}

/** The counts the brief fixtures really have, so the tabs and the lists agree. */
const fixtureCounts = {
  pendingBriefsCount: briefFixtures.filter((brief) => brief.status === 'pending').length,
  approvedBriefsCount: briefFixtures.filter((brief) => brief.status === 'approved').length,
  rejectedBriefsCount: briefFixtures.filter((brief) => brief.status === 'rejected').length,
};

/** Every brief call answered from the fixtures; `overrides` win over them. */
export function briefHandlers(...overrides: ReturnType<typeof mockEndpoint>[]) {
  return [...overrides, mockEndpoint(fetchBriefCounts, fixtureCounts), ...defaultHandlers()];
}

/** Keeps one call loading for ever (loading-state stories). */
export function loadingForever<E extends AnyEndpoint>(endpoint: E) {
  return mockEndpoint(endpoint, {} as never, { delay: 'infinite' });
}
