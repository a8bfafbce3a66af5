import { fetchRegions, NETWORK_ERROR_MESSAGE } from '@ooh/api';
import { describe, expect, it } from 'vitest';
import { createStoreTracker, hasNetworkError } from '../../state/global-errors.ts';
import type { GlobalErrorState } from '../../state/store.ts';
import { createWebApiClient } from './api-client.ts';

/** Never answers; rejects as fetch does when the request's signal aborts. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

function freshErrors(): GlobalErrorState {
  return { errors: {}, activeRequests: 0 };
}

describe('the web client and the global error state', () => {
  it('leaves the network overlay alone when a screen aborts its call', async () => {
    const state = freshErrors();
    const client = createWebApiClient({
      baseURL: 'http://api.test/api',
      tracker: createStoreTracker(state),
      fetch: hangingFetch,
    });
    const controller = new AbortController();
    const pending = client.call(fetchRegions, { signal: controller.signal });
    expect(state.activeRequests).toBe(1);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(hasNetworkError(state)).toBe(false);
    expect(state.errors).toEqual({});
    expect(state.activeRequests).toBe(0);
  });

  it('keeps a standing network error when an aborted call ends (an abort proves nothing about the network)', async () => {
    const state = freshErrors();
    state.errors.fetchBriefCounts = NETWORK_ERROR_MESSAGE;
    const client = createWebApiClient({
      baseURL: 'http://api.test/api',
      tracker: createStoreTracker(state),
      fetch: hangingFetch,
    });
    await expect(client.call(fetchRegions, { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(state.errors).toEqual({ fetchBriefCounts: NETWORK_ERROR_MESSAGE });
  });
});
