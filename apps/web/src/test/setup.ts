import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { errorState, resetPersistedState } from '../state/store.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetPersistedState();
  errorState.errors = {};
  errorState.activeRequests = 0;
});
