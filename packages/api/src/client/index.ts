import { FetchError, ofetch } from 'ofetch';
import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResponse,
  fillPath,
  PASSWORD_TOKEN_HEADER,
} from '../contract/define.ts';
import { classifyError } from '../errors/index.ts';

export const API_TIMEOUT_MS = 30_000;
/** The local-storage key of the bearer token (documented in the README). */
export const TOKEN_STORAGE_KEY = 'ooh.authToken';

/**
 * Where the client reports request tracking and the global error (spec section 8).
 * The web app feeds its valtio store from this; tests pass a recorder.
 */
export interface RequestTracker {
  requestStarted(endpointId: string): void;
  requestFinished(endpointId: string): void;
  /** A call failed in a way the whole app should know about (network or unknown error). */
  recordError(endpointId: string, message: string): void;
  /** A call succeeded: its error is cleared, and so is a standing network error. */
  clearError(endpointId: string): void;
  /** 400–499: the screen shows the message; globally only a warning. */
  warn?(endpointId: string, status: number, message: string | undefined): void;
}

export interface ApiClientOptions {
  baseURL?: string;
  timeout?: number;
  getToken?: () => string | null;
  tracker?: RequestTracker;
  /** For tests: a fetch implementation. */
  fetch?: typeof globalThis.fetch;
}

export type CallOptions<E extends AnyEndpoint> = EndpointInput<E> & {
  /** The password-set token, for `password-token` endpoints. */
  passwordToken?: string;
  signal?: AbortSignal;
};

export type ApiClient = {
  call<E extends AnyEndpoint>(
    endpoint: E,
    ...args: OptionalIfEmpty<CallOptions<E>>
  ): Promise<EndpointResponse<E>>;
  baseURL: string;
};

type OptionalIfEmpty<T> = object extends T ? [options?: T] : [options: T];

export function defaultTokenStore(): () => string | null {
  return () => {
    try {
      return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? '/api';
  const getToken = options.getToken ?? defaultTokenStore();
  const tracker = options.tracker;
  const fetcher = ofetch.create({
    baseURL,
    timeout: options.timeout ?? API_TIMEOUT_MS,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    callOptions?: CallOptions<E>,
  ): Promise<EndpointResponse<E>> {
    const headers: Record<string, string> = {};
    if (endpoint.auth === 'bearer') {
      const token = getToken();
      if (token) headers.authorization = `Bearer ${token}`;
    } else if (endpoint.auth === 'password-token' && callOptions?.passwordToken) {
      headers[PASSWORD_TOKEN_HEADER] = callOptions.passwordToken;
    }
    const url = fillPath(endpoint.path, callOptions?.params as Record<string, unknown> | undefined);
    tracker?.requestStarted(endpoint.id);
    try {
      const result = await fetcher(url, {
        method: endpoint.method,
        headers,
        query: callOptions?.query as Record<string, unknown> | undefined,
        body: callOptions?.body as Record<string, unknown> | BodyInit | undefined,
        signal: callOptions?.signal,
      });
      tracker?.clearError(endpoint.id);
      return result as EndpointResponse<E>;
    } catch (error) {
      const classified = classifyError(error);
      if (classified.kind === 'network' || classified.kind === 'unknown') {
        tracker?.recordError(endpoint.id, classified.globalMessage);
      } else if (classified.kind === 'client') {
        const message =
          error instanceof FetchError ? (error.data as { message?: string } | undefined)?.message : undefined;
        tracker?.warn?.(endpoint.id, classified.status, message);
      }
      throw error;
    } finally {
      tracker?.requestFinished(endpoint.id);
    }
  }

  return { call: call as ApiClient['call'], baseURL };
}
