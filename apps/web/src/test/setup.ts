import '@testing-library/jest-dom/vitest';
import { notificationToaster, toaster } from '@ooh/ui/toast';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { errorState, resetPersistedState } from '../state/store.ts';
import { resetFakeBackend, server } from './server.ts';

// Screens load lazily through the real client and the fake backend: on CI's two busy cores a first paint can
// take longer than testing-library's default second to appear. Waits may last 5 s; what they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers is a test that does not know what its screen asks: fail it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetFakeBackend());
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetPersistedState();
  errorState.errors = {};
  errorState.activeRequests = 0;
  // The toast stores are module state, and a file's modules outlive it (vitest.config.ts, isolate: false): toasts
  // whose Toaster was unmounted before their time ran out stay counted, and past five the next ones only queue.
  toaster.remove();
  notificationToaster.remove();
});
