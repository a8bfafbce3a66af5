import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type PersistedSession,
  PUSH_TOKEN_MAX_AGE_MS,
  type PushToken,
  SESSION_EXPIRED_MESSAGE,
  type SessionUser,
  type SignInResult,
  sessionMachine,
} from './session.machine.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 1);

const admin: SessionUser = {
  userId: 1,
  name: 'Ada Admin',
  email: 'admin@demo.local',
  role: 'admin',
  roleLabel: 'Admin',
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Fakes {
  obtainPushToken?: () => Promise<PushToken | null>;
  login?: (input: { email: string; password: string; pushToken: string | null }) => Promise<SignInResult>;
  refreshPushToken?: (input: { previous: PushToken }) => Promise<PushToken | null>;
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const persistSession = vi.fn();
  const forgetSession = vi.fn();
  const persistPushToken = vi.fn();
  const login = vi.fn(
    fakes.login ?? (async () => ({ user: admin, token: 'bearer-1', expiresAt: START + DAY }) as SignInResult),
  );
  const refresh = vi.fn(
    fakes.refreshPushToken ?? (async () => ({ token: 'push-2', issuedAt: clock.now() }) as PushToken),
  );
  const machine = sessionMachine.provide({
    actors: {
      obtainPushToken: fromPromise(
        fakes.obtainPushToken ?? (async () => ({ token: 'push-1', issuedAt: clock.now() })),
      ),
      login: fromPromise(({ input }) => login(input)),
      refreshPushToken: fromPromise(({ input }) => refresh(input)),
    },
    actions: { persistSession, forgetSession, persistPushToken },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now() } }).start();
  return { actor, clock, login, refresh, persistSession, forgetSession, persistPushToken };
}

function persisted(overrides: Partial<PersistedSession> = {}): PersistedSession {
  return { user: admin, token: 'bearer-0', expiresAt: START + DAY, pushToken: null, ...overrides };
}

describe('session machine: restoring', () => {
  it('waits in restoring until the persisted state arrives', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('restoring');
  });

  it('restores a valid persisted session (guard true)', () => {
    const { actor } = start();
    actor.send({ type: 'session.restored', session: persisted() });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: admin, token: 'bearer-0' });
  });

  it('restores a session whose expiry is unknown', () => {
    const { actor } = start();
    actor.send({ type: 'session.restored', session: persisted({ expiresAt: null }) });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it.each([
    ['nothing persisted', null],
    ['no bearer token', persisted({ token: null })],
    ['no user', persisted({ user: null })],
    ['an expired bearer token', persisted({ expiresAt: START - 1 })],
  ])('signs out and wipes the storage with %s (guard false)', (_, session) => {
    const { actor, forgetSession } = start();
    actor.send({ type: 'session.restored', session });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(forgetSession).toHaveBeenCalledTimes(1);
  });
});

describe('session machine: signing in', () => {
  it('asks for a push token, sends it with the login and persists the session', async () => {
    const { actor, login, persistSession } = start();
    actor.send({ type: 'session.restored', session: null });
    actor.send({ type: 'session.signIn', email: 'admin@demo.local', password: 'demo-password' });
    expect(actor.getSnapshot().matches({ signingIn: 'requestingPushToken' })).toBe(true);
    await flush();
    await flush();
    expect(login).toHaveBeenCalledWith({
      email: 'admin@demo.local',
      password: 'demo-password',
      pushToken: 'push-1',
    });
    expect(actor.getSnapshot().matches({ signedIn: 'pushTokenFresh' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: admin, token: 'bearer-1', credentials: null });
    expect(persistSession).toHaveBeenCalledTimes(1);
  });

  it('continues without a token when permission is refused (resolves null)', async () => {
    const { actor, login } = start({ obtainPushToken: async () => null });
    actor.send({ type: 'session.restored', session: null });
    actor.send({ type: 'session.signIn', email: 'a@b.c', password: 'x' });
    await flush();
    await flush();
    expect(login).toHaveBeenCalledWith({ email: 'a@b.c', password: 'x', pushToken: null });
    expect(actor.getSnapshot().matches({ signedIn: 'withoutPushToken' })).toBe(true);
  });

  it('continues without a token when obtaining one fails', async () => {
    const { actor, login } = start({
      obtainPushToken: async () => {
        throw new Error('messaging/permission-blocked');
      },
    });
    actor.send({ type: 'session.restored', session: null });
    actor.send({ type: 'session.signIn', email: 'a@b.c', password: 'x' });
    await flush();
    await flush();
    expect(login).toHaveBeenCalledWith({ email: 'a@b.c', password: 'x', pushToken: null });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it("goes back to signedOut with the server's message when the login fails", async () => {
    let refuse: (error: Error) => void = () => {};
    const { actor, persistSession } = start({
      login: () =>
        new Promise<SignInResult>((_, reject) => {
          refuse = reject;
        }),
    });
    actor.send({ type: 'session.restored', session: null });
    actor.send({ type: 'session.signIn', email: 'a@b.c', password: 'wrong' });
    await flush();
    expect(actor.getSnapshot().matches({ signingIn: 'authenticating' })).toBe(true);
    refuse(new Error('Invalid email or password'));
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Invalid email or password',
      credentials: null,
      pushToken: null,
    });
    expect(persistSession).not.toHaveBeenCalled();

    // The next attempt clears the old message.
    actor.send({ type: 'session.signIn', email: 'a@b.c', password: 'again' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('falls back to a generic message when the failure carries none', async () => {
    const { actor } = start({
      login: async () => {
        throw {};
      },
    });
    actor.send({ type: 'session.restored', session: null });
    actor.send({ type: 'session.signIn', email: 'a@b.c', password: 'x' });
    await flush();
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Sign-in failed');
  });
});

describe('session machine: signed in', () => {
  it('signs out and forgets the session', () => {
    const { actor, forgetSession } = start();
    actor.send({ type: 'session.restored', session: persisted() });
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null, error: null });
    expect(forgetSession).toHaveBeenCalledTimes(1);
  });

  it('signs out with a message when the server refuses the token', () => {
    const { actor, forgetSession } = start();
    actor.send({ type: 'session.restored', session: persisted() });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe(SESSION_EXPIRED_MESSAGE);
    expect(forgetSession).toHaveBeenCalledTimes(1);
  });

  it('takes a renewed token and saves it, staying signed in with its push token (the own password changed)', () => {
    const { actor, persistSession } = start();
    const pushToken = { token: 'push-0', issuedAt: START };
    actor.send({ type: 'session.restored', session: persisted({ pushToken }) });
    const before = actor.getSnapshot().value;
    actor.send({ type: 'session.tokenRenewed', token: 'bearer-2', expiresAt: START + 2 * DAY });
    expect(actor.getSnapshot().value).toEqual(before);
    expect(actor.getSnapshot().context).toMatchObject({
      user: admin,
      token: 'bearer-2',
      expiresAt: START + 2 * DAY,
      pushToken,
    });
    expect(persistSession).toHaveBeenCalledTimes(1);
  });

  it('ignores a renewed token when signed out', () => {
    const { actor, persistSession } = start();
    actor.send({ type: 'session.restored', session: null });
    actor.send({ type: 'session.tokenRenewed', token: 'bearer-2', expiresAt: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(persistSession).not.toHaveBeenCalled();
  });

  it('keeps a fresh push token until it turns 7 days old, then refreshes it (guard false, then true)', async () => {
    const { actor, clock, refresh, persistPushToken } = start();
    const pushToken = { token: 'push-0', issuedAt: START - 6 * DAY };
    actor.send({ type: 'session.restored', session: persisted({ pushToken, expiresAt: null }) });
    expect(actor.getSnapshot().matches({ signedIn: 'pushTokenFresh' })).toBe(true);

    clock.increment(DAY - 1);
    expect(actor.getSnapshot().matches({ signedIn: 'pushTokenFresh' })).toBe(true);
    expect(refresh).not.toHaveBeenCalled();

    clock.increment(1);
    expect(actor.getSnapshot().matches({ signedIn: 'refreshingPushToken' })).toBe(true);
    expect(refresh).toHaveBeenCalledWith({ previous: pushToken });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: 'pushTokenFresh' })).toBe(true);
    expect(actor.getSnapshot().context.pushToken).toEqual({ token: 'push-2', issuedAt: START + DAY });
    expect(persistPushToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes at once a restored push token older than 7 days', async () => {
    const { actor, refresh } = start();
    const pushToken = { token: 'push-0', issuedAt: START - PUSH_TOKEN_MAX_AGE_MS };
    actor.send({ type: 'session.restored', session: persisted({ pushToken }) });
    expect(actor.getSnapshot().matches({ signedIn: 'refreshingPushToken' })).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: 'pushTokenFresh' })).toBe(true);
  });

  it('ends without a push token when the refresh yields none', async () => {
    const { actor } = start({ refreshPushToken: async () => null });
    actor.send({
      type: 'session.restored',
      session: persisted({ pushToken: { token: 'old', issuedAt: START - 8 * DAY } }),
    });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: 'withoutPushToken' })).toBe(true);
    expect(actor.getSnapshot().context.pushToken).toBeNull();
  });

  it('keeps the old token and stops trying when the refresh fails', async () => {
    const { actor, clock, refresh } = start({
      refreshPushToken: async () => {
        throw new Error('messaging/token-subscribe-failed');
      },
    });
    const pushToken = { token: 'old', issuedAt: START - 8 * DAY };
    actor.send({ type: 'session.restored', session: persisted({ pushToken }) });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: 'refreshFailed' })).toBe(true);
    expect(actor.getSnapshot().context.pushToken).toEqual(pushToken);
    clock.increment(PUSH_TOKEN_MAX_AGE_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('cancels the refresh timer on sign-out', () => {
    const { actor, clock, refresh } = start();
    actor.send({
      type: 'session.restored',
      session: persisted({ pushToken: { token: 'p', issuedAt: START }, expiresAt: null }),
    });
    actor.send({ type: 'session.signOut' });
    clock.increment(PUSH_TOKEN_MAX_AGE_MS);
    expect(refresh).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('session machine: defaults', () => {
  it('uses the real clock when none is injected and fails sign-in clearly without actors', async () => {
    const actor = createActor(sessionMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.now).toBe(Date.now);
    actor.send({ type: 'session.restored', session: null });
    actor.send({ type: 'session.signIn', email: 'a@b.c', password: 'x' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toContain('"login" was not provided');
  });
});
