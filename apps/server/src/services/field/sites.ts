import { FIELD_MESSAGES, type InventorySite, type SitePlanHistoryEntry } from '@ooh/api/contract';
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  briefs,
  campaigns,
  cities,
  clients,
  locations,
  mediums,
  planSites,
  plans,
  regions,
  siteImages,
  sites,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { campaignSiteFor, fieldSiteItem } from './campaign-sites.ts';
import { executionStatusHistoryOf } from './execution.ts';
import { siteImageItems } from './images.ts';

/** The most plans a site's history answers, newest first. */
export const SITE_PLAN_HISTORY_LIMIT = 50;

/**
 * fetch-plansite: a campaign site (its campaign named by `plan_id`) as the field screens show it, its photos of
 * `date` (every date when left out; every status but deleted), newest first, and its execution-status history.
 */
export async function fetchPlanSite(db: Db, siteId: number, planId: number, date: string | undefined) {
  const state = await campaignSiteFor(db, siteId, planId);
  const [campaign] = await db
    .select({
      id: campaigns.id,
      brief_id: campaigns.briefId,
      plan_id: campaigns.planId,
      name: campaigns.name,
      status: campaigns.status,
      start_date: campaigns.startDate,
      end_date: campaigns.endDate,
    })
    .from(campaigns)
    .where(eq(campaigns.id, state.campaignId));
  if (!campaign) throw notFound(FIELD_MESSAGES.campaignSiteNotFound);
  const where: SQL[] = [eq(siteImages.campaignSiteId, state.id), ne(siteImages.status, 'deleted')];
  if (date !== undefined) where.push(eq(siteImages.imageDate, date));
  return {
    campaign,
    site: await fieldSiteItem(db, planId, siteId),
    images: await siteImageItems(db, and(...where)),
    history: (await executionStatusHistoryOf(db, siteId, planId)).data,
  };
}

/**
 * fetch-site: a site of the inventory (approved or requested, not deleted) and the plans it was a row of, with the
 * campaign each ran as, newest first (at most SITE_PLAN_HISTORY_LIMIT).
 */
export async function fetchSite(
  db: Db,
  siteId: number,
): Promise<{ site: InventorySite; plans: SitePlanHistoryEntry[] }> {
  const [site] = await db
    .select({
      id: sites.id,
      site_code: sites.siteCode,
      site_name: sites.name,
      medium_name: mediums.name,
      region_name: regions.name,
      city_name: cities.name,
      location_name: locations.name,
      latitude: sites.latitude,
      longitude: sites.longitude,
      width_ft: sites.widthFt,
      height_ft: sites.heightFt,
      faces: sites.faces,
      illuminated: sites.illuminated,
      status: sites.status,
    })
    .from(sites)
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .innerJoin(regions, eq(regions.id, sites.regionId))
    .innerJoin(cities, eq(cities.id, sites.cityId))
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .where(and(eq(sites.id, siteId), isNull(sites.deletedAt)));
  if (!site) throw notFound(FIELD_MESSAGES.siteNotFound);
  const history = await db
    .select({
      plan_id: plans.id,
      plan_name: plans.name,
      plan_status: plans.status,
      brief_id: briefs.id,
      brief_number: briefs.briefNumber,
      campaign_name: sql<string>`coalesce(${campaigns.name}, ${briefs.campaignName})`,
      client_name: clients.companyName,
      start_date: planSites.startDate,
      end_date: planSites.endDate,
      campaign_id: campaigns.id,
      campaign_status: campaigns.status,
    })
    .from(planSites)
    .innerJoin(plans, eq(plans.id, planSites.planId))
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .leftJoin(campaigns, eq(campaigns.planId, plans.id))
    .where(and(eq(planSites.siteId, siteId), ne(briefs.status, 'deleted')))
    .orderBy(desc(planSites.startDate), desc(plans.id))
    .limit(SITE_PLAN_HISTORY_LIMIT);
  return { site, plans: history };
}
