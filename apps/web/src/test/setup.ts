import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { errorState, resetPersistedState } from '../state/store.ts';
import { resetFakeBackend, server } from './server.ts';

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
});
