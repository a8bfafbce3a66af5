import type { AnyEndpoint, ApiClient, UserData } from '@ooh/api';
import { sessionMachine } from '@ooh/machines/session';
import { createActor } from 'xstate';
import type { SessionActor } from '../modules/session/session-actor.ts';

export type FakeAnswer = (options: Record<string, unknown> | undefined) => unknown;

export interface FakeClient extends ApiClient {
  calls: { id: string; options: Record<string, unknown> | undefined }[];
}

/** A client answering from a map of endpoint id → answer; unknown calls fail loudly. */
export function fakeClient(answers: Record<string, FakeAnswer>): FakeClient {
  const calls: FakeClient['calls'] = [];
  const call = async (endpoint: AnyEndpoint, options?: Record<string, unknown>) => {
    calls.push({ id: endpoint.id, options });
    const answer = answers[endpoint.id];
    if (!answer) throw new Error(`The fake client has no answer for ${endpoint.id}`);
    return answer(options);
  };
  // Uploads and downloads answer from the same map: the answer gets the upload's options (FormData body,
  // onProgress) and a download's answer is its `{ blob, fileName }`.
  const upload = (endpoint: AnyEndpoint, options: object) =>
    call(endpoint, options as Record<string, unknown>);
  const download = (endpoint: AnyEndpoint, options: object) =>
    call(endpoint, options as Record<string, unknown>);
  return {
    baseURL: '/api',
    calls,
    call: call as ApiClient['call'],
    upload: upload as ApiClient['upload'],
    download: download as ApiClient['download'],
  };
}

/** An error shaped like ofetch's FetchError for an HTTP answer. */
export function httpError(status: number, message?: string): Error {
  return Object.assign(new Error(`[GET] ${status}`), {
    status,
    statusCode: status,
    data: message ? { message } : undefined,
  });
}

export function userOf(role: UserData['role'], name = 'Test User'): UserData {
  return { userId: 1, name, email: `${role}@demo.local`, role, roleLabel: role };
}

/** A session actor that is already signed in (or signed out with `null`). */
export function sessionFor(user: UserData | null): SessionActor {
  const actor = createActor(sessionMachine, { input: {} }) as unknown as SessionActor;
  actor.start();
  actor.send({
    type: 'session.restored',
    session: user ? { user, token: 'bearer', expiresAt: null, pushToken: null } : null,
  });
  return actor;
}

/** Resolves after pending promise callbacks have run. */
export const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
