import { HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  approveTrackerSite,
  createRequestedSite,
  createSite,
  deleteSite,
  deleteSitePhoto,
  downloadSitePhoto,
  fetchApprovedSites,
  fetchInventorySite,
  fetchPendingSites,
  fetchSiteMapPoints,
  RequestedSiteInput,
  SITE_MAP_MAX_POINTS,
  SITE_PHOTO_MAX_BYTES,
  SITE_PHOTO_MAX_FILES,
  SiteInput,
  SiteListQuery,
  type SiteMapPoint,
  type SitePhoto,
  type SiteRecord,
  siteMapCellIndex,
  siteMapCellsOf,
  siteMapCountableByCells,
  siteMapViewOf,
  updateSite,
  uploadSitePhotos,
} from '../contract/endpoints/sites.ts';
import type { HandlerOptions } from './auth.ts';
import type { MockDb } from './db.ts';
import { fixtures as f } from './fixtures.ts';
import { errorResponse, mockEndpoint, notFound } from './mock.ts';
import { blankSite, sitePhotoUrl, toSiteListItem, withNames } from './site-fixtures.ts';

/** The server's words for the site calls (the server helper's are the reference; these stand in for them). */
export const SITE_MESSAGES = {
  notFound: 'Site not found',
  photoNotFound: 'Photo not found',
  created: 'Site added to the inventory',
  updated: 'Site updated',
  deleted: 'Site deleted',
  approved: 'Site approved: it is in the inventory now',
  requested: 'Site requested: an admin or key account manager will complete and approve it',
  uploaded: 'Photos uploaded',
  photoDeleted: 'Photo deleted',
  noPhotos: 'Choose at least one photo',
} as const;

const ACTOR = 'Kamran KAM';
/** How far past the page a filtered total is counted (docs/domain.md "Counts"). */
const COUNT_PAST_PAGE = 1000;

type Query = z.output<typeof SiteListQuery>;

const invalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  const message = Object.values(errors)[0] ?? issues[0]?.message ?? 'Invalid input';
  return errorResponse(400, { message, errors }) as never;
};
const conflict = (message: string) => errorResponse(409, message) as never;

/** The query as the server reads it: a repeated key or a comma list for the id lists. */
function queryOf(url: URL): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return raw;
}

const overlaps = (start: string, end: string, from: string, to: string) => start <= to && end >= from;

/** Whether an accepted plan books the site on a day between the two dates (docs/domain.md "Availability"). */
function bookedBetween(db: MockDb, siteId: number, from: string, to: string): boolean {
  return db.plans.some(
    (plan) =>
      plan.status === 'accepted' &&
      plan.sites_list.some(
        (row) => row.site_id === siteId && overlaps(row.start_date, row.end_date, from, to),
      ),
  );
}

/** The sites of a status the filters keep, in the list's order. */
function filtered(db: MockDb, status: SiteRecord['status'], query: Omit<Query, 'page' | 'limit'>) {
  const has = (ids: number[], id: number | null) => ids.length === 0 || (id !== null && ids.includes(id));
  const term = query.search?.trim().toLowerCase() ?? '';
  const from = query.available_from ?? query.available_to;
  const to = query.available_to ?? query.available_from;
  const sites = db.sites.filter((site) => {
    if (site.status !== status) return false;
    if (!has(query.region_ids, site.region_id)) return false;
    if (!has(query.city_ids, site.city_id)) return false;
    if (!has(query.location_ids, site.location_id)) return false;
    if (!has(query.medium_ids, site.medium_id)) return false;
    if (!has(query.asset_type_ids, site.asset_type_id)) return false;
    if (!has(query.sec_ids, site.sec_range_id)) return false;
    if (!has(query.lsm_ids, site.lsm_level_id)) return false;
    if (term && !`${site.site_code} ${site.site_name}`.toLowerCase().includes(term)) return false;
    if (from && to && query.availability !== 'all') {
      const booked = bookedBetween(db, site.id, from, to);
      if (query.availability === 'available' ? booked : !booked) return false;
    }
    return true;
  });
  return status === 'approved'
    ? sites.sort((a, b) => a.city_name.localeCompare(b.city_name) || a.site_code.localeCompare(b.site_code))
    : sites.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

function listHandler(db: MockDb, status: SiteRecord['status']) {
  return ({ url }: { url: URL }) => {
    const parsed = SiteListQuery.safeParse(queryOf(url));
    if (!parsed.success) return invalid(parsed.error.issues);
    const query = parsed.data;
    const sites = filtered(db, status, query);
    const start = (query.page - 1) * query.limit;
    // Counted up to a cap past the page, as the server does: beyond it the total is a lower bound.
    const cap = start + query.limit + COUNT_PAST_PAGE;
    return {
      sites: sites.slice(start, start + query.limit).map(toSiteListItem),
      total: Math.min(sites.length, cap),
      totalCapped: sites.length > cap,
    };
  };
}

/** The slot data a medium takes: a digital medium needs all three, a conventional one none (named by field). */
function slotProblems(kind: 'conventional' | 'digital', input: z.output<typeof SiteInput>) {
  const slots = ['spot_length_seconds', 'loop_length_seconds', 'spots_per_loop'] as const;
  const labels = {
    spot_length_seconds: 'Spot length',
    loop_length_seconds: 'Loop length',
    spots_per_loop: 'Spots per loop',
  };
  const problems: { path: string[]; message: string }[] = [];
  for (const slot of slots) {
    const value = input[slot];
    if (kind === 'digital' && (value === null || value === undefined))
      problems.push({ path: [slot], message: `${labels[slot]}: a digital site needs it` });
    if (kind === 'conventional' && value !== null && value !== undefined)
      problems.push({ path: [slot], message: `${labels[slot]}: only a digital site has slot data` });
  }
  return problems;
}

/** A body checked as the server checks it: the schema, a known location and medium, the slot rule. */
function checkedInput(body: unknown) {
  const parsed = SiteInput.safeParse(body);
  if (!parsed.success) return { error: invalid(parsed.error.issues) };
  const input = parsed.data;
  if (!f.locations.some((l) => l.id === input.location_id))
    return { error: invalid([{ path: ['location_id'], message: 'Choose the location' }]) };
  const medium = f.mediums.find((m) => m.id === input.medium_id);
  if (!medium) return { error: invalid([{ path: ['medium_id'], message: 'Choose the medium' }]) };
  const slots = slotProblems(medium.kind, input);
  if (slots.length > 0) return { error: invalid(slots) };
  return { input };
}

function codeTaken(db: MockDb, code: string, exceptId?: number) {
  const other = db.sites.find(
    (site) => site.site_code.toLowerCase() === code.toLowerCase() && site.id !== exceptId,
  );
  return other ? conflict(`The site code ${code} is taken by another site (${other.site_name}).`) : null;
}

function applyInput(site: SiteRecord, input: z.output<typeof SiteInput>, now: string): SiteRecord {
  return withNames({
    ...site,
    site_code: input.site_code,
    site_name: input.site_name,
    location_id: input.location_id,
    medium_id: input.medium_id,
    asset_type_id: input.asset_type_id ?? null,
    printing_media_type_id: input.printing_media_type_id ?? null,
    sec_range_id: input.sec_range_id ?? null,
    lsm_level_id: input.lsm_level_id ?? null,
    width_ft: input.width_ft,
    height_ft: input.height_ft,
    faces: input.faces,
    illuminated: input.illuminated,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    monthly_rate: input.monthly_rate,
    daily_traffic: input.daily_traffic ?? null,
    spot_length_seconds: input.spot_length_seconds ?? null,
    loop_length_seconds: input.loop_length_seconds ?? null,
    spots_per_loop: input.spots_per_loop ?? null,
    age_range_ids: input.age_range_ids,
    gender_ids: input.gender_ids,
    updated_at: now,
  });
}

const nextSiteId = (db: MockDb) => db.sites.reduce((max, site) => Math.max(max, site.id), 0) + 1;
const nextPhotoId = (db: MockDb) =>
  db.sites.flatMap((site) => site.photos).reduce((max, photo) => Math.max(max, photo.id), 0) + 1;

/** Why a site cannot leave the inventory: an accepted plan or an active campaign uses it (null when free). */
function inUse(db: MockDb, site: SiteRecord): string | null {
  const campaign = db.campaigns.find(
    (c) => c.status === 'active' && c.sites.some((s) => s.site_id === site.id),
  );
  if (campaign)
    return `Site ${site.site_code} cannot be deleted: it is a site of the active campaign "${campaign.name}".`;
  const plan = db.plans.find(
    (p) => p.status === 'accepted' && p.sites_list.some((row) => row.site_id === site.id),
  );
  if (plan)
    return `Site ${site.site_code} cannot be deleted: it is a row of the accepted plan "${plan.planName}" (brief ${plan.brief_number}).`;
  return null;
}

/** A picture standing in for a site photo: the site's code on a colour of its own. */
function photoSvg(photo: SitePhoto, code: string): string {
  const hue = (photo.id * 61) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><rect width="480" height="320" fill="hsl(${hue},40%,60%)"/><rect x="70" y="50" width="340" height="150" fill="hsl(${hue},25%,92%)" stroke="#333" stroke-width="6"/><rect x="230" y="200" width="20" height="120" fill="#555"/><text x="240" y="135" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#222">${code}</text></svg>`;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The site inventory (issue 16): both lists filtered and paged with capped totals, one site whole, create,
 * update, delete (409 while booked or in a running campaign), approve a requested site (409 naming what is
 * missing), ask for one, photos, and the map's points. Writes change `db.sites`.
 */
export function siteHandlers(db: MockDb, options: HandlerOptions = {}) {
  const find = (id: unknown) => db.sites.find((site) => site.id === Number(id));
  return [
    mockEndpoint(fetchApprovedSites, listHandler(db, 'approved'), options),
    mockEndpoint(fetchPendingSites, listHandler(db, 'pending'), options),
    mockEndpoint(
      fetchInventorySite,
      ({ params }) => {
        const site = find(params.id);
        return site ? { site } : notFound(SITE_MESSAGES.notFound);
      },
      options,
    ),
    mockEndpoint(
      createSite,
      ({ body }) => {
        const { input, error } = checkedInput(body);
        if (!input) return error;
        const taken = codeTaken(db, input.site_code);
        if (taken) return taken;
        const now = new Date().toISOString();
        const site = applyInput({ ...blankSite(nextSiteId(db)), created_at: now }, input, now);
        db.sites.push(site);
        return HttpResponse.json({ message: SITE_MESSAGES.created, site }, { status: 201 }) as never;
      },
      options,
    ),
    mockEndpoint(
      updateSite,
      ({ params, body }) => {
        const site = find(params.id);
        if (!site) return notFound(SITE_MESSAGES.notFound);
        const { input, error } = checkedInput(body);
        if (!input) return error;
        const taken = codeTaken(db, input.site_code, site.id);
        if (taken) return taken;
        const updated = applyInput(site, input, new Date().toISOString());
        db.sites = db.sites.map((s) => (s.id === site.id ? updated : s));
        return { message: SITE_MESSAGES.updated, site: updated };
      },
      options,
    ),
    mockEndpoint(
      deleteSite,
      ({ params }) => {
        const site = find(params.id);
        if (!site) return notFound(SITE_MESSAGES.notFound);
        const why = inUse(db, site);
        if (why) return conflict(why);
        db.sites = db.sites.filter((s) => s.id !== site.id);
        return { message: SITE_MESSAGES.deleted };
      },
      options,
    ),
    mockEndpoint(
      approveTrackerSite,
      ({ params }) => {
        const site = find(params.id);
        if (!site) return notFound(SITE_MESSAGES.notFound);
        if (site.status === 'approved') return conflict(`Site ${site.site_code} is already approved.`);
        if (site.missing_for_approval.length > 0)
          return conflict(
            `Site ${site.site_code} cannot be approved yet: complete its details first (${site.missing_for_approval.join(', ')}).`,
          );
        const approved = withNames({ ...site, status: 'approved', updated_at: new Date().toISOString() });
        db.sites = db.sites.map((s) => (s.id === site.id ? approved : s));
        return { message: SITE_MESSAGES.approved, site: approved };
      },
      options,
    ),
    mockEndpoint(
      createRequestedSite,
      ({ body }) => {
        const parsed = RequestedSiteInput.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const input = parsed.data;
        const id = nextSiteId(db);
        const now = new Date().toISOString();
        const site = withNames({
          ...blankSite(id),
          site_code: `REQ-${String(id).padStart(4, '0')}`,
          site_name: input.site_name,
          status: 'pending',
          location_id: input.location_id,
          medium_id: input.medium_id,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          requested_by_name: 'Omar Analyst',
          request_note: input.note ?? null,
          created_at: now,
          updated_at: now,
        });
        db.sites.push(site);
        return HttpResponse.json({ message: SITE_MESSAGES.requested, site }, { status: 201 }) as never;
      },
      options,
    ),
    mockEndpoint(
      uploadSitePhotos,
      async ({ params, request }) => {
        const site = find(params.id);
        if (!site) return notFound(SITE_MESSAGES.notFound);
        const form = await request.formData().catch(() => null);
        const files = (form?.getAll('files') ?? []).filter((file): file is File => file instanceof File);
        if (files.length === 0) return invalid([{ path: ['files'], message: SITE_MESSAGES.noPhotos }]);
        if (files.length > SITE_PHOTO_MAX_FILES)
          return invalid([{ path: ['files'], message: `At most ${SITE_PHOTO_MAX_FILES} photos at a time` }]);
        const refused = files.find(
          (file) => !IMAGE_TYPES.includes(file.type) || file.size > SITE_PHOTO_MAX_BYTES,
        );
        if (refused)
          return invalid([
            {
              path: ['files'],
              message: `${refused.name} is not a JPEG, PNG or WebP image of at most 10 MB`,
            },
          ]);
        const first = nextPhotoId(db);
        const now = new Date().toISOString();
        const photos: SitePhoto[] = files.map((file, n) => ({
          id: first + n,
          url: sitePhotoUrl(first + n),
          original_name: file.name,
          uploaded_by_name: ACTOR,
          uploaded_at: now,
        }));
        db.sites = db.sites.map((s) => (s.id === site.id ? { ...s, photos: [...s.photos, ...photos] } : s));
        return HttpResponse.json({ message: SITE_MESSAGES.uploaded, photos }, { status: 201 }) as never;
      },
      options,
    ),
    mockEndpoint(
      deleteSitePhoto,
      ({ params }) => {
        const id = Number(params.id);
        const site = db.sites.find((s) => s.photos.some((photo) => photo.id === id));
        if (!site) return notFound(SITE_MESSAGES.photoNotFound);
        db.sites = db.sites.map((s) =>
          s.id === site.id ? { ...s, photos: s.photos.filter((photo) => photo.id !== id) } : s,
        );
        return { message: SITE_MESSAGES.photoDeleted };
      },
      options,
    ),
    mockEndpoint(
      downloadSitePhoto,
      ({ params }) => {
        const id = Number(params.id);
        const site = db.sites.find((s) => s.photos.some((photo) => photo.id === id));
        const photo = site?.photos.find((p) => p.id === id);
        if (!site || !photo) return notFound(SITE_MESSAGES.photoNotFound);
        return new HttpResponse(photoSvg(photo, site.site_code), {
          headers: { 'content-type': 'image/svg+xml' },
        }) as never;
      },
      options,
    ),
    mockEndpoint(
      fetchSiteMapPoints,
      ({ url }) => {
        const parsed = fetchSiteMapPoints.query.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const view = siteMapViewOf(parsed.data);
        const inView = (latitude: number, longitude: number) =>
          !view ||
          (latitude >= view.south &&
            latitude <= view.north &&
            longitude >= view.west &&
            longitude <= view.east);
        const located = filtered(db, parsed.data.status, parsed.data).filter(
          (site) =>
            site.latitude !== null && site.longitude !== null && inView(site.latitude, site.longitude),
        );
        const points: SiteMapPoint[] = located.slice(0, SITE_MAP_MAX_POINTS).map((site) => ({
          id: site.id,
          site_code: site.site_code,
          site_name: site.site_name,
          latitude: site.latitude as number,
          longitude: site.longitude as number,
          medium_id: site.medium_id,
          medium_name: site.medium_name,
          kind: site.kind,
          city_name: site.city_name,
          status: site.status,
        }));
        if (located.length <= SITE_MAP_MAX_POINTS) return { points, capped: false, cells: [] };
        // More than one answer carries: counted by cell, as the server does for these filters (docs/domain.md, the
        // map's cells); other filters get the first sites, as there.
        if (!siteMapCountableByCells(parsed.data)) return { points, capped: true, cells: [] };
        const cells = siteMapCellsOf(
          located.map((site) => ({
            cellLatitude: siteMapCellIndex(site.latitude as number),
            cellLongitude: siteMapCellIndex(site.longitude as number),
            sites: 1,
            latitudeSum: site.latitude as number,
            longitudeSum: site.longitude as number,
          })),
        );
        return { points: [], capped: true, cells };
      },
      options,
    ),
  ];
}
