import { useEffect } from 'react';

export const APP_NAME = 'OOH back office';

export type RouteFocusEffectProps = {
  title: string;
  /** Changes on every navigation, so moving between two pages of one route moves focus too. */
  location: string;
};

/**
 * After a navigation, names the document after the page and moves focus to the page's one h1, so screen
 * reader and keyboard users start at the new page. Rendered next to the lazy screen inside its Suspense
 * boundary, so it runs once the screen is there.
 */
export function RouteFocusEffect({ title, location }: RouteFocusEffectProps) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
    const heading =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading || !location) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [title, location]);
  return null;
}
