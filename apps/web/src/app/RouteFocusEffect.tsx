import { useEffect, useLayoutEffect } from 'react';
import { APP_NAME, setRouteTitle } from '../modules/kit/record/use-document-title.ts';
import { firstPageShown } from './first-page.ts';

export { APP_NAME };

/** The page the browser opened: focus stays where the browser put it on a fresh load. */
const openedAt = typeof window === 'undefined' ? '' : window.location.pathname;

/** What held the focus when the current navigation happened: the link or button that made it, usually. */
let focusedAtNavigation: { location: string; element: Element | null } | null = null;

/**
 * Notes what holds the focus when the location changes. The router calls it, outside every screen's Suspense
 * boundary, so the note is taken at the navigation, before the screen's chunk has loaded.
 */
export function useNavigationFocusNote(location: string) {
  useLayoutEffect(() => {
    focusedAtNavigation = { location, element: document.activeElement };
  }, [location]);
}

/**
 * Whether the focus is still where the navigation left it (the link clicked, or nowhere: the body, once the
 * element that had it went with the old page). Anywhere else, the reader moved it while the page loaded (opened
 * the user menu, say) and it stays there: moving it to the heading closed the menu under them.
 */
function focusLeftByNavigation(location: string) {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return focusedAtNavigation?.location !== location || active === focusedAtNavigation.element;
}

export type RouteFocusEffectProps = {
  title: string;
  /** Changes on every navigation, so moving between two pages of one route moves focus too. */
  location: string;
};

/**
 * Names the document after the page and, after a navigation (not on the page the browser opened), moves
 * focus to the page's one h1, so screen reader and keyboard users start at the new page, unless the reader has
 * put the focus elsewhere while the page loaded (`useNavigationFocusNote`). Rendered next to
 * the lazy screen inside its Suspense boundary, so it runs once the screen is there; it also lets the code the
 * first page does not need start loading (app/first-page.ts).
 */
export function RouteFocusEffect({ title, location }: RouteFocusEffectProps) {
  useEffect(() => {
    firstPageShown();
    // A record page names the document after its record once loaded (kit/record/use-document-title.ts).
    setRouteTitle(title);
    const heading =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading || !location || location === openedAt || !focusLeftByNavigation(location)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [title, location]);
  return null;
}
