/** Helpers of the competitor tests (issue 18): the calls, places to record sightings at, and a photo. */
import { type CompetitorSiteInput, STAFF_ROLES, type StaffRole } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows, type TestContext } from './harness.ts';
import { type FormFile, multipartForm } from './multipart.ts';

export const ROLES = STAFF_ROLES;

export type Who = StaffRole | null;

export interface SavedSite {
  id: number;
  site_id: number | null;
  city_name: string;
  faces: number;
  photo_url: string | null;
}

export function competitorCalls(t: TestContext) {
  const tokens = {} as Record<StaffRole, string>;
  let serial = 0;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
  ) =>
    t.call({
      method,
      url: `/api${url}`,
      ...(who ? { token: tokens[who] } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
  /** A multipart call (create-competitor, update-competitor, the sighting photo). */
  const form = (
    method: 'POST' | 'PUT',
    url: string,
    who: Who,
    fields: Record<string, string>,
    files: FormFile[] = [],
  ) => {
    const { payload, headers } = multipartForm(fields, files);
    return t.call({ method, url: `/api${url}`, payload, headers, ...(who ? { token: tokens[who] } : {}) });
  };
  const unique = (prefix: string) => {
    serial += 1;
    return `${prefix} ${serial}`;
  };
  const kit = {
    tokens,
    call,
    form,
    unique,
    async signIn() {
      for (const role of ROLES) tokens[role] = await t.tokenForRole(role);
    },
    async competitor(name = unique('Rival'), logo?: Buffer): Promise<number> {
      const res = await form(
        'POST',
        '/create-competitor/admin/appsells',
        'planner',
        { competitor_name: name },
        logo ? [{ name: 'logo.png', type: 'image/png', content: logo }] : [],
      );
      if (res.statusCode !== 201) throw new Error(`create-competitor: ${res.statusCode} ${res.body}`);
      return res.json().competitor.id;
    },
    async campaign(competitorId: number, name = unique('Campaign')): Promise<number> {
      const res = await call(
        'POST',
        `/create-competitor-campaign/admin/appsells/${competitorId}`,
        'planner',
        {
          competitor_campaign_name: name,
          industry_type: 'Beverages',
        },
      );
      if (res.statusCode !== 201)
        throw new Error(`create-competitor-campaign: ${res.statusCode} ${res.body}`);
      return res.json().campaign.id;
    },
    async saveSites(campaignId: number, rows: CompetitorSiteInput[]): Promise<SavedSite[]> {
      const res = await call('PATCH', '/admin/update-competitor-campaign-sites/appsells/', 'planner', {
        competitor_campaign_id: campaignId,
        competitor_sites: rows,
      });
      if (res.statusCode !== 200)
        throw new Error(`update-competitor-campaign-sites: ${res.statusCode} ${res.body}`);
      return res.json().sites;
    },
    photo(sightingId: number, content: Buffer) {
      return form('POST', `/admin/competitor-site-photo/appsells/${sightingId}`, 'planner', {}, [
        { name: 'seen.jpg', type: 'image/jpeg', content },
      ]);
    },
  };
  return kit;
}

/** Approved live inventory sites of a city, in site-code order, with their faces. */
export async function inventoryIn(t: TestContext, city: string, count: number) {
  const rows = await queryRows<{ id: number; faces: number; code: string }>(
    t.connection,
    sql`select id, faces, site_code as code from sites
        where city_name = ${city} and status = 'approved' and deleted_at is null order by site_code limit ${count}`,
  );
  return rows.map((row) => ({ id: Number(row.id), faces: Number(row.faces), code: row.code }));
}

/** The first location of a city (by name), and the mediums by name. */
export async function placeIn(t: TestContext, city: string) {
  const [row] = await queryRows<{ id: number }>(
    t.connection,
    sql`select l.id from locations l join cities c on c.id = l.city_id where c.name = ${city} order by l.name limit 1`,
  );
  if (!row) throw new Error(`no location in ${city}`);
  return Number(row.id);
}

export async function mediumIds(t: TestContext) {
  const rows = await queryRows<{ id: number; name: string }>(
    t.connection,
    sql`select id, name from mediums order by name`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** A JPEG photo, turned a quarter by its EXIF orientation (6) when asked: 400 × 300 stored. */
export function sightingPhoto(options: { orientation?: number } = {}) {
  const image = sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc5533' } }).jpeg();
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}

/** A small PNG logo. */
export const logoPng = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#0e5ea8' } })
    .png()
    .toBuffer();

/** What the competitor tests read straight from the database: file rows, a counter, a competitor's logo file. */
export function competitorRows(t: TestContext) {
  return {
    fileRows: async (ids: number[]) =>
      ids.length === 0
        ? []
        : queryRows<{ id: number; key: string }>(
            t.connection,
            sql`select id, storage_key as key from files where id in (${sql.join(ids, sql`, `)})`,
          ),
    counter: async (key: string) => {
      const [row] = await queryRows<{ value: number }>(
        t.connection,
        sql`select value from list_counters where key = ${key}`,
      );
      return Number(row?.value ?? 0);
    },
    logoFileOf: async (id: number) => {
      const [row] = await queryRows<{ fileId: number | null }>(
        t.connection,
        sql`select logo_file_id as "fileId" from competitors where id = ${id}`,
      );
      return row?.fileId === null || row?.fileId === undefined ? null : Number(row.fileId);
    },
  };
}
