import type { RequestedSiteInput, SiteInput, SiteRecord } from '@ooh/api/contract';
import { requestedSiteMachine } from '@ooh/machines/requested-site';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import {
  ageRanges,
  assetTypes,
  auditLog,
  briefs,
  campaigns,
  cities,
  genders,
  locations,
  lsmLevels,
  mediums,
  planSites,
  plans,
  printingMediaTypes,
  secRanges,
  siteAgeRanges,
  siteGenders,
  sites,
} from '../../db/schema.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { NOTIFICATION_KINDS, pushToUsers, writeNotifications } from '../notifications/index.ts';
import { changeStatus, type TransitionDeps } from '../shared/index.ts';
import { findSiteRecord, PROVISIONAL_CODE, provisionalCode, SITE_NOT_FOUND } from './queries.ts';

/**
 * The inventory's writes (issue 16; docs/domain.md "Requested site", "Site inventory"): add, edit, delete, approve a
 * requested site and ask for one. Each writes its audit row in the same transaction.
 */

export type SiteBody = z.output<typeof SiteInput>;
export type RequestedSiteBody = z.output<typeof RequestedSiteInput>;

export const SITE_MESSAGES = {
  unknownLocation: 'This location does not exist: choose one from the list',
  unknownMedium: 'This medium does not exist: choose one from the list',
  unknown: (what: string) => `This ${what} does not exist: choose one from the list`,
  slotNeeded: (what: string) => `A digital site needs its ${what}`,
  slotRefused: (what: string) => `A conventional site has no ${what}: leave it empty`,
  reservedCode: 'Codes starting with REQ- are the provisional codes of requested sites: choose another code',
  codeTaken: (code: string) => `The site code ${code} is already used by another site. Choose another code.`,
  positionPair: 'Give both latitude and longitude, or neither',
  plannerOnlyPending:
    'A planner may only complete the details of a requested site. Ask an admin or a key account manager to edit an approved site.',
} as const;

const SLOT_FIELDS = [
  ['spot_length_seconds', 'spot length'],
  ['loop_length_seconds', 'loop length'],
  ['spots_per_loop', 'spots per loop'],
] as const;

/** What a site form's ids point at: the location's city and region, the medium's kind, and which ids are unknown. */
async function resolveReferences(db: Db, body: SiteBody) {
  const exists = (
    table: typeof assetTypes | typeof printingMediaTypes | typeof secRanges | typeof lsmLevels,
    id: number | null | undefined,
  ) =>
    id == null ? sql<boolean>`true` : sql<boolean>`exists (select 1 from ${table} where ${table.id} = ${id})`;
  const [row] = await db
    .select({
      cityId: sql<number | null>`(select l."city_id" from ${locations} l where l."id" = ${body.location_id})`,
      regionId: sql<
        number | null
      >`(select c."region_id" from ${locations} l join ${cities} c on c."id" = l."city_id" where l."id" = ${body.location_id})`,
      kind: sql<string | null>`(select m."kind" from ${mediums} m where m."id" = ${body.medium_id})`,
      assetType: exists(assetTypes, body.asset_type_id),
      printing: exists(printingMediaTypes, body.printing_media_type_id),
      sec: exists(secRanges, body.sec_range_id),
      lsm: exists(lsmLevels, body.lsm_level_id),
      ages: body.age_range_ids.length
        ? sql<number>`(select count(*)::int from ${ageRanges} where ${inArray(ageRanges.id, body.age_range_ids)})`
        : sql<number>`0`,
      genders: body.gender_ids.length
        ? sql<number>`(select count(*)::int from ${genders} where ${inArray(genders.id, body.gender_ids)})`
        : sql<number>`0`,
    })
    .from(sql`(select 1) one`);
  if (!row) throw new Error('resolveReferences: no row');
  const errors: Record<string, string> = {};
  if (row.cityId === null || row.regionId === null) errors.location_id = SITE_MESSAGES.unknownLocation;
  if (row.kind === null) errors.medium_id = SITE_MESSAGES.unknownMedium;
  if (!row.assetType) errors.asset_type_id = SITE_MESSAGES.unknown('asset type');
  if (!row.printing) errors.printing_media_type_id = SITE_MESSAGES.unknown('printing media type');
  if (!row.sec) errors.sec_range_id = SITE_MESSAGES.unknown('SEC range');
  if (!row.lsm) errors.lsm_level_id = SITE_MESSAGES.unknown('LSM level');
  if (Number(row.ages) !== new Set(body.age_range_ids).size)
    errors.age_range_ids = SITE_MESSAGES.unknown('age range');
  if (Number(row.genders) !== new Set(body.gender_ids).size)
    errors.gender_ids = SITE_MESSAGES.unknown('gender');
  if ((body.latitude == null) !== (body.longitude == null))
    errors[body.latitude == null ? 'latitude' : 'longitude'] = SITE_MESSAGES.positionPair;
  if (row.kind === 'digital' || row.kind === 'conventional')
    Object.assign(errors, slotDataProblems(row.kind, body));
  if (Object.keys(errors).length) throw invalidInput(errors);
  return { cityId: row.cityId as number, regionId: row.regionId as number, kind: row.kind as string };
}

/**
 * The slot rule (docs/domain.md "Site inventory"): a digital medium needs its spot length, loop length and spots
 * per loop; a conventional one takes none. The problems by field, empty when the site keeps it; the site form and
 * the bulk import both check it.
 */
export function slotDataProblems(
  kind: 'conventional' | 'digital',
  slots: Partial<Record<(typeof SLOT_FIELDS)[number][0], number | null | undefined>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, what] of SLOT_FIELDS) {
    const given = slots[field] != null;
    if (kind === 'digital' && !given) problems[field] = SITE_MESSAGES.slotNeeded(what);
    if (kind === 'conventional' && given) problems[field] = SITE_MESSAGES.slotRefused(what);
  }
  return problems;
}

/** The columns a site form writes: region and city from the location; a digital site is not printed. */
function siteColumns(body: SiteBody, resolved: { cityId: number; regionId: number; kind: string }) {
  const digital = resolved.kind === 'digital';
  return {
    siteCode: body.site_code,
    name: body.site_name,
    regionId: resolved.regionId,
    cityId: resolved.cityId,
    locationId: body.location_id,
    mediumId: body.medium_id,
    assetTypeId: body.asset_type_id ?? null,
    printingMediaTypeId: digital ? null : (body.printing_media_type_id ?? null),
    secRangeId: body.sec_range_id ?? null,
    lsmLevelId: body.lsm_level_id ?? null,
    widthFt: body.width_ft,
    heightFt: body.height_ft,
    faces: body.faces,
    illuminated: body.illuminated,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    monthlyRate: body.monthly_rate,
    dailyTraffic: body.daily_traffic ?? null,
    spotLengthSeconds: digital ? (body.spot_length_seconds ?? null) : null,
    loopLengthSeconds: digital ? (body.loop_length_seconds ?? null) : null,
    spotsPerLoop: digital ? (body.spots_per_loop ?? null) : null,
  };
}

/** 409 when another site (deleted ones included: their code stays theirs) holds the code. */
async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.siteCode, code), exceptId ? ne(sites.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(SITE_MESSAGES.codeTaken(code));
}

/** The unique index's refusal (two writers racing for one code) as the same 409. */
async function orCodeTaken<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { code?: string; cause?: { code?: string } }) ?? {};
    if (cause.code === '23505' || cause.cause?.code === '23505')
      throw conflict(SITE_MESSAGES.codeTaken(code));
    throw error;
  }
}

async function replaceAudience(tx: Db, siteId: number, body: SiteBody) {
  await tx.delete(siteAgeRanges).where(eq(siteAgeRanges.siteId, siteId));
  await tx.delete(siteGenders).where(eq(siteGenders.siteId, siteId));
  const ages = [...new Set(body.age_range_ids)];
  const genderIds = [...new Set(body.gender_ids)];
  if (ages.length) await tx.insert(siteAgeRanges).values(ages.map((ageRangeId) => ({ siteId, ageRangeId })));
  if (genderIds.length)
    await tx.insert(siteGenders).values(genderIds.map((genderId) => ({ siteId, genderId })));
}

const audit = (
  tx: Db,
  actorId: number,
  action: string,
  siteId: number,
  details: Record<string, unknown>,
  now: Date,
) =>
  tx
    .insert(auditLog)
    .values({ actorUserId: actorId, action, entity: 'site', entityId: siteId, details, createdAt: now });

/** create-site-appsells: an approved site of the inventory. */
export async function createSite(
  deps: { db: Db; now: Date },
  body: SiteBody,
  actor: AuthUser,
): Promise<{ message: string; site: SiteRecord }> {
  const { db, now } = deps;
  if (PROVISIONAL_CODE.test(body.site_code)) throw invalidInput({ site_code: SITE_MESSAGES.reservedCode });
  const resolved = await resolveReferences(db, body);
  await assertCodeFree(db, body.site_code);
  const id = await orCodeTaken(body.site_code, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sites)
        .values({ ...siteColumns(body, resolved), status: 'approved', createdAt: now, updatedAt: now })
        .returning({ id: sites.id });
      if (!row) throw new Error('sites: insert answered no row');
      await replaceAudience(tx, row.id, body);
      await audit(tx, actor.id, 'site.create', row.id, { site_code: body.site_code }, now);
      return row.id;
    }),
  );
  return { message: `Site ${body.site_code} added to the inventory`, site: await findSiteRecord(db, id) };
}

/** The live site's status and code, locked when asked; 404 for an unknown or deleted site. */
async function liveSite(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: sites.id, status: sites.status, siteCode: sites.siteCode })
    .from(sites)
    .where(and(eq(sites.id, id), isNull(sites.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(SITE_NOT_FOUND);
  return row;
}

/**
 * update-site: replaces a site's details. A planner may only complete a requested (pending) site (403 on an
 * approved one); a requested site keeps its provisional code or gets a real one, never another REQ- code.
 */
export async function updateSite(
  deps: { db: Db; now: Date },
  id: number,
  body: SiteBody,
  actor: AuthUser,
): Promise<{ message: string; site: SiteRecord }> {
  const { db, now } = deps;
  const current = await liveSite(db, id);
  if (actor.role === 'planner' && current.status !== 'pending')
    throw forbidden(SITE_MESSAGES.plannerOnlyPending);
  if (
    PROVISIONAL_CODE.test(body.site_code) &&
    body.site_code.toUpperCase() !== current.siteCode.toUpperCase()
  )
    throw invalidInput({ site_code: SITE_MESSAGES.reservedCode });
  const resolved = await resolveReferences(db, body);
  await assertCodeFree(db, body.site_code, id);
  await orCodeTaken(body.site_code, () =>
    db.transaction(async (tx) => {
      const locked = await liveSite(tx, id, { lock: true });
      if (actor.role === 'planner' && locked.status !== 'pending')
        throw forbidden(SITE_MESSAGES.plannerOnlyPending);
      await tx
        .update(sites)
        .set({ ...siteColumns(body, resolved), updatedAt: now })
        .where(eq(sites.id, id));
      await replaceAudience(tx, id, body);
      await audit(tx, actor.id, 'site.update', id, { status: locked.status, site_code: body.site_code }, now);
    }),
  );
  return { message: `Site ${body.site_code} updated`, site: await findSiteRecord(db, id) };
}

// Namespace of the plan acceptance's advisory lock on a site (services/plans/bookings.ts): deleting takes it too,
// so a site cannot be deleted while an acceptance that books it is being decided.
const SITE_LOCK = 61_001;

/**
 * delete-site: a soft delete (`deleted_at`; the plans that used the site keep it). 409 while the site is a row of
 * an accepted plan (an active campaign's plan is one), naming the plan, its brief and the running campaign.
 */
export async function deleteSite(deps: { db: Db; now: Date }, id: number, actor: AuthUser) {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SITE_LOCK}::int, ${id}::int)`);
    const site = await liveSite(tx, id, { lock: true });
    const uses = await tx
      .select({
        planName: plans.name,
        briefNumber: briefs.briefNumber,
        campaignName: campaigns.name,
      })
      .from(planSites)
      .innerJoin(plans, eq(plans.id, planSites.planId))
      .innerJoin(briefs, eq(briefs.id, plans.briefId))
      .leftJoin(campaigns, and(eq(campaigns.planId, plans.id), eq(campaigns.status, 'active')))
      .where(and(eq(planSites.siteId, id), eq(plans.status, 'accepted')))
      .orderBy(sql`${campaigns.id} is null`, asc(plans.id));
    const [first] = uses;
    if (first) {
      const more = new Set(uses.map((use) => use.planName)).size - 1;
      throw conflict(
        `Cannot delete site ${site.siteCode}: it is on the accepted plan "${first.planName}" (brief ${first.briefNumber})` +
          (first.campaignName ? `, whose campaign "${first.campaignName}" is running` : '') +
          (more > 0 ? `, and on ${more} more accepted plan${more > 1 ? 's' : ''}` : '') +
          '. A booked site stays in the inventory.',
      );
    }
    await tx.update(sites).set({ deletedAt: now, updatedAt: now }).where(eq(sites.id, id));
    await audit(tx, actor.id, 'site.delete', id, { site_code: site.siteCode, status: site.status }, now);
    return { message: `Site ${site.siteCode} deleted` };
  });
}

/**
 * approve-tracker-site: the requested-site machine decides (an approved site answers 409 naming its status); a site
 * whose details are not complete answers 409 naming what is missing (`missing_for_approval`).
 */
export async function approveRequestedSite(
  deps: TransitionDeps,
  id: number,
  actor: AuthUser,
): Promise<{ message: string; site: SiteRecord }> {
  const record = await findSiteRecord(deps.db, id);
  if (record.status === 'pending' && record.missing_for_approval.length)
    throw conflict(
      `Cannot approve: this requested site's details are not complete. Still missing: ${record.missing_for_approval.join(', ')}.`,
    );
  await changeStatus(deps, {
    machine: requestedSiteMachine,
    entity: 'requested site',
    entityId: id,
    event: { type: 'requestedSite.approve' },
    actorId: actor.id,
    notFoundMessage: SITE_NOT_FOUND,
    async load(db) {
      const [row] = await db
        .select({ status: sites.status })
        .from(sites)
        .where(and(eq(sites.id, id), isNull(sites.deletedAt)));
      return row ? { status: row.status, facts: {} } : null;
    },
    async write(tx, change) {
      const [row] = await tx
        .update(sites)
        .set({ status: change.to as 'approved', updatedAt: deps.now })
        .where(and(eq(sites.id, id), eq(sites.status, change.from as 'pending'), isNull(sites.deletedAt)))
        .returning({ id: sites.id });
      return row ?? null;
    },
  });
  const site = await findSiteRecord(deps.db, id);
  return { message: `Site ${site.site_code} approved: it is in the inventory`, site };
}

/**
 * create-requested-site: a `pending` site with the provisional code `REQ-<id>` (its own id, so it is unique), the
 * sizes and the rate 0 until its details are completed; admins and KAMs are notified (docs/domain.md
 * "Notifications", kind `siteRequested`).
 */
export async function createRequestedSite(
  deps: TransitionDeps,
  body: RequestedSiteBody,
  actor: AuthUser,
): Promise<{ message: string; site: SiteRecord }> {
  const { db, now } = deps;
  const [place] = await db
    .select({ cityId: locations.cityId, regionId: cities.regionId })
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .where(eq(locations.id, body.location_id));
  const [medium] = await db
    .select({ kind: mediums.kind })
    .from(mediums)
    .where(eq(mediums.id, body.medium_id));
  const errors: Record<string, string> = {};
  if (!place) errors.location_id = SITE_MESSAGES.unknownLocation;
  if (!medium) errors.medium_id = SITE_MESSAGES.unknownMedium;
  if ((body.latitude == null) !== (body.longitude == null))
    errors[body.latitude == null ? 'latitude' : 'longitude'] = SITE_MESSAGES.positionPair;
  if (!place || !medium || Object.keys(errors).length) throw invalidInput(errors);
  const kind = NOTIFICATION_KINDS.siteRequested;
  const { id, code, recipients, message } = await db.transaction(async (tx) => {
    const next = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('sites', 'id'))::int as id`,
    )) as unknown as { rows: Array<{ id: number | string }> };
    const id = Number(next.rows[0]?.id);
    const code = provisionalCode(id);
    await tx.insert(sites).values({
      id,
      siteCode: code,
      name: body.site_name,
      regionId: place.regionId,
      cityId: place.cityId,
      locationId: body.location_id,
      mediumId: body.medium_id,
      widthFt: 0,
      heightFt: 0,
      monthlyRate: 0,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      status: 'pending',
      requestedBy: actor.id,
      requestNote: body.note ? body.note : null,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, actor.id, 'requestedSite.request', id, { site_code: code }, now);
    const message = {
      title: kind.title,
      body: `${code} · ${body.site_name}: asked for by ${actor.name}${body.note ? ` ("${body.note.slice(0, 120)}")` : ''}.`,
      // The same screen for both roles.
      link: kind.link({ site_id: id }),
    };
    const recipients = await writeNotifications(
      tx,
      { roles: kind.roles, message },
      { actorId: actor.id, now },
    );
    return { id, code, recipients, message };
  });
  await pushToUsers(deps, recipients, message);
  return {
    message: `Site requested as ${code}: it waits for its details and approval`,
    site: await findSiteRecord(db, id),
  };
}
