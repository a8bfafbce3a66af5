import { errorMessage, fetchSiteMapPoints } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatCount } from '../../kit/text/format-count.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import { type MapView, sitesInCells } from '../../site-map/site-map.ts';
import type { SiteFilters, SiteTab } from '../site-list.ts';
import { siteQuery } from '../site-list.ts';

// THE MAP SLOT (issue 16): the map module (modules/site-map, MapLibre GL) loads only when the map is shown.
const SiteMap = lazy(() => import('../../site-map/SiteMap.tsx'));

/** How long the map must rest after a move before the sites of its view are asked for (arrow keys move in steps). */
export const VIEW_SETTLE_MS = 300;

export type SiteMapViewProps = {
  tab: SiteTab;
  search: string;
  filters: SiteFilters;
};

/**
 * The points of a list's map: the located sites matching its search and filters, or, when more match than one
 * answer carries (SITE_MAP_MAX_POINTS), the first of them or every one counted by map cell (the server's `cells`,
 * docs/domain.md, the map's cells). When the answer is capped, a move of the map (`onViewChange`) asks, once the
 * map has rested, for the sites of that view alone (`edges`), so zooming in on part of a busy city shows every site
 * there (docs/domain.md, the map's view). A new search, filter or tab goes back to the whole list.
 */
export function useSiteMapPoints(tab: SiteTab, search: string, filters: SiteFilters) {
  const points = useApiRequest(fetchSiteMapPoints, { enabled: false });
  const query = { status: tab === 'approved' ? 'approved' : 'pending', ...siteQuery(search, filters) };
  const key = JSON.stringify(query);
  // The view asked for, once the user has moved a map whose sites did not all come; none for the whole list.
  const [view, setView] = useState<{ key: string; edges: MapView } | null>(null);
  const edges = view?.key === key ? view.edges : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when the search, filters or view change
  useEffect(() => {
    points.start({ query: { ...query, ...edges } as never });
  }, [key, edges]);

  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);
  const capped = points.data?.capped ?? false;
  const onViewChange = (next: MapView) => {
    // Every site of the list is on the map already: moving it needs nothing new.
    if (!capped && !edges) return;
    clearTimeout(settle.current);
    settle.current = setTimeout(() => setView({ key, edges: next }), VIEW_SETTLE_MS);
  };
  return { points, edges, onViewChange };
}

/** What the map shows, in words: how many sites, whether of the view, whether more match, whether it is loading. */
function statusText({ points, edges }: Pick<ReturnType<typeof useSiteMapPoints>, 'points' | 'edges'>) {
  if (points.status === 'loading') return edges ? 'Loading the sites in view…' : 'Loading the sites…';
  const cells = points.data?.cells ?? [];
  if (cells.length > 0) {
    const counted = formatCount(sitesInCells(cells));
    return edges
      ? `${counted} located sites in view, counted by area: zoom in to see each site.`
      : `${counted} located sites, counted by area: zoom in on the map, or narrow the filters, to see each site.`;
  }
  const found = points.data?.points ?? [];
  const count = formatCount(found.length);
  const words = found.length === 1 ? 'site' : 'sites';
  if (points.data?.capped)
    return edges
      ? `The first ${count} located sites in view are shown: zoom in to see the rest.`
      : `The first ${count} located sites are shown: zoom in on the map, or narrow the filters, to see the rest.`;
  return edges
    ? `${count} located ${words} in view.`
    : `${count} located ${words} on the map. Sites without a position are in the list only.`;
}

/** The map's status line (`statusText`), announced as it changes. */
export function SiteMapStatus(props: Pick<ReturnType<typeof useSiteMapPoints>, 'points' | 'edges'>) {
  return (
    <Box role="status">
      <Text size="sm" tone="secondary">
        {statusText(props)}
      </Text>
    </Box>
  );
}

/** The map view of a list: its located sites on the map (`useSiteMapPoints`), and what they are in words. */
export function SiteMapView({ tab, search, filters }: SiteMapViewProps) {
  const { points, edges, onViewChange } = useSiteMapPoints(tab, search, filters);
  const label = tab === 'approved' ? 'Map of the approved sites' : 'Map of the requested sites';

  if (points.status === 'failed')
    return (
      <ErrorState
        headingLevel={3}
        title="The map could not be loaded"
        message={errorMessage(points.error, fetchSiteMapPoints.errorMessage)}
        onRetry={points.retry}
      />
    );
  // The first answer: until then, nothing to draw. Later ones (another view, other filters) keep the map shown.
  if (!points.data) return <LoadingIndicator label="Loading the map's sites" size="sm" />;
  return (
    <Stack space="md">
      <SiteMapStatus points={points} edges={edges} />
      <Suspense fallback={<LoadingIndicator label="Loading the map" size="sm" />}>
        {/* No pick action: each site's popup and list entry link to its page ("Choose" opened it). */}
        <SiteMap
          points={points.data.points}
          cells={points.data.cells}
          label={label}
          height={520}
          onViewChange={onViewChange}
          keepView={edges !== null}
        />
      </Suspense>
    </Stack>
  );
}
