import type { CampaignSiteFilter, CampaignSiteItem, Named } from '@ooh/api/contract';
import { nextExecutionStatusId } from '@ooh/machines/execution-status';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import {
  campaignSites,
  campaigns,
  executionStatuses,
  locations,
  mediums,
  regions,
  sites,
  trackerStatuses,
  trackers,
  users,
} from '../../db/schema.ts';
import { cappedCount, containsPattern, searchTerm } from '../shared/index.ts';
import { pageValues, pageWindow, prepared, preparedPageSize, withinPage } from '../shared/prepared.ts';
import { settledSql, verifiedSql } from './facts.ts';

/**
 * The campaign site reads (docs/domain.md "Campaign" and "Field screens"): a campaign's sites as the screens list
 * them, with their tracker, execution status, proposal, photo counts and whether they are settled and verified; a
 * page of one campaign's sites; the items the field calls answer.
 */

export type CampaignSitesQuery = {
  page: number;
  limit: number;
  search?: string | undefined;
  tracker_id?: number | undefined;
  execution?: CampaignSiteFilter | undefined;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const proposed = alias(executionStatuses, 'proposed_status');
const proposer = alias(users, 'proposer');

const imageCounts = sql<string | { pending: number; approved: number; rejected: number; flagged: number }>`(
  select json_build_object(
    'pending', count(*) filter (where si."status" = 'pending'),
    'approved', count(*) filter (where si."status" = 'approved'),
    'rejected', count(*) filter (where si."status" = 'rejected'),
    'flagged', count(*) filter (where si."status" in ('pending', 'approved')
                                  and (si."flag_far" or si."flag_early" or si."flag_duplicate")))
  from "site_images" si where si."campaign_site_id" = cs."id")`;

/**
 * The execution statuses in order as a column (an uncorrelated subquery: computed once a statement), so a page of
 * campaign sites brings the order its next-status rule reads in the same round trip.
 */
const statusOrderColumn = sql<string | Named[]>`(
  select coalesce(json_agg(json_build_object('id', es."id", 'name', es."name") order by es."position", es."id"), '[]'::json)
  from "execution_statuses" es)`;

/** The statuses' order a page of `selectCampaignSites` rows carries (the same on every row: read off the first). */
function statusOrderOf(rows: ReadonlyArray<{ statusOrder: string | Named[] }>): Named[] {
  const [first] = rows;
  if (!first) return [];
  const order = typeof first.statusOrder === 'string' ? JSON.parse(first.statusOrder) : first.statusOrder;
  return (order as Array<{ id: number | string; name: string }>).map((status) => ({
    id: Number(status.id),
    name: status.name,
  }));
}

/** A campaign_sites row as `cs` with everything a campaign site item shows. */
function selectCampaignSites(db: Db) {
  const cs = alias(campaignSites, 'cs');
  return {
    cs,
    query: db
      .select({
        id: cs.id,
        campaignId: cs.campaignId,
        siteId: cs.siteId,
        planId: cs.planId,
        siteCode: sites.siteCode,
        siteName: sites.name,
        locationName: locations.name,
        cityName: sites.cityName,
        regionName: regions.name,
        mediumName: mediums.name,
        latitude: sites.latitude,
        longitude: sites.longitude,
        startDate: cs.startDate,
        endDate: cs.endDate,
        trackerId: trackers.id,
        trackerName: trackers.name,
        trackerPhone: trackers.phone,
        trackerStatusId: trackerStatuses.id,
        trackerStatusName: trackerStatuses.name,
        executionStatusId: executionStatuses.id,
        executionStatusName: executionStatuses.name,
        proposedId: proposed.id,
        proposedName: proposed.name,
        proposedByName: proposer.name,
        proposedAt: cs.proposedAt,
        waivedReason: cs.waivedReason,
        images: imageCounts,
        settled: sql<boolean>`${settledSql}`,
        verified: sql<boolean>`${verifiedSql}`,
        statusOrder: statusOrderColumn,
      })
      .from(cs)
      .innerJoin(sites, eq(sites.id, cs.siteId))
      .leftJoin(locations, eq(locations.id, sites.locationId))
      .leftJoin(regions, eq(regions.id, sites.regionId))
      .leftJoin(mediums, eq(mediums.id, sites.mediumId))
      .leftJoin(trackers, eq(trackers.id, cs.trackerId))
      .leftJoin(trackerStatuses, eq(trackerStatuses.id, cs.trackerStatusId))
      .leftJoin(executionStatuses, eq(executionStatuses.id, cs.executionStatusId))
      .leftJoin(proposed, eq(proposed.id, cs.proposedExecutionStatusId))
      .leftJoin(proposer, eq(proposer.id, cs.proposedBy))
      .$dynamic(),
  };
}

type CampaignSiteRow = Awaited<ReturnType<typeof selectCampaignSites>['query']>[number];

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toCampaignSiteItem(row: CampaignSiteRow, order: readonly Named[]): CampaignSiteItem {
  const images = (typeof row.images === 'string' ? JSON.parse(row.images) : row.images) ?? {};
  const nextId =
    row.proposedId === null
      ? nextExecutionStatusId({
          statusOrder: order.map((status) => status.id),
          currentStatusId: row.executionStatusId,
          proposedStatusId: null,
        })
      : null;
  const next = nextId === null ? null : (order.find((status) => status.id === nextId) ?? null);
  return {
    campaign_site_id: row.id,
    campaign_id: row.campaignId,
    site_id: row.siteId,
    plan_id: row.planId,
    site_code: row.siteCode,
    site_name: row.siteName,
    location_name: row.locationName,
    city_name: row.cityName || null,
    region_name: row.regionName,
    medium_name: row.mediumName,
    latitude: row.latitude,
    longitude: row.longitude,
    start_date: row.startDate,
    end_date: row.endDate,
    tracker:
      row.trackerId === null
        ? null
        : { id: row.trackerId, name: row.trackerName ?? '', phone: row.trackerPhone ?? '' },
    tracker_status: named(row.trackerStatusId, row.trackerStatusName),
    execution_status: named(row.executionStatusId, row.executionStatusName),
    proposed_execution_status: named(row.proposedId, row.proposedName),
    proposed_by_name: row.proposedId === null ? null : row.proposedByName,
    proposed_at: iso(row.proposedAt),
    next_execution_status: next,
    waived_reason: row.waivedReason,
    images: {
      pending: Number(images.pending ?? 0),
      approved: Number(images.approved ?? 0),
      rejected: Number(images.rejected ?? 0),
      flagged: Number(images.flagged ?? 0),
    },
    settled: Boolean(row.settled),
    verified: Boolean(row.verified),
  };
}

/** The campaign site item of one site in one plan (the field calls answer it); null when none. */
export async function findCampaignSiteItem(
  db: Db,
  planId: number,
  siteId: number,
): Promise<CampaignSiteItem | null> {
  const { cs, query } = selectCampaignSites(db);
  const rows = await query.where(and(eq(cs.planId, planId), eq(cs.siteId, siteId)));
  const [row] = rows;
  return row ? toCampaignSiteItem(row, statusOrderOf(rows)) : null;
}

/** Narrowing a campaign's sites (fetch-single-campaign's `execution`). */
function siteFilter(cs: ReturnType<typeof selectCampaignSites>['cs'], filter: CampaignSiteFilter): SQL {
  switch (filter) {
    case 'unassigned':
      return isNull(cs.trackerId);
    case 'awaiting_approval':
      return sql`${cs.proposedExecutionStatusId} is not null`;
    case 'pending_images':
      return sql`exists (select 1 from "site_images" si where si."campaign_site_id" = ${cs.id} and si."status" = 'pending')`;
    case 'flagged':
      return sql`exists (select 1 from "site_images" si where si."campaign_site_id" = ${cs.id}
        and si."status" in ('pending', 'approved') and (si."flag_far" or si."flag_early" or si."flag_duplicate"))`;
  }
}

/**
 * A page of all of a campaign's sites in site-code order, as a prepared statement: the campaign by its id
 * (`campaignId`, a placeholder) or by its brief (`briefId`: the campaign page reads it beside its header, in one
 * round).
 */
export function campaignSitesPageStatement(db: Db, size: number, by: 'campaign' | 'brief' = 'campaign') {
  const { cs, query } = selectCampaignSites(db);
  const window = pageWindow(sql.placeholder('page'), size);
  const campaign =
    by === 'campaign'
      ? sql.placeholder('campaignId')
      : sql`(select c."id" from ${campaigns} c where c."brief_id" = ${sql.placeholder('briefId')})`;
  return query
    .where(eq(cs.campaignId, campaign))
    .orderBy(asc(sites.siteCode), asc(cs.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** Whether a page of a campaign's sites is narrowed (searched, by tracker, by what waits): built per call then. */
export const isNarrowed = (query: CampaignSitesQuery) =>
  searchTerm(query.search) !== null || query.tracker_id !== undefined || query.execution !== undefined;

/** The unnarrowed page of the sites of the campaign of a brief (prepared); the campaign page sends it beside its header. */
export async function campaignSitesPageByBrief(db: Db, briefId: number, query: CampaignSitesQuery) {
  const size = preparedPageSize(query.limit);
  const rows = await prepared(db, `campaign_sites_page_by_brief_${size}`, (name, on) =>
    campaignSitesPageStatement(on, size, 'brief').prepare(name),
  ).execute({ briefId, ...pageValues(query.page, query.limit) });
  return withinPage(rows, query.limit);
}

type SitesPageRows = Awaited<ReturnType<typeof campaignSitesPageByBrief>>;

/** A page of campaign sites as answered, from its rows and the totals (the campaign page's first read included). */
export function sitesPageOf(
  rows: SitesPageRows,
  counted: { total: number; capped: boolean } | null,
  sitesCount: number,
) {
  const order = statusOrderOf(rows);
  return {
    sites: rows.map((row) => toCampaignSiteItem(row, order)),
    total: counted ? counted.total : sitesCount,
    totalCapped: counted?.capped ?? false,
    allTotal: sitesCount,
  };
}

/**
 * A page of one campaign's sites in site-code order, narrowed by search, tracker or what waits; the narrowed total
 * is a capped count (docs/domain.md "Counts"), the whole one the campaign's own `sites_count`.
 */
export async function campaignSitesPage(
  db: Db,
  campaignId: number,
  sitesCount: number,
  query: CampaignSitesQuery,
) {
  const { cs, query: sitesQuery } = selectCampaignSites(db);
  const where: SQL[] = [eq(cs.campaignId, campaignId)];
  const term = searchTerm(query.search);
  if (term) {
    const pattern = containsPattern(term);
    where.push(
      sql`(${sites.siteCode} ilike ${pattern} or ${sites.name} ilike ${pattern} or ${locations.name} ilike ${pattern})`,
    );
  }
  if (query.tracker_id !== undefined) where.push(eq(cs.trackerId, query.tracker_id));
  if (query.execution) where.push(siteFilter(cs, query.execution));
  const narrowed = where.length > 1;
  // The whole campaign's page is a prepared statement (issue 12: planning the page's joins took 5.6 ms for 0.35 ms
  // of work on the grown database); a searched or filtered page is built per call. Each brings the statuses' order.
  const size = preparedPageSize(query.limit);
  const [rows, counted] = await Promise.all([
    narrowed
      ? sitesQuery
          .where(and(...where))
          .orderBy(asc(sites.siteCode), asc(cs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
      : prepared(db, `campaign_sites_page_${size}`, (name, on) =>
          campaignSitesPageStatement(on, size).prepare(name),
        )
          .execute({ campaignId, ...pageValues(query.page, query.limit) })
          .then((read) => withinPage(read, query.limit)),
    narrowed
      ? cappedCount(
          db,
          sql`select 1 from ${campaignSites} cs join ${sites} on ${sites.id} = cs."site_id"
                left join ${locations} on ${locations.id} = ${sites.locationId}
                where ${sql.join(
                  where.map((part) => sql`(${part})`),
                  sql` and `,
                )}`,
          query,
        )
      : null,
  ]);
  return sitesPageOf(rows, counted, sitesCount);
}

/** The campaign of one plan's site, for the field calls and the waiver: its id, status and the row's id. */
export async function findCampaignOfPlanSite(db: Db, planId: number, siteId: number) {
  const [row] = await db
    .select({
      campaignSiteId: campaignSites.id,
      campaignId: campaigns.id,
      briefId: campaigns.briefId,
      status: campaigns.status,
      executionStatusId: campaignSites.executionStatusId,
      proposedExecutionStatusId: campaignSites.proposedExecutionStatusId,
      waivedReason: campaignSites.waivedReason,
      siteCode: sites.siteCode,
      name: campaigns.name,
    })
    .from(campaignSites)
    .innerJoin(campaigns, eq(campaigns.id, campaignSites.campaignId))
    .innerJoin(sites, eq(sites.id, campaignSites.siteId))
    .where(and(eq(campaignSites.planId, planId), eq(campaignSites.siteId, siteId)));
  return row ?? null;
}

/** The campaign site items of several sites in one plan (assign-tracker answers them), in the sites' order. */
export async function findCampaignSiteItems(
  db: Db,
  planId: number,
  siteIds: readonly number[],
): Promise<CampaignSiteItem[]> {
  if (siteIds.length === 0) return [];
  const { cs, query } = selectCampaignSites(db);
  const rows = await query
    .where(and(eq(cs.planId, planId), inArray(cs.siteId, [...siteIds])))
    .orderBy(asc(sites.cityName), asc(sites.siteCode));
  const order = statusOrderOf(rows);
  return rows.map((row) => toCampaignSiteItem(row, order));
}
