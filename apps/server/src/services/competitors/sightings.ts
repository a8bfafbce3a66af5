import {
  COMPETITOR_CAMPAIGN_MAX_SITES,
  COMPETITOR_MESSAGES,
  type CompetitorReportSummary,
  type CompetitorReportType,
  type CompetitorSite,
  type CompetitorSiteInput,
  downloadCompetitorSitePhoto,
  fillPath,
  type MEDIUM_KINDS,
  VISUALREP_MESSAGES,
} from '@ooh/api/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import {
  auditLog,
  cities,
  competitorCampaignSites,
  competitorCampaigns,
  competitorReports,
  files,
  locations,
  mediums,
  regions,
  sites,
  users,
} from '../../db/schema.ts';
import { invalidInput, notFound } from '../../errors.ts';
import { databaseCause } from '../../http/database-errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import {
  commitStoredFiles,
  discardStoredFiles,
  recordFile,
  removeStoredFiles,
  type StoredFile,
} from '../files/index.ts';
import { prepared } from '../shared/prepared.ts';
import { makeWebCopy, photoType, storePhotoWithWebCopy } from '../visualrep/photos.ts';
import { findCampaignWithCompetitor } from './competitors.ts';
import { type CompetitorDeps, deleteFiles } from './writes.ts';

/**
 * Where a competitor campaign was seen (issue 18; docs/domain.md "Competitors"): an inventory site, whose region,
 * city, location, medium, position and faces are the site's; or a location and a medium recorded by hand, whose
 * city and region are the location's, with the position recorded and one face. Each may have a photo, kept as
 * uploaded with an upright web copy as the visual representation keeps its photos.
 */

// ---------------------------------------------------------------------------------------------------------------
// Reads

const site = alias(sites, 'seen_site');
const place = alias(locations, 'seen_location');
const city = alias(cities, 'seen_city');
const region = alias(regions, 'seen_region');
const medium = alias(mediums, 'seen_medium');

/** A sighting's place and medium: the inventory site's, or the recorded location's and medium. */
const sightingColumns = {
  id: competitorCampaignSites.id,
  campaignId: competitorCampaignSites.campaignId,
  siteId: competitorCampaignSites.siteId,
  siteCode: site.siteCode,
  siteName: site.name,
  regionId: region.id,
  regionName: region.name,
  cityId: city.id,
  cityName: city.name,
  locationId: place.id,
  locationName: place.name,
  mediumId: medium.id,
  mediumName: medium.name,
  kind: medium.kind,
  address: competitorCampaignSites.address,
  latitude: sql<
    number | null
  >`case when ${competitorCampaignSites.siteId} is null then ${competitorCampaignSites.latitude} else ${site.latitude} end`,
  longitude: sql<
    number | null
  >`case when ${competitorCampaignSites.siteId} is null then ${competitorCampaignSites.longitude} else ${site.longitude} end`,
  faces: sql<number>`coalesce(${site.faces}, 1)`,
  seenOn: competitorCampaignSites.seenOn,
  notes: competitorCampaignSites.notes,
  photoWebFileId: competitorCampaignSites.photoWebFileId,
  photoWebWidth: competitorCampaignSites.photoWebWidth,
  photoWebHeight: competitorCampaignSites.photoWebHeight,
  photoWebKey: files.storageKey,
};

/** The sightings `where` selects, by city, location, site code (then address) and id. */
export function selectSightings(db: Db, where: SQL | undefined) {
  return db
    .select(sightingColumns)
    .from(competitorCampaignSites)
    .leftJoin(site, eq(site.id, competitorCampaignSites.siteId))
    .innerJoin(place, sql`${place.id} = coalesce(${site.locationId}, ${competitorCampaignSites.locationId})`)
    .innerJoin(city, sql`${city.id} = coalesce(${site.cityId}, ${place.cityId})`)
    .innerJoin(region, sql`${region.id} = coalesce(${site.regionId}, ${city.regionId})`)
    .innerJoin(medium, sql`${medium.id} = coalesce(${site.mediumId}, ${competitorCampaignSites.mediumId})`)
    .leftJoin(files, eq(files.id, competitorCampaignSites.photoWebFileId))
    .where(where)
    .orderBy(
      asc(city.name),
      asc(place.name),
      sql`${site.siteCode} asc nulls last`,
      sql`${competitorCampaignSites.address} asc nulls last`,
      asc(competitorCampaignSites.id),
    )
    .limit(COMPETITOR_CAMPAIGN_MAX_SITES);
}

export type SightingRow = Awaited<ReturnType<typeof selectSightings>>[number];

export const photoUrl = (id: number) => fillPath(downloadCompetitorSitePhoto.path, { id });

export function toSite(row: SightingRow): CompetitorSite {
  return {
    id: row.id,
    competitor_campaign_id: row.campaignId,
    site_id: row.siteId,
    site_code: row.siteCode,
    site_name: row.siteName,
    region_id: row.regionId,
    region_name: row.regionName,
    city_id: row.cityId,
    city_name: row.cityName,
    location_id: row.locationId,
    location_name: row.locationName,
    medium_id: row.mediumId,
    medium_name: row.mediumName,
    kind: row.kind as (typeof MEDIUM_KINDS)[number],
    address: row.address,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    faces: Number(row.faces),
    seen_on: row.seenOn,
    notes: row.notes,
    photo_url: row.photoWebFileId === null ? null : photoUrl(row.id),
  };
}

export const campaignSightings = (db: Db, campaignId: number) =>
  selectSightings(db, eq(competitorCampaignSites.campaignId, campaignId));

/** The reports generated for a campaign (`campaignId`, a placeholder), in the menu's order of types: prepared. */
const reportSummaries = (db: Db) =>
  prepared(db, 'competitor_campaign_reports', (name, on) =>
    on
      .select({
        reportType: competitorReports.reportType,
        generatedAt: competitorReports.generatedAt,
        generatedByName: users.name,
        totalSites: sql<number>`coalesce((${competitorReports.data}->>'total_sites')::int, 0)`,
      })
      .from(competitorReports)
      .leftJoin(users, eq(users.id, competitorReports.generatedBy))
      .where(eq(competitorReports.campaignId, sql.placeholder('campaignId')))
      .orderBy(asc(competitorReports.generatedAt))
      .prepare(name),
  );

/**
 * The sightings of a campaign (`campaignId`, a placeholder), prepared: with its seven joins PostgreSQL took 3.9 ms
 * to plan it and 0.35 ms to run it on the grown database (`npm run bench:explain -w @ooh/server -- "campaign sites"`).
 */
export const sightingsOfCampaignQuery = (on: Db) =>
  selectSightings(on, eq(competitorCampaignSites.campaignId, sql.placeholder('campaignId')));
const sightingsOfCampaign = (db: Db) =>
  prepared(db, 'competitor_campaign_sightings', (name, on) => sightingsOfCampaignQuery(on).prepare(name));

/**
 * competitor-campaign-sites/{id}: the campaign, its competitor, its sightings and its reports, the four read at
 * once by prepared statements (issue 12; 404 when the campaign is unknown).
 */
export async function campaignSites(db: Db, campaignId: number) {
  const values = { campaignId };
  const [found, rows, reports] = await Promise.all([
    findCampaignWithCompetitor(db, campaignId),
    sightingsOfCampaign(db).execute(values),
    reportSummaries(db).execute(values),
  ]);
  return {
    ...found,
    sites: rows.map(toSite),
    reports: reports.map(
      (row): CompetitorReportSummary => ({
        report_type: row.reportType as CompetitorReportType,
        generated_at: row.generatedAt.toISOString(),
        generated_by_name: row.generatedByName,
        total_sites: Number(row.totalSites),
      }),
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Saving the list

type SiteInput = z.output<typeof CompetitorSiteInput>;

const rowField = (index: number, field: string) => `competitor_sites.${index}.${field}`;

/** The columns a row is stored with: an inventory site's place is the site's, so only a recorded one keeps its own. */
function storedColumns(row: SiteInput) {
  const recorded = !row.site_id;
  return {
    site_id: recorded ? null : (row.site_id ?? null),
    location_id: recorded ? (row.location_id ?? null) : null,
    medium_id: recorded ? (row.medium_id ?? null) : null,
    address: recorded ? (row.address ?? null) : null,
    latitude: recorded ? (row.latitude ?? null) : null,
    longitude: recorded ? (row.longitude ?? null) : null,
    seen_on: row.seen_on ?? null,
    notes: row.notes ?? null,
  };
}

/** The ids of `table` among `ids` that exist (and pass `where`). */
async function existing(
  tx: Db,
  table: typeof sites | typeof locations | typeof mediums,
  ids: number[],
  where?: SQL,
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), where));
  return new Set(rows.map((row) => row.id));
}

/**
 * update-competitor-campaign-sites: the campaign's whole list. Rows with an `id` are the campaign's sightings,
 * kept (their photo stays) and updated; rows without are added; the campaign's other sightings are removed with
 * their photos' files. A new inventory sighting names a live approved site; a kept one may keep a site deleted
 * since (docs/domain.md "Competitors"). Reports already generated keep their figures (snapshots).
 */
export async function saveCampaignSites(
  deps: CompetitorDeps,
  body: { competitor_campaign_id: number; competitor_sites: SiteInput[] },
  actorId: number,
) {
  const campaignId = body.competitor_campaign_id;
  const rows = body.competitor_sites;
  const keys = await deps.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: competitorCampaigns.id })
      .from(competitorCampaigns)
      .where(eq(competitorCampaigns.id, campaignId))
      .for('update');
    if (!campaign) throw notFound(COMPETITOR_MESSAGES.campaignNotFound);
    const current = await tx
      .select({
        id: competitorCampaignSites.id,
        siteId: competitorCampaignSites.siteId,
        original: competitorCampaignSites.photoOriginalFileId,
        web: competitorCampaignSites.photoWebFileId,
      })
      .from(competitorCampaignSites)
      .where(eq(competitorCampaignSites.campaignId, campaignId));
    const byId = new Map(current.map((row) => [row.id, row]));

    // 400s first (rows of another campaign, a site twice), then 404s (unknown site, location or medium).
    const kept = new Set<number>();
    const seenSites = new Set<number>();
    for (const [index, row] of rows.entries()) {
      if (row.id !== undefined) {
        if (!byId.has(row.id) || kept.has(row.id))
          throw invalidInput({ [rowField(index, 'id')]: COMPETITOR_MESSAGES.siteRowNotFound });
        kept.add(row.id);
      }
      if (row.site_id) {
        if (seenSites.has(row.site_id))
          throw invalidInput({ [rowField(index, 'site_id')]: COMPETITOR_MESSAGES.siteTwice });
        seenSites.add(row.site_id);
      }
    }
    // A kept row naming the site it already had keeps it even when the site was deleted or unapproved since.
    const unchanged = (row: SiteInput) =>
      row.id !== undefined && row.site_id != null && byId.get(row.id)?.siteId === row.site_id;
    const newSiteIds = [
      ...new Set(rows.filter((row) => row.site_id && !unchanged(row)).map((row) => row.site_id as number)),
    ];
    const liveSites = await existing(
      tx,
      sites,
      newSiteIds,
      and(eq(sites.status, 'approved'), isNull(sites.deletedAt)),
    );
    const recorded = rows.filter((row) => !row.site_id);
    const locationIds = await existing(tx, locations, [
      ...new Set(recorded.map((row) => row.location_id as number)),
    ]);
    const mediumIds = await existing(tx, mediums, [
      ...new Set(recorded.map((row) => row.medium_id as number)),
    ]);
    for (const row of rows) {
      if (row.site_id && !unchanged(row) && !liveSites.has(row.site_id))
        throw notFound(COMPETITOR_MESSAGES.siteNotFound);
      if (!row.site_id && !locationIds.has(row.location_id as number)) throw notFound('Location not found');
      if (!row.site_id && !mediumIds.has(row.medium_id as number)) throw notFound('Medium not found');
    }

    // Removed rows go first (a new row may take the site one of them had), with their photos' files.
    const removed = current.filter((row) => !kept.has(row.id));
    if (removed.length)
      await tx.delete(competitorCampaignSites).where(
        inArray(
          competitorCampaignSites.id,
          removed.map((row) => row.id),
        ),
      );
    const gone = await deleteFiles(
      tx,
      removed.flatMap((row) => [row.original, row.web]).filter((id): id is number => id !== null),
    );
    try {
      const updates = rows
        .filter((row) => row.id !== undefined)
        .map((row) => ({ id: row.id, ...storedColumns(row) }));
      if (updates.length)
        await tx.execute(sql`
          update ${competitorCampaignSites} cs set
            site_id = v.site_id, location_id = v.location_id, medium_id = v.medium_id, address = v.address,
            latitude = v.latitude, longitude = v.longitude, seen_on = v.seen_on, notes = v.notes,
            updated_at = ${deps.now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(
            id int, site_id int, location_id int, medium_id int, address text, latitude float8, longitude float8,
            seen_on date, notes text)
          where cs.id = v.id and (cs.site_id, cs.location_id, cs.medium_id, cs.address, cs.latitude, cs.longitude,
            cs.seen_on, cs.notes) is distinct from (v.site_id, v.location_id, v.medium_id, v.address, v.latitude,
            v.longitude, v.seen_on, v.notes)`);
      const added = rows.filter((row) => row.id === undefined).map(storedColumns);
      if (added.length)
        await tx.insert(competitorCampaignSites).values(
          added.map((row) => ({
            campaignId,
            siteId: row.site_id,
            locationId: row.location_id,
            mediumId: row.medium_id,
            address: row.address,
            latitude: row.latitude,
            longitude: row.longitude,
            seenOn: row.seen_on,
            notes: row.notes,
            createdBy: actorId,
            createdAt: deps.now,
            updatedAt: deps.now,
          })),
        );
    } catch (error) {
      // Two kept rows swapping their sites meet the unique index half-way: a site twice, as far as the caller goes.
      if (databaseCause(error)?.code === '23505')
        throw invalidInput({ competitor_sites: COMPETITOR_MESSAGES.siteTwice });
      throw error;
    }
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: 'competitor_campaign.sites',
      entity: 'competitor_campaign',
      entityId: campaignId,
      details: {
        sites: rows.length,
        kept: kept.size,
        added: rows.length - kept.size,
        removed: removed.length,
      },
      createdAt: deps.now,
    });
    return gone;
  });
  await removeStoredFiles(deps, keys);
  const saved = await campaignSightings(deps.db, campaignId);
  return { message: COMPETITOR_MESSAGES.sitesSaved(saved.length), sites: saved.map(toSite) };
}

// ---------------------------------------------------------------------------------------------------------------
// Photos

const STORE_FOLDER = 'competitors';

/** The stored web copy of a sighting's photo; 404 for an unknown sighting or one without a photo. */
export async function findSightingPhoto(db: Db, id: number) {
  const [row] = await db
    .select({
      id: competitorCampaignSites.id,
      storageKey: files.storageKey,
      name: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(competitorCampaignSites)
    .leftJoin(files, eq(files.id, competitorCampaignSites.photoWebFileId))
    .where(eq(competitorCampaignSites.id, id));
  if (!row) throw notFound(COMPETITOR_MESSAGES.siteRowNotFound);
  if (!row.storageKey || !row.name || !row.contentType || row.size === null)
    throw notFound(COMPETITOR_MESSAGES.noPhoto);
  return { storageKey: row.storageKey, name: row.name, contentType: row.contentType, size: row.size };
}

/**
 * competitor-site-photo: the sighting's photo, replacing its previous one (whose files are deleted). The sighting
 * is checked first (404), then the image is decoded (400 when it cannot be); both files are staged, then recorded
 * with the row's change and its audit row in one transaction that holds the sighting's row.
 */
export async function uploadSightingPhoto(
  deps: CompetitorDeps,
  id: number,
  file: UploadedFile,
  actorId: number,
) {
  const type = photoType(file);
  if (!type) throw invalidInput({ file: VISUALREP_MESSAGES.fileType });
  const [exists] = await deps.db
    .select({ id: competitorCampaignSites.id })
    .from(competitorCampaignSites)
    .where(eq(competitorCampaignSites.id, id));
  if (!exists) throw notFound(COMPETITOR_MESSAGES.siteRowNotFound);
  const processed = await makeWebCopy(file.content);
  const staged: StoredFile[] = [];
  let replaced: string[] = [];
  try {
    const { original, web } = await storePhotoWithWebCopy(
      deps.storage,
      STORE_FOLDER,
      { content: file.content, fileName: file.fileName, type, web: processed.web.content },
      staged,
    );
    replaced = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          original: competitorCampaignSites.photoOriginalFileId,
          web: competitorCampaignSites.photoWebFileId,
        })
        .from(competitorCampaignSites)
        .where(eq(competitorCampaignSites.id, id))
        .for('update');
      if (!row) throw notFound(COMPETITOR_MESSAGES.siteRowNotFound);
      const originalId = await recordFile(tx, original, actorId, deps.now);
      const webId = await recordFile(tx, web, actorId, deps.now);
      await tx
        .update(competitorCampaignSites)
        .set({
          photoOriginalFileId: originalId,
          photoWebFileId: webId,
          photoWebWidth: processed.web.width,
          photoWebHeight: processed.web.height,
          updatedAt: deps.now,
        })
        .where(eq(competitorCampaignSites.id, id));
      const gone = await deleteFiles(
        tx,
        [row.original, row.web].filter((fileId): fileId is number => fileId !== null),
      );
      await tx.insert(auditLog).values({
        actorUserId: actorId,
        action: gone.length ? 'competitor_site.photo_replace' : 'competitor_site.photo_upload',
        entity: 'competitor_site',
        entityId: id,
        details: { file: original.storageKey, replaced: gone },
        createdAt: deps.now,
      });
      return gone;
    });
    await commitStoredFiles(
      deps.storage,
      staged.map((stored) => stored.storageKey),
    );
  } catch (error) {
    await discardStoredFiles(
      deps,
      staged.map((stored) => stored.storageKey),
    );
    throw error;
  }
  await removeStoredFiles(deps, replaced);
  const [row] = await selectSightings(deps.db, eq(competitorCampaignSites.id, id));
  if (!row) throw notFound(COMPETITOR_MESSAGES.siteRowNotFound);
  return { message: 'Photo uploaded', site: toSite(row) };
}
