import { z } from 'zod';
import { INPUT_BOUNDS, MEDIUM_KINDS } from '../constants.ts';
import { defineEndpoint, MEDIA, PHOTO_TYPES } from '../define.ts';
import { calendarDate, Id, IdParams, IsoDateTime, money, PageQuery, text } from '../schemas.ts';

/**
 * The site inventory (issue 16; docs/domain.md "Site inventory"): approved sites every plan is built from, and
 * requested sites (asked for from the field, `pending` until completed and approved). Lists follow the scale rules:
 * filtered and paged in SQL, totals counted up to a cap (`totalCapped`), never a scan of the whole inventory.
 */

/** The spec's site-management screens (section 6): the list is A P K; add and edit K A; the views K A P. */
const siteReaders = ['admin', 'planner', 'key_account_manager'] as const;
const siteEditors = ['admin', 'key_account_manager'] as const;
/** Who may ask for a site not yet in the inventory: the field (operation analyst) and the site editors. */
const siteRequesters = ['admin', 'key_account_manager', 'operation_analyst'] as const;

const SiteStatus = z.enum(['approved', 'pending']);

/** Site photos: images by content (JPEG, PNG, WebP), at most this many a call and this size each. */
export const SITE_PHOTO_MAX_FILES = 6;
export const SITE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Bulk import: one CSV or XLSX file, at most this size and this many rows. */
export const SITE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const SITE_IMPORT_MAX_ROWS = 5000;
/** The columns of the import file, in the template's order (docs/domain.md "Bulk import"). */
export const SITE_IMPORT_COLUMNS = [
  'site_code',
  'site_name',
  'region',
  'city',
  'location',
  'medium',
  'asset_type',
  'printing_media_type',
  'sec',
  'lsm',
  'width_ft',
  'height_ft',
  'faces',
  'illuminated',
  'latitude',
  'longitude',
  'monthly_rate',
  'daily_traffic',
  'spot_length_seconds',
  'loop_length_seconds',
  'spots_per_loop',
] as const;

/** A comma-separated id list in a query (`region_ids=1,2`), or the key repeated; empty when left out. */
const idsInQuery = (what: string, max = 500) =>
  z
    .preprocess(
      (value) =>
        value === undefined || value === ''
          ? []
          : (Array.isArray(value) ? value : String(value).split(',')).map((part) => String(part).trim()),
      z
        .array(Id, { error: `${what} must be a list of ids` })
        .max(max, `At most ${max} ${what.toLowerCase()}`),
    )
    // Optional in the query (and so in the OpenAPI document); the list is empty when it is left out.
    .default([]);

const optionalDate = (what: string) =>
  calendarDate({ invalid: `${what} must be a date (YYYY-MM-DD)` }).optional();

/** One row of the site lists. */
export const SiteListItem = z.object({
  id: z.number().int(),
  site_code: z.string(),
  site_name: z.string(),
  status: SiteStatus,
  region_id: z.number().int(),
  region_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  medium_id: z.number().int(),
  medium_name: z.string(),
  kind: z.enum(MEDIUM_KINDS),
  asset_type_name: z.string().nullable(),
  sec_name: z.string().nullable(),
  lsm_name: z.string().nullable(),
  width_ft: z.number(),
  height_ft: z.number(),
  faces: z.number().int(),
  illuminated: z.boolean(),
  monthly_rate: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Who asked for it (requested sites), else null. */
  requested_by_name: z.string().nullable(),
  created_at: IsoDateTime,
});
export type SiteListItem = z.infer<typeof SiteListItem>;

/** A photo of an inventory site (not a campaign's proof photo). */
export const SitePhoto = z.object({
  id: z.number().int(),
  /** The API path of the image (bearer): `/site-photos/{id}/file`. */
  url: z.string(),
  original_name: z.string(),
  uploaded_by_name: z.string(),
  uploaded_at: IsoDateTime,
});
export type SitePhoto = z.infer<typeof SitePhoto>;

/** One site, whole: what the site form edits and the site view shows. */
export const SiteRecord = SiteListItem.extend({
  asset_type_id: z.number().int().nullable(),
  printing_media_type_id: z.number().int().nullable(),
  printing_media_type_name: z.string().nullable(),
  sec_range_id: z.number().int().nullable(),
  lsm_level_id: z.number().int().nullable(),
  daily_traffic: z.number().int().nullable(),
  spot_length_seconds: z.number().int().nullable(),
  loop_length_seconds: z.number().int().nullable(),
  spots_per_loop: z.number().int().nullable(),
  age_range_ids: z.array(z.number().int()),
  gender_ids: z.array(z.number().int()),
  photos: z.array(SitePhoto),
  /** Requested sites: what the field wrote when asking. */
  request_note: z.string().nullable(),
  /** What an approval still needs (a pending site's missing details, in words); empty when it can be approved. */
  missing_for_approval: z.array(z.string()),
  updated_at: IsoDateTime,
});
export type SiteRecord = z.infer<typeof SiteRecord>;

export const SiteListQuery = PageQuery.extend({
  search: text(200).optional(),
  region_ids: idsInQuery('Regions'),
  city_ids: idsInQuery('Cities'),
  location_ids: idsInQuery('Locations', 2000),
  medium_ids: idsInQuery('Mediums', 100),
  asset_type_ids: idsInQuery('Asset types', 100),
  sec_ids: idsInQuery('SEC ranges', 100),
  lsm_ids: idsInQuery('LSM levels', 100),
  /** Availability for dates: free (or, with `booked`, taken) between these dates in an accepted plan or campaign. */
  available_from: optionalDate('Available from'),
  available_to: optionalDate('Available to'),
  availability: z.enum(['all', 'available', 'booked']).default('all'),
});
export type SiteListQuery = z.input<typeof SiteListQuery>;

const SiteListResponse = z.object({
  sites: z.array(SiteListItem),
  /** Sites matching, counted up to 1,000 past the page. */
  total: z.number().int().min(0),
  /** True when more match than were counted: `total` is then a lower bound ("1,025+"). */
  totalCapped: z.boolean(),
});

export const fetchApprovedSites = defineEndpoint({
  id: 'fetchApprovedSites',
  method: 'GET',
  path: '/admin/fetch-approved-sites',
  auth: 'bearer',
  roles: siteReaders,
  group: 'sites',
  errorMessage: 'An error occurred while fetching sites',
  summary:
    'The approved inventory, filtered in SQL (regions, cities, locations, mediums, asset types, SEC, LSM, availability between two dates, search over code and name), ordered by city and code, paged; the total is counted up to a cap.',
  query: SiteListQuery,
  response: SiteListResponse,
});

export const fetchPendingSites = defineEndpoint({
  id: 'fetchPendingSites',
  method: 'GET',
  path: '/admin/fetch-pending-sites',
  auth: 'bearer',
  roles: siteReaders,
  group: 'sites',
  errorMessage: 'An error occurred while fetching requested sites',
  summary:
    'Requested sites waiting for their details and approval (newest first), with the same filters as the approved list.',
  query: SiteListQuery,
  response: SiteListResponse,
});

export const fetchInventorySite = defineEndpoint({
  id: 'fetchInventorySite',
  method: 'GET',
  path: '/admin/fetch-inventory-site/{id}',
  auth: 'bearer',
  roles: siteReaders,
  group: 'sites',
  errorMessage: 'An error occurred while fetching the site',
  extension: true,
  summary:
    "One site of the inventory, approved or requested, whole (the form's fields, photos, what its approval still needs). 404 for an unknown or deleted site. (`/admin/fetch-site/{id}` answers the site with its plan history.)",
  params: IdParams,
  response: z.object({ site: SiteRecord }),
});

const siteMessages = {
  siteCode: 'Enter the site code',
  siteName: 'Enter the site name',
  location: 'Choose the location',
  medium: 'Choose the medium',
  width: 'Width must be above 0 and at most 1,000 ft',
  height: 'Height must be above 0 and at most 1,000 ft',
  faces: 'Faces must be a whole number from 1 to 20',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  rate: 'Enter the monthly rate (PKR, 0 or more)',
  traffic: 'Daily traffic must be a whole number from 0 to 100,000,000',
  slot: 'Must be a whole number of seconds from 1 to 86,400',
  spots: 'Spots per loop must be a whole number from 1 to 10,000',
} as const;

const optionalId = Id.nullable().optional();
const wholeInRange = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * The site form. Region and city come from the location. A digital medium needs its slot data (spot, loop, spots
 * per loop); a conventional one takes none (the server refuses slot data on it, naming the field).
 */
export const SiteInput = z.object({
  site_code: text(40, { required: siteMessages.siteCode })
    .refine(
      (code) => /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(code),
      'The site code takes letters, digits and . _ / - only',
    )
    .meta({ examples: ['KHI-BB-0001'] }),
  site_name: text(200, { required: siteMessages.siteName }),
  location_id: Id.describe(siteMessages.location),
  medium_id: Id.describe(siteMessages.medium),
  asset_type_id: optionalId,
  printing_media_type_id: optionalId,
  sec_range_id: optionalId,
  lsm_level_id: optionalId,
  width_ft: z.coerce
    .number({ error: siteMessages.width })
    .gt(0, siteMessages.width)
    .max(1000, siteMessages.width),
  height_ft: z.coerce
    .number({ error: siteMessages.height })
    .gt(0, siteMessages.height)
    .max(1000, siteMessages.height),
  faces: wholeInRange(1, 20, siteMessages.faces).default(1),
  illuminated: z.boolean().default(false),
  latitude: z.coerce
    .number({ error: siteMessages.latitude })
    .min(-90, siteMessages.latitude)
    .max(90, siteMessages.latitude)
    .nullable()
    .optional(),
  longitude: z.coerce
    .number({ error: siteMessages.longitude })
    .min(-180, siteMessages.longitude)
    .max(180, siteMessages.longitude)
    .nullable()
    .optional(),
  monthly_rate: money(siteMessages.rate),
  daily_traffic: wholeInRange(0, 100_000_000, siteMessages.traffic).nullable().optional(),
  spot_length_seconds: wholeInRange(1, INPUT_BOUNDS.maxSlotSeconds, `Spot length: ${siteMessages.slot}`)
    .nullable()
    .optional(),
  loop_length_seconds: wholeInRange(1, INPUT_BOUNDS.maxSlotSeconds, `Loop length: ${siteMessages.slot}`)
    .nullable()
    .optional(),
  spots_per_loop: wholeInRange(1, INPUT_BOUNDS.maxSpotsPerLoop, siteMessages.spots).nullable().optional(),
  age_range_ids: z.array(Id).max(50).default([]),
  gender_ids: z.array(Id).max(10).default([]),
});
export type SiteInput = z.input<typeof SiteInput>;

const SiteChanged = z.object({ message: z.string(), site: SiteRecord });

export const createSite = defineEndpoint({
  id: 'createSite',
  method: 'POST',
  path: '/admin/create-site-appsells',
  auth: 'bearer',
  roles: siteEditors,
  group: 'sites',
  errorMessage: 'An error occurred while creating the site',
  successStatus: 201,
  summary:
    'Adds an approved site to the inventory. 409 when the site code is taken; 400 naming the field when a digital site lacks its slot data or a conventional one has some.',
  body: SiteInput,
  response: SiteChanged,
});

export const updateSite = defineEndpoint({
  id: 'updateSite',
  method: 'PUT',
  path: '/admin/update-site/appsells/{id}',
  auth: 'bearer',
  // The spec lets a planner complete a requested site's details (add-details); only admins and KAMs edit approved
  // sites (403 for a planner there).
  roles: siteReaders,
  group: 'sites',
  errorMessage: 'An error occurred during the update',
  summary:
    "Replaces a site's details (approved or requested: completing a requested site's details is this call; a planner may do only that). 404 for an unknown site; 409 when the code is taken by another site.",
  params: IdParams,
  body: SiteInput,
  response: SiteChanged,
});

export const deleteSite = defineEndpoint({
  id: 'deleteSite',
  method: 'DELETE',
  path: '/admin/delete-site/appsells/{id}',
  auth: 'bearer',
  roles: siteEditors,
  group: 'sites',
  errorMessage: 'An error occurred during the deletion',
  summary:
    'Removes a site from the inventory (kept for the plans that used it). 409 while it is a row of an accepted plan or a site of an active campaign, naming them.',
  params: IdParams,
  response: z.object({ message: z.string() }),
});

export const approveTrackerSite = defineEndpoint({
  id: 'approveTrackerSite',
  lifecycle: 'requestedSite',
  method: 'POST',
  path: '/admin/approve-tracker-site/{id}',
  auth: 'bearer',
  roles: siteEditors,
  group: 'sites',
  errorMessage: 'An error occurred while approving the site',
  summary:
    'Approves a requested site: it joins the inventory. 409 when it is already approved, or its details are not complete yet (naming what is missing).',
  params: IdParams,
  response: SiteChanged,
});

export const RequestedSiteInput = z.object({
  site_name: text(200, { required: siteMessages.siteName }),
  location_id: Id.describe(siteMessages.location),
  medium_id: Id.describe(siteMessages.medium),
  latitude: SiteInput.shape.latitude,
  longitude: SiteInput.shape.longitude,
  note: text(1000).optional(),
});
export type RequestedSiteInput = z.input<typeof RequestedSiteInput>;

export const createRequestedSite = defineEndpoint({
  id: 'createRequestedSite',
  lifecycle: 'requestedSite',
  method: 'POST',
  path: '/admin/create-requested-site/appsells',
  auth: 'bearer',
  roles: siteRequesters,
  group: 'sites',
  errorMessage: 'Failed to create requested site',
  extension: true,
  successStatus: 201,
  summary:
    'Asks for a site not yet in the inventory (from the field): it is `pending` with a provisional code until its details are completed and it is approved. Admins and key account managers are notified.',
  body: RequestedSiteInput,
  response: SiteChanged,
});

export const uploadSitePhotos = defineEndpoint({
  id: 'uploadSitePhotos',
  method: 'POST',
  path: '/admin/upload-site-photos/appsells/{id}',
  auth: 'bearer',
  roles: siteRequesters,
  group: 'sites',
  errorMessage: 'Image Upload Failed',
  extension: true,
  multipart: true,
  files: { field: 'files', types: PHOTO_TYPES, maxFiles: SITE_PHOTO_MAX_FILES, required: true },
  successStatus: 201,
  summary: `Adds photos to a site (multipart \`files\`, 1 to ${SITE_PHOTO_MAX_FILES} JPEG, PNG or WebP images by their content, ${SITE_PHOTO_MAX_BYTES / 1024 / 1024} MB each), stored under server-chosen names. 404 for an unknown site; 400 naming the file that is refused.`,
  params: IdParams,
  response: z.object({ message: z.string(), photos: z.array(SitePhoto) }),
});

export const deleteSitePhoto = defineEndpoint({
  id: 'deleteSitePhoto',
  method: 'DELETE',
  path: '/admin/delete-site-photo/appsells/{id}',
  auth: 'bearer',
  roles: siteEditors,
  group: 'sites',
  errorMessage: 'Failed to delete uploaded image',
  extension: true,
  summary: 'Removes one photo of a site. 404 for an unknown photo.',
  params: IdParams,
  response: z.object({ message: z.string() }),
});

export const downloadSitePhoto = defineEndpoint({
  id: 'downloadSitePhoto',
  method: 'GET',
  path: '/site-photos/{id}/file',
  auth: 'bearer',
  roles: [...siteReaders, 'operation_analyst'],
  group: 'sites',
  errorMessage: 'An error occurred while fetching the image',
  extension: true,
  download: true,
  contentTypes: [MEDIA.jpeg],
  summary: 'A site photo (the upright web copy, JPEG). 404 for an unknown or deleted photo.',
  params: IdParams,
  response: z.unknown().meta({ format: 'binary' }),
});

/** The points of the map view: every site matching the list's filters, up to a cap, with what a marker needs. */
export const SiteMapPoint = z.object({
  id: z.number().int(),
  site_code: z.string(),
  site_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  medium_id: z.number().int(),
  medium_name: z.string(),
  kind: z.enum(MEDIUM_KINDS),
  city_name: z.string(),
  status: SiteStatus,
});
export type SiteMapPoint = z.infer<typeof SiteMapPoint>;
/**
 * The most markers one map call returns (docs/domain.md "Site inventory", the map). 20,000 cost 3 MB of JSON and
 * 4 s at the 95th percentile with ten users on a city of 145,000 sites (bench:scale); past 5,000 markers a map is
 * clusters anyway, and the screen asks for narrower filters.
 */
export const SITE_MAP_MAX_POINTS = 5_000;

/**
 * A part of the map counted instead of drawn site by site (docs/domain.md, the map's cells): the located sites of
 * one cell of a hundredth of a degree (about 1 km), or of a tenth when a whole country's cells would be too many,
 * placed at their mean position. A capped answer carries them when the filters are ones the counts are kept by.
 */
export const SiteMapCell = z.object({
  latitude: z.number(),
  longitude: z.number(),
  sites: z.number().int().min(1),
});
export type SiteMapCell = z.infer<typeof SiteMapCell>;
/** The most cells one answer carries: past it, cells are merged ten by ten a side (a tenth of a degree, then a degree). */
export const SITE_MAP_MAX_CELLS = 2_000;

/** Cells a degree holds on each axis: a cell is a hundredth of a degree a side (migration 0020 writes the same). */
export const SITE_MAP_CELLS_PER_DEGREE = 100;

/** The index of the cell a coordinate falls in, on its axis: floor(degrees × 100), as the database keeps it. */
export const siteMapCellIndex = (degrees: number) => Math.floor(degrees * SITE_MAP_CELLS_PER_DEGREE);

/**
 * Whether the kept cells can count what a map query matches: they are kept by status, region, city, location and
 * medium only, so a search, an asset type, SEC or LSM filter, or availability needs the sites themselves.
 */
export function siteMapCountableByCells(query: {
  search?: string | undefined;
  asset_type_ids?: readonly number[] | undefined;
  sec_ids?: readonly number[] | undefined;
  lsm_ids?: readonly number[] | undefined;
  availability?: string | undefined;
}): boolean {
  return (
    !query.search?.trim() &&
    !query.asset_type_ids?.length &&
    !query.sec_ids?.length &&
    !query.lsm_ids?.length &&
    (query.availability ?? 'all') === 'all'
  );
}

/** What is kept of a cell (a hundredth of a degree a side): its index on each axis, its sites and their position sums. */
export type SiteMapCellSum = {
  /** `siteMapCellIndex` of the latitude and of the longitude. */
  cellLatitude: number;
  cellLongitude: number;
  sites: number;
  latitudeSum: number;
  longitudeSum: number;
};

/**
 * The cells of an answer from the kept sums: merged ten by ten a side while more than `max` remain (so a country's
 * map gets tenths, then whole degrees), each placed at its sites' mean position. The server reads the sums from
 * `site_map_cells`; the fake backend adds them up from its sites.
 */
export function siteMapCellsOf(sums: readonly SiteMapCellSum[], max = SITE_MAP_MAX_CELLS): SiteMapCell[] {
  let cells = sums.filter((cell) => cell.sites > 0);
  for (let size = 10; cells.length > max && size <= 1_000_000; size *= 10) {
    const merged = new Map<string, SiteMapCellSum>();
    for (const cell of cells) {
      const cellLatitude = Math.floor(cell.cellLatitude / size);
      const cellLongitude = Math.floor(cell.cellLongitude / size);
      const key = `${cellLatitude}:${cellLongitude}`;
      const into = merged.get(key);
      if (into) {
        into.sites += cell.sites;
        into.latitudeSum += cell.latitudeSum;
        into.longitudeSum += cell.longitudeSum;
      } else merged.set(key, { ...cell, cellLatitude, cellLongitude });
    }
    cells = [...merged.values()].map((cell) => ({
      ...cell,
      cellLatitude: cell.cellLatitude * size,
      cellLongitude: cell.cellLongitude * size,
    }));
  }
  return cells.map((cell) => ({
    latitude: cell.latitudeSum / cell.sites,
    longitude: cell.longitudeSum / cell.sites,
    sites: cell.sites,
  }));
}

/** One edge of the map's view in a query (`west`, `south`, `east`, `north`), in degrees. */
const viewEdge = (edge: string, limit: 90 | 180) => {
  const message = `The view's ${edge} edge must be a number between -${limit} and ${limit}`;
  return z.coerce.number({ error: message }).min(-limit, message).max(limit, message).optional();
};

export const SITE_MAP_VIEW_MESSAGES = {
  partial: 'Give all four edges of the view (west, south, east, north), or none',
  order: "The view's west edge must be west of its east edge, and its south edge south of its north edge",
} as const;

/** The view a map query asks for: its four edges when all are given, else null (the whole list). */
export function siteMapViewOf(query: {
  west?: number;
  south?: number;
  east?: number;
  north?: number;
}): { west: number; south: number; east: number; north: number } | null {
  const { west, south, east, north } = query;
  return west === undefined || south === undefined || east === undefined || north === undefined
    ? null
    : { west, south, east, north };
}

/**
 * The map's query: the list's filters, and optionally the part of the map in view (all four edges, in degrees):
 * only the sites inside it, so zooming in on part of a busy city shows every site there (docs/domain.md, the map).
 */
export const SiteMapQuery = SiteListQuery.omit({ page: true, limit: true })
  .extend({
    status: SiteStatus.default('approved'),
    west: viewEdge('west', 180),
    south: viewEdge('south', 90),
    east: viewEdge('east', 180),
    north: viewEdge('north', 90),
  })
  .superRefine((query, context) => {
    const view = siteMapViewOf(query);
    const given = [query.west, query.south, query.east, query.north].some((edge) => edge !== undefined);
    if (!view && given)
      context.addIssue({ code: 'custom', path: ['west'], message: SITE_MAP_VIEW_MESSAGES.partial });
    else if (view && (view.west >= view.east || view.south >= view.north))
      context.addIssue({ code: 'custom', path: ['west'], message: SITE_MAP_VIEW_MESSAGES.order });
  });

export const fetchSiteMapPoints = defineEndpoint({
  id: 'fetchSiteMapPoints',
  method: 'GET',
  path: '/admin/fetch-site-map-points',
  auth: 'bearer',
  roles: siteReaders,
  group: 'sites',
  errorMessage: 'An error occurred while fetching the map',
  extension: true,
  summary: `The located sites matching the list's filters (\`status\` approved or pending), inside the view when its four edges are given (\`west\`, \`south\`, \`east\`, \`north\`), at most ${SITE_MAP_MAX_POINTS.toLocaleString('en-US')} (\`capped\` says when more match), for the map's clustered markers. When more match and the filters are only regions, cities, locations and mediums, the answer counts them by map cell instead (\`cells\`: every matching site counted, at most ${SITE_MAP_MAX_CELLS.toLocaleString('en-US')} cells, \`points\` empty); \`cells\` is empty otherwise.`,
  query: SiteMapQuery,
  response: z.object({
    points: z.array(SiteMapPoint),
    capped: z.boolean(),
    cells: z.array(SiteMapCell),
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Bulk import (extension): preview, then confirm all or nothing; a template to download.

export const SiteImportRow = z.object({
  /** The row's number in the file, the header being row 1. */
  row: z.number().int(),
  site_code: z.string(),
  site_name: z.string(),
  /** Why the row is refused (unknown city, duplicate code, bad coordinates, …); empty when it is accepted. */
  problems: z.array(z.string()),
  /** What accepting the row also does, for the reader to check (a new location added to its city). */
  notes: z.array(z.string()).optional(),
});
export type SiteImportRow = z.infer<typeof SiteImportRow>;

const SiteImportReport = z.object({
  rows: z.array(SiteImportRow),
  accepted: z.number().int(),
  refused: z.number().int(),
});

export const previewSiteImport = defineEndpoint({
  id: 'previewSiteImport',
  method: 'POST',
  path: '/admin/import-sites/preview',
  auth: 'bearer',
  roles: siteEditors,
  group: 'sites',
  errorMessage: 'An error occurred while reading the file',
  extension: true,
  multipart: true,
  files: { field: 'file', types: [MEDIA.csv, MEDIA.xlsx], required: true },
  // No text fields: the form carries the file only (multipart entries read their fields with this schema).
  body: z.object({}),
  summary: `Reads a CSV or XLSX file of sites (multipart \`file\`, ${SITE_IMPORT_MAX_BYTES / 1024 / 1024} MB and ${SITE_IMPORT_MAX_ROWS} rows at most, the template's columns) and reports row by row what would be refused and why. Writes nothing.`,
  response: SiteImportReport,
});

export const confirmSiteImport = defineEndpoint({
  id: 'confirmSiteImport',
  method: 'POST',
  path: '/admin/import-sites/confirm',
  auth: 'bearer',
  roles: siteEditors,
  group: 'sites',
  errorMessage: 'An error occurred while importing the sites',
  extension: true,
  multipart: true,
  files: { field: 'file', types: [MEDIA.csv, MEDIA.xlsx], required: true },
  body: z.object({}),
  successStatus: 201,
  summary:
    'Imports the same file for good, all or nothing, in one transaction: 409 with the report when any row is refused (nothing is written).',
  response: SiteImportReport.extend({ message: z.string(), created: z.number().int() }),
});

export const downloadSiteImportTemplate = defineEndpoint({
  id: 'downloadSiteImportTemplate',
  method: 'GET',
  path: '/admin/import-sites/template',
  auth: 'bearer',
  roles: siteEditors,
  group: 'sites',
  errorMessage: 'An error occurred while fetching the template',
  extension: true,
  download: true,
  contentTypes: [MEDIA.xlsx, MEDIA.csv],
  summary: 'The import template (`format` csv or xlsx), with its header row and one example row.',
  query: z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') }),
  response: z.unknown().meta({ format: 'binary' }),
});
