import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@ooh/api';
import { describe, expect, it, vi } from 'vitest';
import { createStoreTracker, hasNetworkError } from './global-errors.ts';

describe('the store tracker', () => {
  it('counts the calls in flight', () => {
    const state = { errors: {}, activeRequests: 0 };
    const tracker = createStoreTracker(state);
    tracker.requestStarted('a');
    tracker.requestStarted('b');
    tracker.requestFinished('a');
    expect(state.activeRequests).toBe(1);
    tracker.requestFinished('b');
    tracker.requestFinished('b');
    expect(state.activeRequests).toBe(0);
  });

  it('records errors and clears a standing network error on any success', () => {
    const state = { errors: {} as Record<string, string>, activeRequests: 0 };
    const tracker = createStoreTracker(state);
    tracker.recordError('fetchBriefCounts', NETWORK_ERROR_MESSAGE);
    tracker.recordError('fetchPlanCounts', UNKNOWN_ERROR_MESSAGE);
    expect(hasNetworkError(state)).toBe(true);

    tracker.clearError('health');
    expect(hasNetworkError(state)).toBe(false);
    expect(state.errors).toEqual({ fetchPlanCounts: UNKNOWN_ERROR_MESSAGE });

    tracker.clearError('fetchPlanCounts');
    expect(state.errors).toEqual({});
  });

  it('only warns on 4xx', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = { errors: {}, activeRequests: 0 };
    createStoreTracker(state).warn?.('login', 401, 'Invalid email or password');
    expect(state.errors).toEqual({});
    expect(warn).toHaveBeenCalledWith('login answered 401: Invalid email or password');
  });
});
