import { type ApiClient, errorMessage, login, registerPushToken } from '@ooh/api';
import { type PushToken, type SessionUser, sessionMachine } from '@ooh/machines/session';
import { type Actor, createActor, fromPromise } from 'xstate';
import { inspectOptions } from '../devtools/inspector.ts';
import { forgetSession, savePushToken, saveSession, tokenExpiry } from './session-storage.ts';

export interface PushTokenSource {
  obtain: () => Promise<PushToken | null>;
  refresh: (previous: PushToken) => Promise<PushToken | null>;
}

export interface SessionActorOptions {
  client: ApiClient;
  push: PushTokenSource;
  now?: () => number;
  /**
   * Whether the session is kept in this origin's storage (the default). Stories sign in with `false`: Storybook
   * served at /storybook shares the app's origin, and a story's fake sign-in must not replace the reader's own.
   */
  persist?: boolean;
}

export type SessionActor = Actor<typeof sessionMachine>;

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The session machine with the app's implementations: the login call, push tokens and persistence. */
export function createSessionActor({
  client,
  push,
  now = Date.now,
  persist = true,
}: SessionActorOptions): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      obtainPushToken: fromPromise(() => push.obtain()),
      refreshPushToken: fromPromise(async ({ input }) => {
        const next = await push.refresh(input.previous);
        if (next) await client.call(registerPushToken, { body: { fcm_token: next.token } });
        return next;
      }),
      login: fromPromise(async ({ input }) => {
        try {
          const answer = await client.call(login, {
            body: {
              email: input.email,
              password: input.password,
              ...(input.pushToken ? { fcm_token: input.pushToken } : {}),
            },
          });
          return {
            user: answer.userData as SessionUser,
            token: answer.token,
            expiresAt: tokenExpiry(answer.token),
          };
        } catch (error) {
          // Spec section 8: the server's message when present; otherwise the status, or the network error.
          const status = statusOf(error);
          throw new Error(
            errorMessage(error, status ? `Signup failed with status: ${status}` : 'Sign-in failed'),
          );
        }
      }),
    },
    actions: persist
      ? {
          persistSession: ({ context }) => saveSession(context, { now }),
          forgetSession: () => forgetSession(),
          persistPushToken: ({ context }) => savePushToken(context.pushToken),
        }
      : {},
  });
  return createActor(machine, { input: { now }, ...inspectOptions() });
}
