import { type CampaignSiteItem, FIELD_MESSAGES, type StaffRole } from '@ooh/api/contract';
import { campaignMachine } from '@ooh/machines/campaign';
import { assertTransition } from '@ooh/machines/lifecycle';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { campaignSites, campaigns, executionStatuses, sites } from '../../db/schema.ts';
import type { Push } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { findCampaignSiteItem, findCampaignSiteItems } from '../campaigns/index.ts';
import { type NotificationDraft, pushToUsers, writeNotifications } from '../notifications/index.ts';

/**
 * A site of a running campaign (docs/domain.md "Execution status of a plan site"): found by its site and the
 * campaign's accepted plan, as the spec's calls name it, read as the field screens show it, and locked with its
 * campaign for a write.
 */

export interface FieldDeps {
  db: Db;
  push: Push;
  log: FastifyBaseLogger;
  now: Date;
}

export type CampaignEditEvent =
  | 'campaign.assignTracker'
  | 'campaign.updateTrackerStatus'
  | 'campaign.updateExecutionStatus'
  | 'campaign.uploadImages'
  | 'campaign.reviewImages';

/** The campaign machine's word on an edit: a completed campaign is read-only (409 naming its status). */
export function assertCampaignEditable(status: string, event: CampaignEditEvent) {
  assertTransition(campaignMachine, status, { type: event });
}

/** The columns a write decides on: the campaign site, its campaign, and its site's position. */
const stateColumns = {
  id: campaignSites.id,
  campaignId: campaignSites.campaignId,
  planId: campaignSites.planId,
  siteId: campaignSites.siteId,
  trackerId: campaignSites.trackerId,
  trackerStatusId: campaignSites.trackerStatusId,
  executionStatusId: campaignSites.executionStatusId,
  proposedExecutionStatusId: campaignSites.proposedExecutionStatusId,
  proposedBy: campaignSites.proposedBy,
  campaignStatus: campaigns.status,
  campaignStart: campaigns.startDate,
  briefId: campaigns.briefId,
  campaignName: campaigns.name,
  siteCode: sites.siteCode,
  siteLatitude: sites.latitude,
  siteLongitude: sites.longitude,
};

export type CampaignSiteState = {
  id: number;
  campaignId: number;
  planId: number;
  siteId: number;
  trackerId: number | null;
  trackerStatusId: number | null;
  executionStatusId: number | null;
  proposedExecutionStatusId: number | null;
  proposedBy: number | null;
  campaignStatus: string;
  campaignStart: string;
  briefId: number;
  campaignName: string;
  siteCode: string;
  siteLatitude: number | null;
  siteLongitude: number | null;
};

/**
 * The campaign site of `siteId` in the campaign of `planId`; 404 when there is none. With `tx`, its campaign's row
 * is held FOR SHARE (a completion waits for this write, and this write sees a completion that came first) and its
 * own row FOR UPDATE (two writes to one site queue), so every check below is made on what the commit will keep.
 */
export async function campaignSiteFor(
  db: Db,
  siteId: number,
  planId: number,
  options: { lock?: boolean } = {},
): Promise<CampaignSiteState> {
  if (options.lock) {
    await db.execute(sql`select 1 from ${campaigns} where ${campaigns.planId} = ${planId} for share`);
  }
  const query = db
    .select(stateColumns)
    .from(campaignSites)
    .innerJoin(campaigns, eq(campaigns.id, campaignSites.campaignId))
    .innerJoin(sites, eq(sites.id, campaignSites.siteId))
    .where(and(eq(campaignSites.siteId, siteId), eq(campaignSites.planId, planId)));
  const [row] = options.lock ? await query.for('update', { of: campaignSites }) : await query;
  if (!row) throw notFound(FIELD_MESSAGES.campaignSiteNotFound);
  return row;
}

/** The execution statuses in order (a short lookup, read once per call). */
export async function executionStatusOrder(db: Db) {
  return db
    .select({ id: executionStatuses.id, name: executionStatuses.name, position: executionStatuses.position })
    .from(executionStatuses)
    .orderBy(asc(executionStatuses.position), asc(executionStatuses.id));
}

// ---------------------------------------------------------------------------------------------------------------
// The item

/**
 * One campaign site as `fetch-single-campaign` lists it (services/campaigns: tracker, statuses, the proposal waiting,
 * what may be proposed next, photo counts, settled and verified); 404 when there is none.
 */
export async function fieldSiteItem(db: Db, planId: number, siteId: number): Promise<CampaignSiteItem> {
  const item = await findCampaignSiteItem(db, planId, siteId);
  if (!item) throw notFound(FIELD_MESSAGES.campaignSiteNotFound);
  return item;
}

/** Several campaign sites of one plan, as above. */
export const fieldSiteItems = (db: Db, planId: number, siteIds: readonly number[]) =>
  findCampaignSiteItems(db, planId, siteIds);

// ---------------------------------------------------------------------------------------------------------------
// Notifications

/**
 * Writes a notification inside the change's transaction and answers what to push after the commit (docs/domain.md
 * "Notifications"; the actor is never notified).
 */
export async function notifyInTransaction(
  tx: Db,
  draft: NotificationDraft,
  context: { actorId: number; now: Date },
) {
  const recipients = await writeNotifications(tx, draft, context);
  return { recipients, message: draft.message };
}

export type PendingPush = Awaited<ReturnType<typeof notifyInTransaction>>;

/** Pushes what the committed change's notifications announced. */
export async function pushAfterCommit(deps: FieldDeps, pending: readonly PendingPush[]) {
  for (const { recipients, message } of pending) await pushToUsers(deps, recipients, message);
}

export type LinkOf = (role: StaffRole) => string;
