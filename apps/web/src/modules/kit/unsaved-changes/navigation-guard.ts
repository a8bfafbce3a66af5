import type { AroundNavHandler } from 'wouter';

/**
 * The app's one hold on navigation, for screens with unsaved changes (issue 15). wouter has no blocker, so the
 * router's `aroundNav` (every navigate of `useLocation`, `<Link>`, `<Redirect>` and the design system's links
 * goes through it) asks the innermost screen that holds navigation before a move to another page; a move
 * within the page (its query string: a tab, a filter) goes on. The browser's Back and Forward buttons cannot be
 * stopped: `watchBrowserHistory` puts the page's address back at once and asks the same screen. This file is in
 * the sign-in page's bundle: keep it tiny.
 * docs/domain.md, "The site table's rows (issue 15)".
 */

/** Goes on with the navigation that was held. */
export type Proceed = () => void;

/** A screen holding navigation: told what was held, it asks the user and calls `proceed` to leave. */
export interface NavigationHold {
  onBlocked: (proceed: Proceed) => void;
}

const holds: NavigationHold[] = [];

/** Holds navigation to other pages until the returned release is called; the latest hold is asked. */
export function holdNavigation(hold: NavigationHold): () => void {
  holds.push(hold);
  return () => {
    const index = holds.lastIndexOf(hold);
    if (index !== -1) holds.splice(index, 1);
  };
}

/** The screen asked when navigation is held: the latest to hold it. */
export const activeHold = (): NavigationHold | undefined => holds.at(-1);

/** The path of an address, relative or absolute, without its query and hash. */
export const pathOf = (to: string, from: string) => new URL(to, new URL(from, 'http://app.invalid')).pathname;

/**
 * The router's `aroundNav`: a move to another page waits for the holding screen's answer; anything else, or any
 * move while nothing holds, goes at once. `currentPath` reads where the app is (the browser's address, or a
 * memory location in tests).
 */
export function guardedNavigation(currentPath: () => string): AroundNavHandler {
  return (navigate, to, options) => {
    const hold = activeHold();
    const from = currentPath();
    if (!hold || pathOf(to, from) === pathOf(from, from)) {
      navigate(to, options);
      return;
    }
    hold.onBlocked(() => navigate(to, options));
  };
}

/**
 * Back and Forward while a screen holds navigation: the popstate is stopped before wouter hears it, the page's
 * address is pushed back, and the screen is asked; leaving then goes to the address Back or Forward had reached
 * (as a new entry). Call it before the router renders: listeners on window run in the order they were added
 * (Chromium does not run a capturing one first at the target), and wouter adds its own on its first render.
 * wouter's patched pushState and replaceState dispatch the events that keep `current` up to date.
 */
let watching = false;
export function watchBrowserHistory(): void {
  if (watching) return;
  watching = true;
  let current = window.location.href;
  const remember = () => {
    current = window.location.href;
  };
  window.addEventListener('pushState', remember);
  window.addEventListener('replaceState', remember);
  window.addEventListener('popstate', (event) => {
    const hold = activeHold();
    const target = window.location.href;
    if (!hold || pathOf(target, target) === pathOf(current, current)) {
      current = target;
      return;
    }
    event.stopImmediatePropagation();
    window.history.pushState(null, '', current);
    hold.onBlocked(() => window.history.pushState(null, '', target));
  });
}
