import { type AnyEndpoint, type ApiClient, registerPushToken } from '@ooh/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createSessionActor } from './session-actor.ts';

const DAY = 24 * 3600_000;
const NOW = Date.UTC(2026, 10, 21, 12);

/** A signed-in planner restored from storage with a device token 8 days old, and the server's answer faked. */
function restoreWithStalePushToken(call: (endpoint: AnyEndpoint, options?: unknown) => Promise<unknown>) {
  const client = { baseURL: '/api', call: vi.fn(call) } as unknown as ApiClient;
  const actor = createSessionActor({
    client,
    now: () => NOW,
    push: { obtain: async () => null, refresh: async () => ({ token: 'fresh-device-token', issuedAt: NOW }) },
  });
  actor.start();
  actor.send({
    type: 'session.restored',
    session: {
      user: {
        userId: 3,
        name: 'Pat Planner',
        email: 'planner@demo.local',
        role: 'planner',
        roleLabel: 'Planner',
      },
      token: 'bearer',
      expiresAt: NOW + DAY,
      pushToken: { token: 'old-device-token', issuedAt: NOW - 8 * DAY },
    },
  });
  return actor;
}

afterEach(() => localStorage.clear());

describe('session actor', () => {
  it('sends a push token refreshed after 7 days to the server', async () => {
    const calls: Array<{ id: string; options: unknown }> = [];
    const actor = restoreWithStalePushToken(async (endpoint, options) => {
      calls.push({ id: endpoint.id, options });
      return { message: 'ok' };
    });
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'pushTokenFresh' }));
    expect(calls).toEqual([
      { id: registerPushToken.id, options: { body: { fcm_token: 'fresh-device-token' } } },
    ]);
    expect(snapshot.context.pushToken?.token).toBe('fresh-device-token');
    actor.stop();
  });

  it('keeps the old token when the server refuses the refreshed one', async () => {
    const actor = restoreWithStalePushToken(async () => {
      throw new Error('offline');
    });
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'refreshFailed' }));
    expect(snapshot.context.pushToken?.token).toBe('old-device-token');
    actor.stop();
  });
});
