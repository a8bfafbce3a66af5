import { fillPath } from '../contract/define.ts';
import { downloadSitePhoto, type SiteListItem, type SiteRecord } from '../contract/endpoints/sites.ts';
import { fixtures as f } from './fixtures.ts';
import { siteInventory } from './plan-fixtures.ts';

/**
 * The site inventory of the fake backend (issue 16): the twelve sites the plans use (msw/plan-fixtures.ts, same
 * ids and codes, so a site's plan history and its bookings agree), then more approved sites with codes like the
 * seed's (`LHE-BB-0013`: city, medium, number), then requested sites from the field. Places, mediums and the
 * other lookups are the lookup fixtures' (msw/fixtures.ts): Lahore (Gulberg, DHA Phase 5) and Karachi (Clifton).
 */

/** Where each fixture location is, so the map has real Pakistani positions. */
const LOCATION_AT: Record<number, [number, number]> = {
  1: [31.5204, 74.3587],
  2: [31.4621, 74.4085],
  3: [24.8138, 67.03],
};

const CITY_CODE: Record<number, string> = { 1: 'LHE', 2: 'FSD', 3: 'KHI' };
const MEDIUM_CODE: Record<number, string> = { 1: 'BB', 2: 'SP', 3: 'DS' };

const named = <T extends { id: number; name: string }>(rows: readonly T[], id: number | null) =>
  id === null ? null : (rows.find((row) => row.id === id)?.name ?? null);

/** The photo's API path (bearer), as the server names it. */
export function sitePhotoUrl(id: number): string {
  return fillPath(downloadSitePhoto.path, { id });
}

/** What a pending site still lacks before it may be approved, in words (empty for a complete site). */
export function missingForApproval(
  site: Pick<
    SiteRecord,
    | 'kind'
    | 'monthly_rate'
    | 'latitude'
    | 'longitude'
    | 'asset_type_id'
    | 'sec_range_id'
    | 'spot_length_seconds'
    | 'loop_length_seconds'
    | 'spots_per_loop'
  >,
): string[] {
  const missing: string[] = [];
  if (site.monthly_rate <= 0) missing.push('Monthly rate');
  if (site.latitude === null || site.longitude === null) missing.push('Latitude and longitude');
  if (site.asset_type_id === null) missing.push('Asset type');
  if (site.sec_range_id === null) missing.push('SEC class');
  if (
    site.kind === 'digital' &&
    (site.spot_length_seconds === null || site.loop_length_seconds === null || site.spots_per_loop === null)
  )
    missing.push('Spot length, loop length and spots per loop (digital)');
  return missing;
}

/** A site's record with its derived names filled from the lookups (what the server joins). */
export function withNames(site: SiteRecord): SiteRecord {
  const location = f.locations.find((l) => l.id === site.location_id) ?? f.locations[0]!;
  const city = f.cities.find((c) => c.id === location.city_id) ?? f.cities[0]!;
  const medium = f.mediums.find((m) => m.id === site.medium_id) ?? f.mediums[0]!;
  const named_ = {
    ...site,
    location_name: location.name,
    city_id: city.id,
    city_name: city.name,
    region_id: city.region_id,
    region_name: city.region_name,
    medium_name: medium.name,
    kind: medium.kind,
    asset_type_name: named(f.assetTypes, site.asset_type_id),
    printing_media_type_name: named(f.printingMediaTypes, site.printing_media_type_id),
    sec_name: named(f.secRanges, site.sec_range_id),
    lsm_name: named(f.lsmLevels, site.lsm_level_id),
  };
  return {
    ...named_,
    missing_for_approval: named_.status === 'pending' ? missingForApproval(named_) : [],
  };
}

/** The list row of a record. */
export function toSiteListItem(site: SiteRecord): SiteListItem {
  return {
    id: site.id,
    site_code: site.site_code,
    site_name: site.site_name,
    status: site.status,
    region_id: site.region_id,
    region_name: site.region_name,
    city_id: site.city_id,
    city_name: site.city_name,
    location_id: site.location_id,
    location_name: site.location_name,
    medium_id: site.medium_id,
    medium_name: site.medium_name,
    kind: site.kind,
    asset_type_name: site.asset_type_name,
    sec_name: site.sec_name,
    lsm_name: site.lsm_name,
    width_ft: site.width_ft,
    height_ft: site.height_ft,
    faces: site.faces,
    illuminated: site.illuminated,
    monthly_rate: site.monthly_rate,
    latitude: site.latitude,
    longitude: site.longitude,
    requested_by_name: site.requested_by_name,
    created_at: site.created_at,
  };
}

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 10, 20, 9, 0, 0);
const at = (daysAgo: number) => new Date(BASE - daysAgo * DAY).toISOString();

/** A small spread around the location, so markers at one location do not sit on each other. */
function near(locationId: number, n: number): [number, number] {
  const [lat, lng] = LOCATION_AT[locationId] ?? [30.3753, 69.3451];
  const angle = n * 2.399963;
  const r = 0.004 + (n % 7) * 0.0025;
  return [Number((lat + Math.sin(angle) * r).toFixed(6)), Number((lng + Math.cos(angle) * r).toFixed(6))];
}

/** An empty record to build a new site on. */
export function blankSite(id: number): SiteRecord {
  return {
    id,
    site_code: '',
    site_name: '',
    status: 'approved',
    region_id: 1,
    region_name: '',
    city_id: 1,
    city_name: '',
    location_id: 1,
    location_name: '',
    medium_id: 1,
    medium_name: '',
    kind: 'conventional',
    asset_type_id: null,
    asset_type_name: null,
    printing_media_type_id: null,
    printing_media_type_name: null,
    sec_range_id: null,
    sec_name: null,
    lsm_level_id: null,
    lsm_name: null,
    width_ft: 40,
    height_ft: 20,
    faces: 1,
    illuminated: false,
    monthly_rate: 0,
    latitude: null,
    longitude: null,
    daily_traffic: null,
    spot_length_seconds: null,
    loop_length_seconds: null,
    spots_per_loop: null,
    age_range_ids: [],
    gender_ids: [],
    photos: [],
    requested_by_name: null,
    request_note: null,
    missing_for_approval: [],
    created_at: at(400),
    updated_at: at(400),
  };
}

/** The plans' twelve sites (ids 1–12), their codes and names kept; placed at the fixture locations. */
const planSites: SiteRecord[] = siteInventory.map((site, i) => {
  const locationId = site.city_id === 1 ? (i % 2 === 0 ? 1 : 2) : 3;
  const [latitude, longitude] = near(locationId, i);
  return withNames({
    ...blankSite(site.id),
    site_code: site.site_code,
    site_name: site.name,
    location_id: locationId,
    medium_id: site.medium_id,
    asset_type_id: 1,
    printing_media_type_id: site.kind === 'digital' ? null : 1,
    sec_range_id: site.sec_name === 'A' ? 1 : 2,
    lsm_level_id: 1,
    width_ft: site.width_ft,
    height_ft: site.height_ft,
    faces: site.faces,
    illuminated: site.illuminated,
    monthly_rate: site.monthly_rate,
    latitude,
    longitude,
    daily_traffic: site.daily_traffic,
    spot_length_seconds: site.spot_length_seconds,
    loop_length_seconds: site.loop_length_seconds,
    spots_per_loop: site.spots_per_loop,
    age_range_ids: [1, 2],
    gender_ids: i % 3 === 0 ? [1] : [1, 2],
    photos:
      i === 0
        ? [
            {
              id: 1,
              url: sitePhotoUrl(1),
              original_name: 'liberty-front.jpg',
              uploaded_by_name: 'Kamran KAM',
              uploaded_at: at(30),
            },
            {
              id: 2,
              url: sitePhotoUrl(2),
              original_name: 'liberty-night.jpg',
              uploaded_by_name: 'Kamran KAM',
              uploaded_at: at(29),
            },
          ]
        : [],
    created_at: at(500 - i),
    updated_at: at(200 - i),
  });
});

const FACING = ['facing north', 'facing south', 'facing east', 'facing west'];
const SIZE: Record<number, [number, number]> = { 1: [40, 20], 2: [4, 6], 3: [20, 10] };
const RATE: Record<number, number> = { 1: 250_000, 2: 18_000, 3: 450_000 };

/** More approved inventory (ids 13–48), as the seed names it: `LHE-BB-0013`. */
const moreSites: SiteRecord[] = Array.from({ length: 36 }, (_, n) => {
  const id = 13 + n;
  const locationId = [1, 2, 3][n % 3] as number;
  const mediumId = n % 4 === 3 ? 3 : n % 2 === 0 ? 1 : 2;
  const digital = mediumId === 3;
  const cityId = locationId === 3 ? 3 : 1;
  const location = f.locations.find((l) => l.id === locationId)?.name ?? '';
  const medium = f.mediums.find((m) => m.id === mediumId)?.name ?? '';
  const [width, height] = SIZE[mediumId] ?? [40, 20];
  const [latitude, longitude] = near(locationId, id);
  return withNames({
    ...blankSite(id),
    site_code: `${CITY_CODE[cityId]}-${MEDIUM_CODE[mediumId]}-${String(id).padStart(4, '0')}`,
    site_name: `${medium}, ${location} (${FACING[n % 4]})`,
    location_id: locationId,
    medium_id: mediumId,
    asset_type_id: 1,
    printing_media_type_id: digital ? null : 1,
    sec_range_id: n % 3 === 0 ? 2 : 1,
    lsm_level_id: 1,
    width_ft: width,
    height_ft: height,
    faces: !digital && n % 5 === 0 ? 2 : 1,
    illuminated: digital || n % 3 !== 1,
    monthly_rate: (RATE[mediumId] ?? 100_000) + (n % 6) * 5_000,
    // Two sites were added without a position: they are in the list, not on the map.
    latitude: n === 7 || n === 20 ? null : latitude,
    longitude: n === 7 || n === 20 ? null : longitude,
    daily_traffic: (20 + ((n * 13) % 120)) * 1000,
    spot_length_seconds: digital ? 15 : null,
    loop_length_seconds: digital ? 120 : null,
    spots_per_loop: digital ? 1 : null,
    age_range_ids: n % 2 ? [2] : [1, 2],
    gender_ids: [1, 2],
    created_at: at(380 - n * 7),
    updated_at: at(100 - n),
  });
});

/** Requested sites from the field (ids 49–54): some complete and approvable, some still missing details. */
const requestedSites: SiteRecord[] = [
  {
    site_name: 'New unipole near Kalma Chowk underpass',
    location_id: 1,
    medium_id: 1,
    requested_by_name: 'Omar Analyst',
    request_note:
      'Facing the Ferozepur Road traffic towards Model Town. Owner is willing to lease from January.',
    complete: false,
    daysAgo: 2,
  },
  {
    site_name: 'Rooftop screen at Do Darya',
    location_id: 3,
    medium_id: 3,
    requested_by_name: 'Usman Tariq',
    request_note: 'LED screen on the restaurant roof; visible from Sea View road.',
    complete: false,
    daysAgo: 4,
  },
  {
    site_name: 'Streetpoles on Khayaban-e-Ittehad',
    location_id: 2,
    medium_id: 2,
    requested_by_name: 'Omar Analyst',
    request_note: 'Ten poles available on the median between the two signals.',
    complete: true,
    daysAgo: 6,
  },
  {
    site_name: 'Billboard at MM Alam Road roundabout',
    location_id: 1,
    medium_id: 1,
    requested_by_name: 'Usman Tariq',
    request_note: null,
    complete: true,
    daysAgo: 9,
  },
  {
    site_name: 'Boat Basin food street hoarding',
    location_id: 3,
    medium_id: 1,
    requested_by_name: 'Omar Analyst',
    request_note: 'Partly hidden by trees in summer; check in person.',
    complete: false,
    daysAgo: 12,
  },
  {
    site_name: 'Phase 5 commercial LED',
    location_id: 2,
    medium_id: 3,
    requested_by_name: 'Usman Tariq',
    request_note: null,
    complete: true,
    daysAgo: 15,
  },
].map((request, n) => {
  const id = 49 + n;
  const digital = request.medium_id === 3;
  const [width, height] = SIZE[request.medium_id] ?? [40, 20];
  const [latitude, longitude] = near(request.location_id, id);
  return withNames({
    ...blankSite(id),
    site_code: `REQ-${String(id).padStart(4, '0')}`,
    site_name: request.site_name,
    status: 'pending',
    location_id: request.location_id,
    medium_id: request.medium_id,
    asset_type_id: request.complete ? 1 : null,
    printing_media_type_id: request.complete && !digital ? 1 : null,
    sec_range_id: request.complete ? 1 : null,
    lsm_level_id: request.complete ? 1 : null,
    width_ft: width,
    height_ft: height,
    monthly_rate: request.complete ? (RATE[request.medium_id] ?? 100_000) : 0,
    latitude: request.complete || n === 0 ? latitude : null,
    longitude: request.complete || n === 0 ? longitude : null,
    spot_length_seconds: request.complete && digital ? 10 : null,
    loop_length_seconds: request.complete && digital ? 60 : null,
    spots_per_loop: request.complete && digital ? 1 : null,
    requested_by_name: request.requested_by_name,
    request_note: request.request_note,
    created_at: at(request.daysAgo),
    updated_at: at(request.daysAgo),
  });
});

/** Every site of the fake backend: 48 approved, 6 requested. */
export const siteFixtures: readonly SiteRecord[] = [...planSites, ...moreSites, ...requestedSites];
