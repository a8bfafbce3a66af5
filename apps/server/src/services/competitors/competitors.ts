import {
  COMPETITOR_MESSAGES,
  type CompetitorCampaign,
  type CompetitorListItem,
  downloadCompetitorLogo,
  fillPath,
} from '@ooh/api/contract';
import { and, asc, desc, eq, ilike, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { competitorCampaigns, competitors, files } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { containsPattern, counterColumn, readCounter, searchedPage, searchTerm } from '../shared/index.ts';
import {
  idIsOneOfPlaceholder,
  pageValues,
  pageWindow,
  prepared,
  preparedPageSize,
  withinPage,
} from '../shared/prepared.ts';

/**
 * Reading competitors and their campaigns (issue 18; docs/domain.md "Competitors"): the list by name with its
 * counter and a capped searched total, one competitor, a competitor's campaigns newest first, and the logo's file.
 */

/** The counter keys (migration 0017). */
export const COMPETITORS_COUNTER = 'competitors';
export const campaignsCounter = (competitorId: number) => `competitor_campaigns:competitor:${competitorId}`;
export const sitesCounter = (campaignId: number) => `competitor_sites:campaign:${campaignId}`;

/** The competitors' order (`competitors_name_order_idx`) and a competitor's campaigns' (`competitor_campaigns_list_idx`). */
const COMPETITORS_ORDER = [asc(competitors.name), asc(competitors.id)];
const CAMPAIGNS_ORDER = [desc(competitorCampaigns.createdAt), desc(competitorCampaigns.id)];

/** The logo's contract path; null without a logo. */
export const logoUrl = (id: number, logoFileId: number | null) =>
  logoFileId === null ? null : fillPath(downloadCompetitorLogo.path, { id });

const competitorColumns = {
  id: competitors.id,
  name: competitors.name,
  logoFileId: competitors.logoFileId,
  createdAt: competitors.createdAt,
  updatedAt: competitors.updatedAt,
  campaigns: sql<
    string | number | null
  >`(select value from list_counters where key = 'competitor_campaigns:competitor:' || ${competitors.id})`,
};

type CompetitorRow = {
  id: number;
  name: string;
  logoFileId: number | null;
  createdAt: Date;
  updatedAt: Date;
  campaigns: string | number | null;
};

const toCompetitor = (row: CompetitorRow): CompetitorListItem => ({
  id: row.id,
  competitor_name: row.name,
  logo_url: logoUrl(row.id, row.logoFileId),
  campaigns_count: Number(row.campaigns ?? 0),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A page of competitors by name (`competitors_name_order_idx`), with the whole list's counter. */
export function competitorsPageQuery(on: Db, page: number | Placeholder, limit: number) {
  const window = pageWindow(page, limit);
  return on
    .select({ ...competitorColumns, allTotal: counterColumn(COMPETITORS_COUNTER) })
    .from(competitors)
    .orderBy(...COMPETITORS_ORDER)
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The competitors of a searched page by their ids (placeholder `ids`), by name, with the whole list's counter
 * (placeholder `counterKey`): the ids and the capped count come from `searchedPage`'s one read of the matches.
 */
export const competitorsByIdsStatement = (db: Db) =>
  db
    .select({ ...competitorColumns, allTotal: counterColumn(sql.placeholder('counterKey')) })
    .from(competitors)
    .where(idIsOneOfPlaceholder(competitors.id))
    .orderBy(...COMPETITORS_ORDER);

/**
 * fetch-all-competitors: by name (the `competitors_name_order_idx` index), searched over part of the name (trigram);
 * the whole list's size from its counter, a searched total counted up to the window past the page (`searchedPage`).
 */
export async function listCompetitors(
  db: Db,
  query: { page: number; limit: number; competitor_name?: string | undefined },
) {
  const term = searchTerm(query.competitor_name);
  // The whole list's page is prepared, per page size (shared/prepared.ts); a searched one reads its ids per call.
  const size = preparedPageSize(query.limit);
  const { rows, searched } = term
    ? await searchedPage(
        db,
        {
          table: competitors,
          id: competitors.id,
          where: ilike(competitors.name, containsPattern(term)),
          order: COMPETITORS_ORDER,
        },
        query,
        { name: 'competitors_by_ids', build: competitorsByIdsStatement, counterKey: COMPETITORS_COUNTER },
      )
    : {
        rows: withinPage(
          await prepared(db, `competitors_page_${size}`, (name, on) =>
            competitorsPageQuery(on, sql.placeholder('page'), size).prepare(name),
          ).execute(pageValues(query.page, query.limit)),
          query.limit,
        ),
        searched: null,
      };
  const first = rows[0];
  const allTotal = first ? Number(first.allTotal ?? 0) : await readCounter(db, COMPETITORS_COUNTER);
  return {
    competitors: rows.map(toCompetitor),
    total: searched?.total ?? allTotal,
    totalCapped: searched?.capped ?? false,
    allTotal,
  };
}

/** One competitor as the list shows it; 404 when unknown. */
export async function findCompetitor(db: Db, id: number): Promise<CompetitorListItem> {
  const [row] = await db.select(competitorColumns).from(competitors).where(eq(competitors.id, id));
  if (!row) throw notFound(COMPETITOR_MESSAGES.notFound);
  return toCompetitor(row);
}

/** The stored logo of a competitor; 404 for an unknown competitor or one without a logo. */
export async function findLogoFile(db: Db, id: number) {
  const [row] = await db
    .select({
      logoFileId: competitors.logoFileId,
      storageKey: files.storageKey,
      name: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(competitors)
    .leftJoin(files, eq(files.id, competitors.logoFileId))
    .where(eq(competitors.id, id));
  if (!row) throw notFound(COMPETITOR_MESSAGES.notFound);
  if (!row.storageKey || !row.contentType || row.size === null || row.name === null)
    throw notFound(COMPETITOR_MESSAGES.noLogo);
  return { storageKey: row.storageKey, name: row.name, contentType: row.contentType, size: row.size };
}

// ---------------------------------------------------------------------------------------------------------------
// Campaigns

export const campaignColumns = {
  id: competitorCampaigns.id,
  competitorId: competitorCampaigns.competitorId,
  name: competitorCampaigns.name,
  industryType: competitorCampaigns.industryType,
  firstSeen: competitorCampaigns.firstSeen,
  lastSeen: competitorCampaigns.lastSeen,
  createdAt: competitorCampaigns.createdAt,
  updatedAt: competitorCampaigns.updatedAt,
  sites: sql<
    string | number | null
  >`(select value from list_counters where key = 'competitor_sites:campaign:' || ${competitorCampaigns.id})`,
};

type CampaignRow = {
  id: number;
  competitorId: number;
  name: string;
  industryType: string;
  firstSeen: string | null;
  lastSeen: string | null;
  createdAt: Date;
  updatedAt: Date;
  sites: string | number | null;
};

export const toCampaign = (row: CampaignRow): CompetitorCampaign => ({
  id: row.id,
  competitor_id: row.competitorId,
  competitor_campaign_name: row.name,
  industry_type: row.industryType,
  first_seen: row.firstSeen,
  last_seen: row.lastSeen,
  sites_count: Number(row.sites ?? 0),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** One campaign; 404 when unknown. */
export async function findCampaign(db: Db, id: number): Promise<CompetitorCampaign> {
  const [row] = await db
    .select(campaignColumns)
    .from(competitorCampaigns)
    .where(eq(competitorCampaigns.id, id));
  if (!row) throw notFound(COMPETITOR_MESSAGES.campaignNotFound);
  return toCampaign(row);
}

/** One competitor by `competitorId` (a placeholder), as the list shows it. */
export const competitorByIdQuery = (on: Db) =>
  on
    .select(competitorColumns)
    .from(competitors)
    .where(eq(competitors.id, sql.placeholder('competitorId')));

/** A page of a competitor's campaigns, newest first (`competitor_campaigns_list_idx`). */
export function campaignsPageQuery(
  on: Db,
  competitorId: number | Placeholder,
  page: number | Placeholder,
  limit: number,
) {
  const window = pageWindow(page, limit);
  return on
    .select(campaignColumns)
    .from(competitorCampaigns)
    .where(eq(competitorCampaigns.competitorId, competitorId))
    .orderBy(...CAMPAIGNS_ORDER)
    .limit(window.limit)
    .offset(window.offset);
}

/** A searched page's campaigns by their ids (placeholder `ids`, from `searchedPage`), newest first. */
export const competitorCampaignsByIdsStatement = (db: Db) =>
  db
    .select(campaignColumns)
    .from(competitorCampaigns)
    .where(idIsOneOfPlaceholder(competitorCampaigns.id))
    .orderBy(...CAMPAIGNS_ORDER);

/** A campaign (`campaignId`, a placeholder) with its competitor, one row. */
export const campaignWithCompetitorQuery = (on: Db) =>
  on
    .select({ campaign: campaignColumns, competitor: competitorColumns })
    .from(competitorCampaigns)
    .innerJoin(competitors, eq(competitors.id, competitorCampaigns.competitorId))
    .where(eq(competitorCampaigns.id, sql.placeholder('campaignId')));

/**
 * A campaign and its competitor by the campaign's id, in one prepared statement (issue 12: the campaign page is read
 * on every visit; planned once per connection, not per call); 404 when the campaign is unknown.
 */
export async function findCampaignWithCompetitor(db: Db, campaignId: number) {
  const [row] = await prepared(db, 'competitor_campaign_with_competitor', (name, on) =>
    campaignWithCompetitorQuery(on).prepare(name),
  ).execute({ campaignId });
  if (!row) throw notFound(COMPETITOR_MESSAGES.campaignNotFound);
  return { campaign: toCampaign(row.campaign), competitor: toCompetitor(row.competitor) };
}

/**
 * competitor-campaigns/{id}: the competitor and its campaigns newest first (the `competitor_campaigns_list_idx`
 * index), searched over part of the name; the competitor's count from its counter.
 */
export async function listCampaigns(
  db: Db,
  competitorId: number,
  query: { page: number; limit: number; campaign_name?: string | undefined },
) {
  const term = searchTerm(query.campaign_name);
  // The competitor and the page at once, both prepared when nothing is searched (issue 12); the page of a competitor
  // that does not exist is empty, and the answer a 404 anyway.
  const size = preparedPageSize(query.limit);
  const values = { competitorId, ...pageValues(query.page, query.limit) };
  const [[competitorRow], { rows, searched }] = await Promise.all([
    prepared(db, 'competitor_by_id', (name, on) => competitorByIdQuery(on).prepare(name)).execute(values),
    term
      ? searchedPage(
          db,
          {
            table: competitorCampaigns,
            id: competitorCampaigns.id,
            where: and(
              eq(competitorCampaigns.competitorId, competitorId),
              ilike(competitorCampaigns.name, containsPattern(term)),
            ) as SQL,
            order: CAMPAIGNS_ORDER,
          },
          query,
          { name: 'competitor_campaigns_by_ids', build: competitorCampaignsByIdsStatement },
        )
      : prepared(db, `competitor_campaigns_page_${size}`, (name, on) =>
          campaignsPageQuery(on, sql.placeholder('competitorId'), sql.placeholder('page'), size).prepare(
            name,
          ),
        )
          .execute(values)
          .then((read) => ({ rows: withinPage(read, query.limit), searched: null })),
  ]);
  if (!competitorRow) throw notFound(COMPETITOR_MESSAGES.notFound);
  const competitor = toCompetitor(competitorRow);
  const allTotal = competitor.campaigns_count;
  return {
    competitor,
    campaigns: rows.map(toCampaign),
    total: searched?.total ?? allTotal,
    totalCapped: searched?.capped ?? false,
    allTotal,
  };
}
