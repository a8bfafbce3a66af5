/// <reference types="msw-storybook-addon/types" />
import {
  type AnyEndpoint,
  type ApiClient,
  createApiClient,
  fetchBriefCounts,
  type StaffRole,
  type UserData,
} from '@ooh/api';
import { briefFixtures, defaultHandlers, mockEndpoint } from '@ooh/api/msw';
import { sessionMachine } from '@ooh/machines/session';
import { OverlayLayer } from '@ooh/ui/dialog';
import { LinkProvider } from '@ooh/ui/link';
import { Toaster } from '@ooh/ui/toast';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor } from 'xstate';
import { ApiClientProvider } from '../../api/ApiClientContext.tsx';
import { SessionProvider } from '../../session/SessionContext.tsx';
import { createSessionActor, type SessionActor } from '../../session/session-actor.ts';

const names: Record<StaffRole, string> = {
  admin: 'Aisha Admin',
  key_account_manager: 'Kamran KAM',
  planner: 'Parveen Planner',
  designer: 'Danish Designer',
  editor: 'Erum Editor',
  operation_analyst: 'Omar Analyst',
  manager: 'Maha Manager',
};

/**
 * A story's session: signed in as `role`, or signed out (`null`) with the real sign-in against the story's fake
 * backend. Never kept in storage: served at /storybook, Storybook shares the app's origin (README, "Storybook for
 * designers"), and a story must not sign the reader's app in or out.
 */
function storySession(role: StaffRole | null, client: ApiClient): SessionActor {
  if (role === null) {
    const actor = createSessionActor({
      client,
      push: { obtain: async () => null, refresh: async () => null },
      persist: false,
    });
    actor.start();
    actor.send({ type: 'session.restored', session: null });
    return actor;
  }
  return signedIn(role);
}

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

function StoryApp({ role, path, children }: { role: StaffRole | null; path: string; children: ReactNode }) {
  // Made once per story: the real client (MSW answers it), the session and an in-memory URL.
  const [app] = useState(() => {
    const [pathname = '/', search = ''] = path.split('?');
    const client = createApiClient({ baseURL: '/api', getToken: () => 'story' });
    return {
      client,
      session: storySession(role, client),
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

/** Who a story's screen is shown to, and where: what the guard of the screens' stories reads. */
export interface StoryAppOptions {
  /** The signed-in role; `null` for a signed-out visitor (the sign-in page). */
  role: StaffRole | null;
  /** The address, as the router sees it (`/view-plan/12?tab=sites`). */
  path: string;
}

const storyApps = new WeakMap<Decorator, StoryAppOptions>();

/**
 * The role and address a decorator made by `withBriefApp` shows its story with, or null for any other decorator:
 * `app/screen-stories.test.ts` finds each routed screen's stories, and the roles they show it to, by them.
 */
export function storyAppOf(decorator: unknown): StoryAppOptions | null {
  return typeof decorator === 'function' ? (storyApps.get(decorator as Decorator) ?? null) : null;
}

/** A screen with the app's providers, signed in as `role` (admin unless told; `null`: signed out), at `path`. */
export function withBriefApp({ role = 'admin', path }: { role?: StaffRole | null; path: string }): Decorator {
  const decorator: Decorator = (Story) => (
    <StoryApp role={role} path={path}>
      <Story />
    </StoryApp>
  );
  storyApps.set(decorator, { role, path });
  return decorator;
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

/**
 * The check of a loading story: the screen says it is loading, as a reader of a screen reader hears it (a status
 * named "Loading…" or "Checking…") or as the page marks a region (`aria-busy`).
 */
export async function expectLoading(canvasElement: HTMLElement) {
  await waitFor(() => {
    const statuses = [...canvasElement.querySelectorAll('[role="status"]')];
    const saysLoading = statuses.some((status) =>
      /^(loading|checking)/i.test(status.getAttribute('aria-label') ?? status.textContent ?? ''),
    );
    expect(saysLoading || canvasElement.querySelector('[aria-busy="true"]') !== null).toBe(true);
  });
}
