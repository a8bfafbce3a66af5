import { type CampaignSiteItem, FIELD_MESSAGES, type Tracker } from '@ooh/api/contract';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  auditLog,
  campaignSites,
  campaigns,
  regions,
  sites,
  trackerStatuses,
  trackers,
} from '../../db/schema.ts';
import { conflict, invalidInput, notFound } from '../../errors.ts';
import { containsPattern } from '../shared/search.ts';
import {
  assertCampaignEditable,
  campaignSiteFor,
  type FieldDeps,
  fieldSiteItem,
  fieldSiteItems,
} from './campaign-sites.ts';

/**
 * Trackers and what they report (docs/domain.md "Tracker status"): the active trackers, one tracker assigned to many
 * sites of a running campaign at once, and the tracker status of a site (any listed status, in any order, once a
 * tracker is assigned). The campaign machine refuses both writes once the campaign is completed.
 */

/** The most trackers one list answers: a field team, not a directory. */
const MAX_TRACKERS = 500;

/** fetch-trackers: the active trackers by name; one region, or a name or phone containing the search. */
export async function listTrackers(
  db: Db,
  query: { region_id?: number | undefined; search?: string | undefined },
): Promise<{ data: Tracker[] }> {
  const where: SQL[] = [eq(trackers.active, true)];
  if (query.region_id !== undefined) where.push(eq(trackers.regionId, query.region_id));
  const term = query.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    const match = or(sql`${trackers.name} ilike ${pattern}`, sql`${trackers.phone} ilike ${pattern}`);
    if (match) where.push(match);
  }
  const rows = await db
    .select({
      id: trackers.id,
      name: trackers.name,
      phone: trackers.phone,
      region_id: trackers.regionId,
      region_name: regions.name,
    })
    .from(trackers)
    .leftJoin(regions, eq(regions.id, trackers.regionId))
    .where(and(...where))
    .orderBy(asc(trackers.name), asc(trackers.id))
    .limit(MAX_TRACKERS);
  return { data: rows };
}

/** fetch-tracker-status: the tracker statuses in order. */
export async function listTrackerStatuses(db: Db) {
  const data = await db
    .select({ id: trackerStatuses.id, name: trackerStatuses.name, position: trackerStatuses.position })
    .from(trackerStatuses)
    .orderBy(asc(trackerStatuses.position), asc(trackerStatuses.id));
  return { data };
}

/** The "assigned" tracker status, which a site without one gets with its tracker (the first of the list). */
async function assignedStatusId(db: Db): Promise<number | null> {
  const [byName] = await db
    .select({ id: trackerStatuses.id })
    .from(trackerStatuses)
    .where(eq(trackerStatuses.name, 'assigned'));
  if (byName) return byName.id;
  const [first] = (await listTrackerStatuses(db)).data;
  return first?.id ?? null;
}

/**
 * assign-tracker: one active tracker to sites of the campaign of `planId`. Checks in order: the tracker (404, then
 * 400 when inactive), the campaign (404), every site a site of the campaign (404 naming the first that is not),
 * the campaign machine (409 once completed); then one transaction writes the sites and the audit row.
 */
export async function assignTracker(
  deps: FieldDeps,
  input: { siteIds: number[]; trackerId: number; planId: number },
  actorId: number,
): Promise<{ message: string; sites: CampaignSiteItem[] }> {
  const { db, now } = deps;
  const siteIds = [...new Set(input.siteIds)];
  const [tracker] = await db
    .select({ id: trackers.id, name: trackers.name, active: trackers.active })
    .from(trackers)
    .where(eq(trackers.id, input.trackerId));
  if (!tracker) throw notFound(FIELD_MESSAGES.trackerNotFound);
  if (!tracker.active) throw invalidInput({ tracker_id: FIELD_MESSAGES.trackerInactive });
  const assigned = await assignedStatusId(db);

  await db.transaction(async (tx) => {
    // The campaign held FOR SHARE: a completion waits, or came first and is seen.
    const [campaign] = await tx
      .select({ id: campaigns.id, status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.planId, input.planId))
      .for('share');
    if (!campaign) throw notFound(FIELD_MESSAGES.campaignSiteNotFound);
    const rows = await tx
      .select({ id: campaignSites.id, siteId: campaignSites.siteId })
      .from(campaignSites)
      .where(and(eq(campaignSites.campaignId, campaign.id), inArray(campaignSites.siteId, siteIds)))
      .orderBy(asc(campaignSites.id))
      .for('update');
    const missing = siteIds.filter((id) => !rows.some((row) => row.siteId === id));
    if (missing.length) {
      const [site] = await tx
        .select({ code: sites.siteCode })
        .from(sites)
        .where(eq(sites.id, missing[0] as number));
      throw notFound(FIELD_MESSAGES.siteNotInPlan(site?.code ?? `#${missing[0]}`));
    }
    assertCampaignEditable(campaign.status, 'campaign.assignTracker');
    await tx
      .update(campaignSites)
      .set({
        trackerId: tracker.id,
        trackerStatusId: sql`coalesce(${campaignSites.trackerStatusId}, ${assigned}::int)`,
        updatedAt: now,
      })
      .where(
        inArray(
          campaignSites.id,
          rows.map((row) => row.id),
        ),
      );
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: 'campaign.assignTracker',
      entity: 'campaign',
      entityId: campaign.id,
      details: { plan_id: input.planId, tracker_id: tracker.id, site_ids: siteIds },
      createdAt: now,
    });
  });

  const items = await fieldSiteItems(db, input.planId, siteIds);
  const count = items.length;
  return { message: `${tracker.name} assigned to ${count} site${count === 1 ? '' : 's'}`, sites: items };
}

/**
 * update-tracker-status: any listed status (404 otherwise), once a tracker is assigned (409 "Assign a tracker
 * first"), while the campaign is active (409).
 */
export async function updateTrackerStatus(
  deps: FieldDeps,
  input: { trackerStatusId: number; siteId: number; planId: number },
  actorId: number,
): Promise<{ message: string; site: CampaignSiteItem }> {
  const { db, now } = deps;
  const [status] = await db
    .select({ id: trackerStatuses.id, name: trackerStatuses.name })
    .from(trackerStatuses)
    .where(eq(trackerStatuses.id, input.trackerStatusId));
  if (!status) throw notFound(FIELD_MESSAGES.trackerStatusNotFound);
  await db.transaction(async (tx) => {
    const site = await campaignSiteFor(tx, input.siteId, input.planId, { lock: true });
    assertCampaignEditable(site.campaignStatus, 'campaign.updateTrackerStatus');
    if (site.trackerId === null) throw conflict(FIELD_MESSAGES.assignTrackerFirst);
    await tx
      .update(campaignSites)
      .set({ trackerStatusId: status.id, updatedAt: now })
      .where(eq(campaignSites.id, site.id));
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: 'campaign.updateTrackerStatus',
      entity: 'campaign_site',
      entityId: site.id,
      details: { from: site.trackerStatusId, to: status.id, plan_id: site.planId, site_id: site.siteId },
      createdAt: now,
    });
  });
  return {
    message: `Tracker status set to ${status.name}`,
    site: await fieldSiteItem(db, input.planId, input.siteId),
  };
}
