import { type AnyEndpoint, type ApiClient, createApiClient, type RequestTracker } from '@ooh/api';

/** `VITE_API_BASE` (default `/api`): where the API is, relative to the page or absolute. */
export const API_BASE = import.meta.env.VITE_API_BASE || '/api';

export interface WebApiClientOptions {
  baseURL?: string;
  tracker?: RequestTracker;
  /** Called when a bearer call is answered 401: the session is over. */
  onUnauthorized?: () => void;
  fetch?: typeof globalThis.fetch;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number') return status;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

/** The contract's client, plus the one app-wide rule the contract cannot know: a 401 signs the user out. */
export function createWebApiClient(options: WebApiClientOptions = {}): ApiClient {
  const inner = createApiClient({
    baseURL: options.baseURL ?? API_BASE,
    ...(options.tracker ? { tracker: options.tracker } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  async function signOutOn401<T>(endpoint: AnyEndpoint, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (endpoint.auth === 'bearer' && statusOf(error) === 401) options.onUnauthorized?.();
      throw error;
    }
  }
  const call = (endpoint: AnyEndpoint, callOptions?: object) =>
    signOutOn401(endpoint, () =>
      (inner.call as (endpoint: AnyEndpoint, options?: object) => Promise<unknown>)(endpoint, callOptions),
    );
  const upload: ApiClient['upload'] = (endpoint, uploadOptions) =>
    signOutOn401(endpoint, () => inner.upload(endpoint, uploadOptions));
  const download: ApiClient['download'] = (endpoint, downloadOptions) =>
    signOutOn401(endpoint, () => inner.download(endpoint, downloadOptions));
  return { baseURL: inner.baseURL, call: call as ApiClient['call'], upload, download };
}
