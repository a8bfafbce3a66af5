import { useEffect } from 'react';
import { APP_NAME, setRouteTitle } from '../modules/kit/record/use-document-title.ts';
import { firstPageShown } from './first-page.ts';

export { APP_NAME };

/** The page the browser opened: focus stays where the browser put it on a fresh load. */
const openedAt = typeof window === 'undefined' ? '' : window.location.pathname;

export type RouteFocusEffectProps = {
  title: string;
  /** Changes on every navigation, so moving between two pages of one route moves focus too. */
  location: string;
};

/**
 * Names the document after the page and, after a navigation (not on the page the browser opened), moves
 * focus to the page's one h1, so screen reader and keyboard users start at the new page. Rendered next to
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
    if (!heading || !location || location === openedAt) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [title, location]);
  return null;
}
