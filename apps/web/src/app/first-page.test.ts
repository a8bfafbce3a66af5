import { afterEach, describe, expect, it, vi } from 'vitest';

// Deferred code (app/first-page.ts) waits for the first page's own calls: each test takes a fresh module, since
// the wait is computed once per page load.
afterEach(() => {
  vi.resetModules();
});

async function fresh() {
  vi.resetModules();
  const firstPage = await import('./first-page.ts');
  const { errorState } = await import('../state/store.ts');
  return { ...firstPage, errorState };
}

const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('code deferred until after the first page', () => {
  it('waits while the page’s calls are unanswered, and loads once they are', async () => {
    const { afterFirstPage, firstPageShown, errorState } = await fresh();
    errorState.activeRequests = 2;
    firstPageShown();
    const after = afterFirstPage();
    expect(await settledWithin(after, 300)).toBe(false);
    errorState.activeRequests = 1;
    expect(await settledWithin(after, 100)).toBe(false);
    errorState.activeRequests = 0;
    expect(await settledWithin(after, 2_000)).toBe(true);
  });

  it('loads anyway when a call is still unanswered after FIRST_PAGE_CALLS_MS', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'requestIdleCallback'],
    });
    try {
      const { afterFirstPage, firstPageShown, errorState, FIRST_PAGE_CALLS_MS } = await fresh();
      errorState.activeRequests = 1;
      firstPageShown();
      let done = false;
      void afterFirstPage().then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(FIRST_PAGE_CALLS_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
