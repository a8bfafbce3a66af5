import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { isRestorable } from './session-restore.ts';

/** A device push token older than this is refreshed (spec section 9). */
export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The signed-in user as the server describes it; the machines package does not know the contract. */
export interface SessionUser {
  userId: number;
  name: string;
  email: string;
  role: string;
  roleLabel: string;
}

export interface PushToken {
  token: string;
  /** Epoch milliseconds when the token was obtained. */
  issuedAt: number;
}

export interface SignInResult {
  user: SessionUser;
  /** The bearer token. */
  token: string;
  /** Epoch milliseconds when the bearer token expires, when known. */
  expiresAt: number | null;
}

/** What the app persisted of a session and gives back after a reload. */
export interface PersistedSession {
  user: SessionUser | null;
  token: string | null;
  expiresAt: number | null;
  pushToken: PushToken | null;
}

export interface SessionContext {
  user: SessionUser | null;
  token: string | null;
  expiresAt: number | null;
  pushToken: PushToken | null;
  /** The message to show on the sign-in screen (the server's, when it sent one). */
  error: string | null;
  /** Held only while signing in. */
  credentials: { email: string; password: string } | null;
  /** The clock; tests pass the simulated clock's `now`. */
  now: () => number;
}

export type SessionEvent =
  | { type: 'session.restored'; session: PersistedSession | null }
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.signOut' }
  /** The server refused the bearer token (401). */
  | { type: 'session.expired' }
  /**
   * The server gave this session a new token (the own password changed: the old token is refused from now on,
   * docs/domain.md "User"); the user stays signed in.
   */
  | { type: 'session.tokenRenewed'; token: string; expiresAt: number | null };

export interface SessionInput {
  now?: () => number;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Sign-in failed';
}

/**
 * The client session: restored from persisted state, or signed out → signing in (push token first, then the
 * login call) → signed in. While signed in, a push token older than 7 days is refreshed.
 * The app provides the actors (`obtainPushToken`, `login`, `refreshPushToken`) and the persistence actions
 * (`persistSession`, `forgetSession`, `persistPushToken`).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Asks for notification permission and a device token; resolves null when there is none to send. */
    obtainPushToken: fromPromise<PushToken | null>(async () => {
      throw new Error('The actor "obtainPushToken" was not provided');
    }),
    login: fromPromise<SignInResult, { email: string; password: string; pushToken: string | null }>(
      async () => {
        throw new Error('The actor "login" was not provided');
      },
    ),
    /** Replaces a stale push token; resolves null when no token can be obtained any more. */
    refreshPushToken: fromPromise<PushToken | null, { previous: PushToken }>(async () => {
      throw new Error('The actor "refreshPushToken" was not provided');
    }),
  },
  guards: {
    canRestore: ({ context, event }) => {
      assertEvent(event, 'session.restored');
      return isRestorable(event.session, context.now());
    },
    hasPushToken: ({ context }) => context.pushToken !== null,
    isPushTokenStale: ({ context }) =>
      context.pushToken !== null && context.now() - context.pushToken.issuedAt >= PUSH_TOKEN_MAX_AGE_MS,
  },
  delays: {
    /** Until the current push token turns 7 days old. */
    pushTokenRefresh: ({ context }) =>
      context.pushToken
        ? Math.max(0, context.pushToken.issuedAt + PUSH_TOKEN_MAX_AGE_MS - context.now())
        : PUSH_TOKEN_MAX_AGE_MS,
  },
  actions: {
    restore: assign(({ event }) => {
      assertEvent(event, 'session.restored');
      return {
        user: event.session?.user ?? null,
        token: event.session?.token ?? null,
        expiresAt: event.session?.expiresAt ?? null,
        pushToken: event.session?.pushToken ?? null,
        error: null,
      };
    }),
    holdCredentials: assign({
      credentials: ({ event }) => {
        assertEvent(event, 'session.signIn');
        return { email: event.email, password: event.password };
      },
      error: null,
    }),
    dropCredentials: assign({ credentials: null }),
    setPushToken: assign({ pushToken: (_, params: { pushToken: PushToken | null }) => params.pushToken }),
    signIn: assign((_, params: { result: SignInResult }) => ({
      user: params.result.user,
      token: params.result.token,
      expiresAt: params.result.expiresAt,
      error: null,
    })),
    renewToken: assign(({ event }) => {
      assertEvent(event, 'session.tokenRenewed');
      return { token: event.token, expiresAt: event.expiresAt };
    }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    clear: assign({ user: null, token: null, expiresAt: null, pushToken: null, credentials: null }),
    // Persistence is the app's: these are replaced with `.provide({ actions })`.
    persistSession: () => {},
    forgetSession: () => {},
    persistPushToken: () => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    token: null,
    expiresAt: null,
    pushToken: null,
    error: null,
    credentials: null,
    now: input.now ?? Date.now,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      on: {
        'session.restored': [
          { guard: 'canRestore', target: 'signedIn', actions: 'restore' },
          // An expired or partial session is wiped so nothing stale survives the next reload.
          { target: 'signedOut', actions: ['clear', 'forgetSession'] },
        ],
      },
    },
    signedOut: {
      on: { 'session.signIn': { target: 'signingIn', actions: 'holdCredentials' } },
    },
    signingIn: {
      initial: 'requestingPushToken',
      states: {
        requestingPushToken: {
          invoke: {
            src: 'obtainPushToken',
            onDone: {
              target: 'authenticating',
              actions: { type: 'setPushToken', params: ({ event }) => ({ pushToken: event.output }) },
            },
            // Permission refused or push unavailable: sign in without a token (spec section 5).
            onError: {
              target: 'authenticating',
              actions: { type: 'setPushToken', params: { pushToken: null } },
            },
          },
        },
        authenticating: {
          invoke: {
            src: 'login',
            input: ({ context }) => ({
              email: context.credentials?.email ?? '',
              password: context.credentials?.password ?? '',
              pushToken: context.pushToken?.token ?? null,
            }),
            onDone: {
              target: '#session.signedIn',
              actions: [
                { type: 'signIn', params: ({ event }) => ({ result: event.output }) },
                'dropCredentials',
                'persistSession',
              ],
            },
            onError: {
              target: '#session.signedOut',
              actions: [
                'dropCredentials',
                { type: 'setPushToken', params: { pushToken: null } },
                { type: 'showError', params: ({ event }) => ({ message: failureMessage(event.error) }) },
              ],
            },
          },
        },
      },
    },
    signedIn: {
      on: {
        'session.signOut': { target: 'signedOut', actions: ['clear', 'forgetSession'] },
        // No target: the push token's child state carries on.
        'session.tokenRenewed': { actions: ['renewToken', 'persistSession'] },
        'session.expired': {
          target: 'signedOut',
          actions: [
            'clear',
            'forgetSession',
            { type: 'showError', params: { message: SESSION_EXPIRED_MESSAGE } },
          ],
        },
      },
      initial: 'checkingPushToken',
      states: {
        checkingPushToken: {
          always: [
            { guard: 'isPushTokenStale', target: 'refreshingPushToken' },
            { guard: and(['hasPushToken', not('isPushTokenStale')]), target: 'pushTokenFresh' },
            { target: 'withoutPushToken' },
          ],
        },
        pushTokenFresh: {
          after: { pushTokenRefresh: 'refreshingPushToken' },
        },
        refreshingPushToken: {
          invoke: {
            src: 'refreshPushToken',
            input: ({ context }) => ({ previous: context.pushToken as PushToken }),
            onDone: {
              target: 'checkingPushToken',
              actions: [
                { type: 'setPushToken', params: ({ event }) => ({ pushToken: event.output }) },
                'persistPushToken',
              ],
            },
            // Keep the old token; the next reload or sign-in tries again.
            onError: 'refreshFailed',
          },
        },
        withoutPushToken: {},
        refreshFailed: {},
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
