import type { EndpointInput, fetchPlanSiteOptions, SiteMapPoint, SiteOption } from '@ooh/api';
import type { FilterParams } from '../kit/list/list-params.ts';

/** Which sites the "Add sites" results show, by their booking for the brief's dates. */
export type Availability = 'all' | 'available' | 'booked';

/** The filters of the site search, in the request body's names. */
export interface SiteFilters {
  region_ids: number[];
  city_ids: number[];
  location_ids: number[];
  medium_ids: number[];
  sec_ids: number[];
  availability: Availability;
  [key: string]: unknown;
}

export const AVAILABILITY_CHOICES: { value: Availability; label: string }[] = [
  { value: 'all', label: 'All sites' },
  { value: 'available', label: "Free for the brief's dates" },
  { value: 'booked', label: 'Booked' },
];

/**
 * The filters in the address beside the page and the search (kit/list/list-params.ts), so a reload, Back or a
 * shared link opens the plan's site table on the same sites (issue 15's open point).
 */
export const PLAN_SITE_FILTER_PARAMS: FilterParams<SiteFilters> = {
  region_ids: 'ids',
  city_ids: 'ids',
  location_ids: 'ids',
  medium_ids: 'ids',
  sec_ids: 'ids',
  availability: { choices: ['all', 'available', 'booked'] },
};

/** Sites a page, as the server pages them in SQL. */
export const SITE_OPTIONS_PAGE_SIZE = 25;

export function emptySiteFilters(): SiteFilters {
  return { region_ids: [], city_ids: [], location_ids: [], medium_ids: [], sec_ids: [], availability: 'all' };
}

type CityOf = { id: number; region_id: number };
type LocationOf = { id: number; city_id: number };

/**
 * The geo cascade: regions → cities → locations. Choosing regions keeps only the chosen cities inside them, and
 * the chosen locations inside the cities left; choosing cities does the same for the locations.
 */
export function withRegions(
  filters: SiteFilters,
  regionIds: number[],
  cities: readonly CityOf[],
  locations: readonly LocationOf[],
): SiteFilters {
  const keptCities = filters.city_ids.filter((id) =>
    cities.some((city) => city.id === id && regionIds.includes(city.region_id)),
  );
  return withCities({ ...filters, region_ids: regionIds }, keptCities, locations);
}

export function withCities(
  filters: SiteFilters,
  cityIds: number[],
  locations: readonly LocationOf[],
): SiteFilters {
  const keptLocations = filters.location_ids.filter((id) =>
    locations.some((location) => location.id === id && cityIds.includes(location.city_id)),
  );
  return { ...filters, city_ids: cityIds, location_ids: keptLocations };
}

export type SiteOptionsBody = NonNullable<EndpointInput<typeof fetchPlanSiteOptions>['body']>;

/** The request body of one page of results. */
export function siteOptionsBody(
  filters: SiteFilters,
  search: string,
  page: number,
  limit: number = SITE_OPTIONS_PAGE_SIZE,
): SiteOptionsBody {
  const text = search.trim();
  return {
    region_ids: filters.region_ids,
    city_ids: filters.city_ids,
    location_ids: filters.location_ids,
    medium_ids: filters.medium_ids,
    sec_ids: filters.sec_ids,
    availability: filters.availability,
    ...(text ? { search: text } : {}),
    page,
    limit,
  };
}

/** How the "Add sites" results are shown: the table, or the same page of sites on a map (to pick by area). */
export type SiteOptionsView = 'table' | 'map';
export const SITE_OPTIONS_VIEWS: { value: SiteOptionsView; label: string }[] = [
  { value: 'table', label: 'Table' },
  { value: 'map', label: 'Map' },
];

/**
 * The page's sites as map points: those with coordinates (a site never surveyed has none, and is left off the
 * map: the panel says how many), each an approved inventory site.
 */
export function mapPointsOf(sites: readonly SiteOption[]): { points: SiteMapPoint[]; unlocated: number } {
  const points: SiteMapPoint[] = [];
  for (const site of sites) {
    if (site.latitude === null || site.longitude === null) continue;
    points.push({
      id: site.id,
      site_code: site.site_code,
      site_name: site.name,
      latitude: site.latitude,
      longitude: site.longitude,
      medium_id: site.medium_id,
      medium_name: site.medium_name,
      kind: site.kind,
      city_name: site.city_name,
      status: 'approved',
    });
  }
  return { points, unlocated: sites.length - points.length };
}
