import { fetchApprovedSites, fetchPendingSites, type SiteListItem } from '@ooh/api';
import { href } from '@ooh/api/routes';
import type { FilterParams } from '../kit/list/list-params.ts';
import type { ListText } from '../kit/list/PagedListPanel.tsx';
import type { FetchPage } from '../kit/list/use-list.ts';

/** The two lists of /site-management: the inventory, and the sites asked for from the field. */
export type SiteTab = 'approved' | 'requested';

/** How each list is read: the inventory's page size, as the plan site table's. */
export const SITES_PAGE_SIZE = 25;

/** Which sites show by their booking between the availability dates (docs/domain.md "Availability"). */
export type SiteAvailability = 'all' | 'available' | 'booked';

/**
 * The filters beside the search (which looks through code and name), in the list call's names: places, medium,
 * asset type, SEC, LSM, and availability between two dates.
 */
export interface SiteFilters extends Record<string, unknown> {
  region_ids: number[];
  city_ids: number[];
  location_ids: number[];
  medium_ids: number[];
  asset_type_ids: number[];
  sec_ids: number[];
  lsm_ids: number[];
  available_from: string | null;
  available_to: string | null;
  availability: SiteAvailability;
}

export const NO_SITE_FILTERS: SiteFilters = {
  region_ids: [],
  city_ids: [],
  location_ids: [],
  medium_ids: [],
  asset_type_ids: [],
  sec_ids: [],
  lsm_ids: [],
  available_from: null,
  available_to: null,
  availability: 'all',
};

/** Every filter in the address, so a reload or a shared link opens the same list (kit/list/list-params.ts). */
export const SITE_FILTER_PARAMS: FilterParams<SiteFilters> = {
  region_ids: 'ids',
  city_ids: 'ids',
  location_ids: 'ids',
  medium_ids: 'ids',
  asset_type_ids: 'ids',
  sec_ids: 'ids',
  lsm_ids: 'ids',
  available_from: 'date',
  available_to: 'date',
  availability: { choices: ['all', 'available', 'booked'] },
};

export const AVAILABILITY_CHOICES: { value: SiteAvailability; label: string }[] = [
  { value: 'all', label: 'All sites' },
  { value: 'available', label: 'Free on these dates' },
  { value: 'booked', label: 'Booked on these dates' },
];

/** How many filters are set: each place, medium, audience list, a date and a chosen availability count one. */
export function activeFilterCount(filters: SiteFilters): number {
  return [
    filters.region_ids.length > 0,
    filters.city_ids.length > 0,
    filters.location_ids.length > 0,
    filters.medium_ids.length > 0,
    filters.asset_type_ids.length > 0,
    filters.sec_ids.length > 0,
    filters.lsm_ids.length > 0,
    filters.available_from !== null,
    filters.available_to !== null,
    filters.availability !== 'all',
  ].filter(Boolean).length;
}

/** Whether any filter is set (the empty list then says "no match", not "no sites"). */
export function filtering(filters: SiteFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** The geo cascade: keeps only the chosen cities inside the chosen regions, and locations inside the cities. */
export function withRegions(
  filters: SiteFilters,
  regionIds: number[],
  cities: readonly { id: number; region_id: number }[],
): SiteFilters {
  const city_ids =
    regionIds.length === 0
      ? filters.city_ids
      : filters.city_ids.filter((id) => cities.some((c) => c.id === id && regionIds.includes(c.region_id)));
  return {
    ...filters,
    region_ids: regionIds,
    city_ids,
    location_ids: city_ids.length === filters.city_ids.length ? filters.location_ids : [],
  };
}

export function withCities(
  filters: SiteFilters,
  cityIds: number[],
  locations: readonly { id: number; city_id: number }[],
): SiteFilters {
  return {
    ...filters,
    city_ids: cityIds,
    location_ids: filters.location_ids.filter((id) =>
      locations.some((l) => l.id === id && cityIds.includes(l.city_id)),
    ),
  };
}

/**
 * The list call's query: empty lists and a blank search left out; the availability is sent only with a date
 * (alone it means nothing), and one date alone asks about that day.
 */
export function siteQuery(search: string, filters: SiteFilters) {
  const text = search.trim();
  const from = filters.available_from ?? filters.available_to;
  const to = filters.available_to ?? filters.available_from;
  const ids = (name: keyof SiteFilters & string) => {
    const list = filters[name] as number[];
    return list.length > 0 ? { [name]: list.join(',') } : {};
  };
  return {
    ...(text ? { search: text } : {}),
    ...ids('region_ids'),
    ...ids('city_ids'),
    ...ids('location_ids'),
    ...ids('medium_ids'),
    ...ids('asset_type_ids'),
    ...ids('sec_ids'),
    ...ids('lsm_ids'),
    ...(from && to ? { available_from: from, available_to: to } : {}),
    ...(from && to && filters.availability !== 'all' ? { availability: filters.availability } : {}),
  };
}

export interface SiteTabDefinition extends ListText {
  value: SiteTab;
  label: string;
  fetchPage: FetchPage<SiteListItem, SiteFilters>;
}

function sitePageOf(endpoint: typeof fetchApprovedSites | typeof fetchPendingSites) {
  const fetchPage: FetchPage<SiteListItem, SiteFilters> = async (
    client,
    { page, limit, search, filters },
    signal,
  ) => {
    const answer = await client.call(endpoint, {
      // The id lists travel comma-separated (`region_ids=1,2`), as the contract reads them.
      query: { page, limit, ...siteQuery(search, filters) } as never,
      signal,
    });
    return { items: answer.sites, total: answer.total, totalCapped: answer.totalCapped };
  };
  return fetchPage;
}

const noMatch = (name: string): ListText['noMatch'] => ({
  title: 'No sites match',
  description: (search) =>
    `No ${name} match “${search}”. Try part of a site code or name, or clear a filter.`,
});

export const SITE_TABS: readonly SiteTabDefinition[] = [
  {
    value: 'approved',
    label: 'Approved',
    name: 'Approved sites',
    fallback: fetchApprovedSites.errorMessage,
    fetchPage: sitePageOf(fetchApprovedSites),
    noMatch: noMatch('approved sites'),
    empty: {
      title: 'No sites in the inventory yet',
      description: 'Add a site, import a file of sites, or approve a site requested from the field.',
    },
  },
  {
    value: 'requested',
    label: 'Requested',
    name: 'Requested sites',
    fallback: fetchPendingSites.errorMessage,
    fetchPage: sitePageOf(fetchPendingSites),
    noMatch: noMatch('requested sites'),
    empty: {
      title: 'No requested sites',
      description: 'Sites asked for from the field wait here until their details are completed and approved.',
    },
  },
];

export const SITE_TAB_VALUES: readonly SiteTab[] = SITE_TABS.map((tab) => tab.value);

/** A site's own screen: the inventory view, or the requested-site view while it waits for approval. */
export function siteHref(site: Pick<SiteListItem, 'id' | 'status'>): string {
  return site.status === 'approved'
    ? href('/site-management/view', {}, { id: site.id })
    : href('/site-management/requested-site/view', {}, { id: site.id });
}

export const siteEditHref = (id: number) => href('/site-management/edit', {}, { id });
export const addDetailsHref = (id: number) =>
  href('/site-management/requested-site/view/add-details', {}, { id });

// Formats: PKR without paisa, sizes in feet, whole numbers grouped (created on first use: see kit/list).
let pkr: Intl.NumberFormat | undefined;
let whole: Intl.NumberFormat | undefined;
export function formatPkr(value: number): string {
  pkr ??= new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 });
  return pkr.format(value);
}
export function formatWhole(value: number): string {
  whole ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
  return whole.format(value);
}
export function sizeText(site: Pick<SiteListItem, 'width_ft' | 'height_ft'>): string {
  return `${formatWhole(site.width_ft)} × ${formatWhole(site.height_ft)} ft`;
}

/**
 * The line under a site's medium: its asset type, and "Digital" for a digital medium unless the asset type says so
 * already ("Digital · Digital" read as a mistake).
 */
export function mediumDetail(site: Pick<SiteListItem, 'asset_type_name' | 'kind'>): string {
  const parts = [site.asset_type_name];
  if (site.kind === 'digital' && site.asset_type_name?.toLowerCase() !== 'digital') parts.push('Digital');
  return parts.filter(Boolean).join(' · ') || '—';
}
