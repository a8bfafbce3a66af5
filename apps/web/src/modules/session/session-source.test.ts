import { sessionMachine } from '@ooh/machines/session';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createDeferredSession, SESSION_LOAD_FAILED } from './session-source.ts';

const user = { userId: 1, name: 'A', email: 'admin@demo.local', role: 'admin', roleLabel: 'Admin' };

function deferred(
  load = () => Promise.resolve(createActor(sessionMachine, { input: { now: () => 1_000 } })),
) {
  return createDeferredSession({ loadActor: load, now: () => 1_000 });
}

describe('the deferred session', () => {
  it('shows a saved session at once, before the machine has loaded, by the machine’s rule', () => {
    const session = deferred(() => new Promise(() => {}));
    expect(session.getSnapshot().value).toBe('restoring');
    session.restore({ user, token: 'bearer', expiresAt: null, pushToken: null });
    expect(session.getSnapshot()).toMatchObject({ value: 'signedIn', context: { user } });
    session.restore({ user, token: 'bearer', expiresAt: 1_000, pushToken: null });
    expect(session.getSnapshot()).toMatchObject({ value: 'signedOut', context: { user: null } });
  });

  it('hands the saved session and the events sent meanwhile to the machine, then follows it', async () => {
    const session = deferred();
    const seen: unknown[] = [];
    session.subscribe((snapshot) => seen.push(snapshot.value));
    session.restore({ user, token: 'bearer', expiresAt: null, pushToken: null });
    session.send({ type: 'session.signOut' });
    await session.load();
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(seen).toContain('signedIn');
  });

  it('says so on the sign-in screen when the machine cannot load', async () => {
    const session = deferred(() => Promise.reject(new Error('offline')));
    session.restore(null);
    session.send({ type: 'session.signIn', email: 'a@demo.local', password: 'x' });
    await session.load().catch(() => undefined);
    await Promise.resolve();
    expect(session.getSnapshot()).toMatchObject({
      value: 'signedOut',
      context: { error: SESSION_LOAD_FAILED },
    });
  });
});
