import {
  COMPETITOR_MESSAGES,
  COMPETITOR_REPORT_LABELS,
  type CompetitorHeadToHeadRow,
  type CompetitorReport,
  type CompetitorReportGroup,
  type CompetitorReportType,
} from '@ooh/api/contract';
import { compareNames, groupPresence, headToHeadShare } from '@ooh/api/report-math';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { auditLog, competitorReports } from '../../db/schema.ts';
import { conflict, invalidInput, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { findCampaign, findCompetitor } from './competitors.ts';
import { campaignSightings, type SightingRow, toSite } from './sightings.ts';

/**
 * Competitor reports (issue 18; docs/domain.md "Competitor reports"): computed from the chosen sightings (all of
 * the campaign's when none are chosen), stored as a snapshot (one per campaign and type: generating again replaces
 * it) and returned; fetching answers the snapshot as stored, whatever changed since.
 */

/** The share-of-presence report types and what each groups the sightings by. */
const GROUPED = {
  'city-wise': (row: SightingRow) => ({ id: row.cityId, name: row.cityName }),
  'medium-wise': (row: SightingRow) => ({ id: row.mediumId, name: row.mediumName }),
  'region-wise': (row: SightingRow) => ({ id: row.regionId, name: row.regionName }),
} as const;

/**
 * Sightings grouped by city, medium or region: sites and faces per group, the shares by the largest-remainder
 * method (they add up to 100.0), largest group first, then by name.
 */
export function presenceGroups(
  rows: readonly SightingRow[],
  by: (row: SightingRow) => { id: number; name: string },
): CompetitorReportGroup[] {
  return groupPresence(rows, by, (row) => Number(row.faces));
}

/**
 * Our inventory sites in campaigns running now (status `active`), distinct, per city and medium among `pairs`:
 * the other side of the head-to-head report.
 */
async function ourSites(db: Db, pairs: ReadonlyArray<{ cityId: number; mediumId: number }>) {
  const counts = new Map<string, number>();
  if (pairs.length === 0) return counts;
  const wanted = JSON.stringify(pairs.map((pair) => ({ city_id: pair.cityId, medium_id: pair.mediumId })));
  const result = (await db.execute(sql`
    select s.city_id as "cityId", s.medium_id as "mediumId", count(distinct cs.site_id)::int as "sites"
    from campaign_sites cs
    join campaigns c on c.id = cs.campaign_id and c.status = 'active'
    join sites s on s.id = cs.site_id
    join jsonb_to_recordset(${wanted}::jsonb) as w(city_id int, medium_id int)
      on w.city_id = s.city_id and w.medium_id = s.medium_id
    group by s.city_id, s.medium_id`)) as unknown as {
    rows: Array<{ cityId: number; mediumId: number; sites: number }>;
  };
  for (const row of result.rows) counts.set(`${row.cityId}:${row.mediumId}`, Number(row.sites));
  return counts;
}

/**
 * Head to head: for each city and medium among the sightings, the competitor's sightings there beside our sites
 * there in running campaigns, and the competitor's share of the two (one decimal, half up); by city, then medium.
 * The totals add the rows up and take the share of the sums.
 */
export async function headToHead(db: Db, rows: readonly SightingRow[]) {
  const cells = new Map<string, Omit<CompetitorHeadToHeadRow, 'our_sites' | 'competitor_share'>>();
  for (const row of rows) {
    const key = `${row.cityId}:${row.mediumId}`;
    const cell = cells.get(key) ?? {
      city_id: row.cityId,
      city_name: row.cityName,
      medium_id: row.mediumId,
      medium_name: row.mediumName,
      competitor_sites: 0,
    };
    cell.competitor_sites += 1;
    cells.set(key, cell);
  }
  const ours = await ourSites(
    db,
    [...cells.values()].map((cell) => ({ cityId: cell.city_id, mediumId: cell.medium_id })),
  );
  const table: CompetitorHeadToHeadRow[] = [...cells.entries()]
    .map(([key, cell]) => {
      const our = ours.get(key) ?? 0;
      return {
        ...cell,
        our_sites: our,
        competitor_share: headToHeadShare(cell.competitor_sites, our),
      };
    })
    .sort((a, b) => compareNames(a.city_name, b.city_name) || compareNames(a.medium_name, b.medium_name));
  const competitor = table.reduce((sum, row) => sum + row.competitor_sites, 0);
  const our = table.reduce((sum, row) => sum + row.our_sites, 0);
  return {
    rows: table,
    totals: {
      competitor_sites: competitor,
      our_sites: our,
      competitor_share: headToHeadShare(competitor, our),
    },
  };
}

/**
 * generate-competitor-report: 404 for an unknown campaign, 409 when it has no sightings, 400 when a chosen sighting
 * is not one of the campaign's.
 */
export async function generateReport(
  deps: { db: Db; now: Date },
  query: { competitor_campaign_id: number; report_type: CompetitorReportType },
  siteIds: readonly number[],
  actor: AuthUser,
): Promise<{ message: string; report: CompetitorReport }> {
  const { db, now } = deps;
  const campaign = await findCampaign(db, query.competitor_campaign_id);
  const competitor = await findCompetitor(db, campaign.competitor_id);
  const all = await campaignSightings(db, campaign.id);
  if (all.length === 0) throw conflict(COMPETITOR_MESSAGES.reportNoSites);
  const chosenIds = new Set(siteIds);
  const known = new Set(all.map((row) => row.id));
  if ([...chosenIds].some((id) => !known.has(id)))
    throw invalidInput({ site_ids: COMPETITOR_MESSAGES.reportSitesUnknown });
  const rows = chosenIds.size === 0 ? all : all.filter((row) => chosenIds.has(row.id));
  const label = COMPETITOR_REPORT_LABELS[query.report_type];
  const base = {
    competitor_campaign_id: campaign.id,
    label,
    generated_at: now.toISOString(),
    generated_by_name: actor.name,
    competitor: { id: competitor.id, name: competitor.competitor_name, logo_url: competitor.logo_url },
    campaign: {
      id: campaign.id,
      name: campaign.competitor_campaign_name,
      industry_type: campaign.industry_type,
      first_seen: campaign.first_seen,
      last_seen: campaign.last_seen,
    },
    site_ids: rows.map((row) => row.id).sort((a, b) => a - b),
    total_sites: rows.length,
    total_faces: rows.reduce((sum, row) => sum + Number(row.faces), 0),
  };
  const type = query.report_type;
  const report: CompetitorReport =
    type === 'site-list'
      ? { ...base, report_type: type, sites: rows.map(toSite) }
      : type === 'head-to-head'
        ? { ...base, report_type: type, ...(await headToHead(db, rows)) }
        : { ...base, report_type: type, groups: presenceGroups(rows, GROUPED[type]) };

  await db.transaction(async (tx) => {
    await tx
      .insert(competitorReports)
      .values({
        campaignId: campaign.id,
        reportType: type,
        siteIds: base.site_ids,
        data: report,
        generatedBy: actor.id,
        generatedAt: now,
      })
      .onConflictDoUpdate({
        target: [competitorReports.campaignId, competitorReports.reportType],
        set: { siteIds: base.site_ids, data: report, generatedBy: actor.id, generatedAt: now },
      });
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: 'competitor_report.generate',
      entity: 'competitor_campaign',
      entityId: campaign.id,
      details: { report_type: type, total_sites: base.total_sites },
      createdAt: now,
    });
  });
  return { message: COMPETITOR_MESSAGES.reportGenerated(label), report };
}

/** fetch-single-report: the stored snapshot; 404 for an unknown campaign or a report not generated yet. */
export async function findReport(
  db: Db,
  query: { competitor_campaign_id: number; reportType: CompetitorReportType },
): Promise<{ report: CompetitorReport }> {
  await findCampaign(db, query.competitor_campaign_id);
  const [row] = await db
    .select({ data: competitorReports.data })
    .from(competitorReports)
    .where(
      and(
        eq(competitorReports.campaignId, query.competitor_campaign_id),
        eq(competitorReports.reportType, query.reportType),
      ),
    );
  if (!row) throw notFound(COMPETITOR_MESSAGES.reportNotFound);
  return { report: row.data as CompetitorReport };
}
