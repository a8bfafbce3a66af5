import { useEffect } from 'react';

/** The product's name, last in every document title. */
export const APP_NAME = 'OOH back office';

/**
 * The document title is composed from two sources that render in either order: the route's title (set by the
 * router on every navigation) and, on a record page, the record's own words (set by the page once the record has
 * loaded). A record's words win while its page is shown; the route's title stands until they arrive and again
 * once the page is left (docs/domain.md, "The shell (issue 15)").
 */
let routeTitle = '';
let recordTitle: string | null = null;

function applyTitle() {
  if (typeof document === 'undefined') return;
  document.title = [recordTitle ?? routeTitle, APP_NAME].filter(Boolean).join(' · ');
}

/** The router's part: the title of the route being shown ("Briefs", "Plan"). */
export function setRouteTitle(title: string): void {
  routeTitle = title;
  applyTitle();
}

/**
 * Names the document after the record a page shows: `useDocumentTitle([plan.brief_number, plan.planName])` gives
 * "BR-2026-0038 · Plan A · OOH back office". Pass `null` (or only empty parts) while the record is loading, not
 * found or failed: the route's title stands meanwhile.
 */
export function useDocumentTitle(parts: readonly (string | null | undefined)[] | null): void {
  const title = parts?.filter((part): part is string => Boolean(part?.trim())).join(' · ') || null;
  useEffect(() => {
    recordTitle = title;
    applyTitle();
    return () => {
      if (recordTitle === title) recordTitle = null;
      applyTitle();
    };
  }, [title]);
}
