import { subscribe } from 'valtio/vanilla';
import { errorState } from '../state/store.ts';

/**
 * Code the first page does not need (the session machine, toasts, the network overlay, the push worker) waits
 * until that page has painted, its own calls have been answered and drawn, and the browser is idle, so it neither
 * competes with the page's own chunks and calls for the network nor adds work before the page's content shows
 * (README "The first load": chunks asked for before the largest paint count in Lighthouse's estimate of it).
 */

/** If no screen ever commits (an unknown path, a failed chunk), deferred code loads after this anyway. */
export const FIRST_PAGE_FALLBACK_MS = 3000;
/** How long deferred code waits for the first page's calls to be answered, at most. */
export const FIRST_PAGE_CALLS_MS = 3000;
/** How long an idle callback may wait for idle time. */
const IDLE_TIMEOUT_MS = 1000;

let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** A route's screen has committed (RouteFocusEffect): what follows may load once it has painted. */
export function firstPageShown(): void {
  markShown();
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 50);
  });
}

/** No call of the API client is waiting for its answer (state/global-errors.ts counts them), or the time is up. */
function callsAnswered(): Promise<void> {
  return new Promise((resolve) => {
    if (errorState.activeRequests === 0) {
      resolve();
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(stop, FIRST_PAGE_CALLS_MS);
    const unsubscribe = subscribe(errorState, () => {
      if (errorState.activeRequests === 0) stop();
    });
  });
}

let after: Promise<void> | null = null;

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the first page has painted (or after the fallback), the document has loaded (so deferred
 * requests do not compete with the page's own), the calls the page started on its first render have been answered
 * and their answers drawn, and the main thread is idle.
 */
export function afterFirstPage(): Promise<void> {
  after ??= Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_FALLBACK_MS))])
    .then(loaded)
    .then(nextFrame)
    .then(nextFrame)
    .then(callsAnswered)
    .then(nextFrame)
    .then(nextFrame)
    .then(idle);
  return after;
}
