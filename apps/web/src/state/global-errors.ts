import { NETWORK_ERROR_MESSAGE, type RequestTracker } from '@ooh/api';
import { errorState, type GlobalErrorState } from './store.ts';

/**
 * Feeds the global error state from the api client (spec section 8). Everything network-related is here:
 * a call that fails without an answer records the network error, and any success clears it again.
 */
export function createStoreTracker(state: GlobalErrorState = errorState): RequestTracker {
  return {
    requestStarted() {
      state.activeRequests += 1;
    },
    requestFinished() {
      state.activeRequests = Math.max(0, state.activeRequests - 1);
    },
    recordError(endpointId, message) {
      state.errors[endpointId] = message;
    },
    clearError(endpointId) {
      delete state.errors[endpointId];
      // An answer from the server proves the connection is back, whichever call had lost it.
      for (const [id, message] of Object.entries(state.errors)) {
        if (message === NETWORK_ERROR_MESSAGE) delete state.errors[id];
      }
    },
    warn(endpointId, status, message) {
      console.warn(`${endpointId} answered ${status}${message ? `: ${message}` : ''}`);
    },
  };
}

export function hasNetworkError(state: Pick<GlobalErrorState, 'errors'>): boolean {
  return Object.values(state.errors).includes(NETWORK_ERROR_MESSAGE);
}
