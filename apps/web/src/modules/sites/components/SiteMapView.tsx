import { errorMessage, fetchSiteMapPoints } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { lazy, Suspense, useEffect } from 'react';
import { formatCount } from '../../kit/text/format-count.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import type { SiteFilters, SiteTab } from '../site-list.ts';
import { siteQuery } from '../site-list.ts';

// THE MAP SLOT (issue 16): the map module (modules/site-map, MapLibre GL) loads only when the map is shown.
const SiteMap = lazy(() => import('../../site-map/SiteMap.tsx'));

export type SiteMapViewProps = {
  tab: SiteTab;
  search: string;
  filters: SiteFilters;
};

/** The map view of a list: every located site matching its search and filters, as the map's points. */
export function SiteMapView({ tab, search, filters }: SiteMapViewProps) {
  const points = useApiRequest(fetchSiteMapPoints, { enabled: false });
  const query = { status: tab === 'approved' ? 'approved' : 'pending', ...siteQuery(search, filters) };
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when the search or filters change
  useEffect(() => {
    points.start({ query: query as never });
  }, [key]);
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
  if (points.status !== 'succeeded' || !points.data)
    return <LoadingIndicator label="Loading the map's sites" size="sm" />;
  const { points: found, capped } = points.data;
  return (
    <Stack space="md">
      <Box role="status">
        <Text size="sm" tone="secondary">
          {capped
            ? `The first ${formatCount(found.length)} located sites are shown: narrow the filters to see the rest.`
            : `${formatCount(found.length)} located ${found.length === 1 ? 'site' : 'sites'} on the map. Sites without a position are in the list only.`}
        </Text>
      </Box>
      <Suspense fallback={<LoadingIndicator label="Loading the map" size="sm" />}>
        {/* No pick action: each site's popup and list entry link to its page ("Choose" opened it). */}
        <SiteMap points={found} label={label} height={520} />
      </Suspense>
    </Stack>
  );
}
