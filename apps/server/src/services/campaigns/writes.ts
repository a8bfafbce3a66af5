import {
  CAMPAIGN_MESSAGES,
  type CampaignListItem,
  type CampaignSiteItem,
  PAY_ORDER_MESSAGES,
  type StaffRole,
  UNSETTLED_SITES_NAMED,
} from '@ooh/api/contract';
import { CAMPAIGN_STATUSES, type CampaignStatus, campaignMachine } from '@ooh/machines/campaign';
import { executionStatusMachine } from '@ooh/machines/execution-status';
import { assertTransition } from '@ooh/machines/lifecycle';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { auditLog, campaignSites, campaigns, executionStatusHistory, planSites } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { NOTIFICATION_KINDS } from '../notifications/index.ts';
import { changeStatus, type TransitionDeps } from '../shared/index.ts';
import { settledSql } from './facts.ts';
import { CAMPAIGN_NOT_FOUND, campaignListItem } from './queries.ts';
import { findCampaignOfPlanSite, findCampaignSiteItem } from './site-queries.ts';

function campaignStatus(value: string): CampaignStatus {
  if (!(CAMPAIGN_STATUSES as readonly string[]).includes(value))
    throw new Error(`not a campaign status: ${value}`);
  return value as CampaignStatus;
}

/**
 * Starts the campaign of an accepted plan, inside the accepting transaction (docs/domain.md "Pay order"): named after
 * the brief's campaign, dated from the plan rows' first start to their last end, with one campaign site per plan
 * row. Answers the campaign's id. 409 when the brief already has a campaign (one per brief; the unique index holds
 * it against a concurrent acceptance too).
 */
export async function startCampaign(
  tx: Db,
  input: { briefId: number; planId: number; payOrderId: number; name: string; now: Date },
): Promise<number> {
  const [existing] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.briefId, input.briefId));
  if (existing) throw conflict(PAY_ORDER_MESSAGES.campaignExists);
  const [span] = await tx
    .select({
      start: sql<string | null>`min(${planSites.startDate})::text`,
      end: sql<string | null>`max(${planSites.endDate})::text`,
    })
    .from(planSites)
    .where(eq(planSites.planId, input.planId));
  if (!span?.start || !span.end)
    throw conflict('The accepted plan has no sites: a campaign needs at least one.');
  const [campaign] = await tx
    .insert(campaigns)
    .values({
      briefId: input.briefId,
      planId: input.planId,
      payOrderId: input.payOrderId,
      name: input.name,
      status: 'active',
      startDate: span.start,
      endDate: span.end,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error('startCampaign: insert answered no row');
  await tx.execute(sql`
    insert into ${campaignSites} ("campaign_id", "plan_id", "site_id", "start_date", "end_date", "updated_at")
    select ${campaign.id}, ps."plan_id", ps."site_id", ps."start_date", ps."end_date", ${input.now}
    from ${planSites} ps where ps."plan_id" = ${input.planId}`);
  return campaign.id;
}

/** How many sites of a campaign are unsettled, and the first codes of them (site-code order). */
async function unsettledSites(db: Db, campaignId: number) {
  const result = (await db.execute(sql`
    select count(*) over ()::int as n, s."site_code" as code
    from ${campaignSites} cs join "sites" s on s."id" = cs."site_id"
    where cs."campaign_id" = ${campaignId} and not ${settledSql}
    order by s."site_code" limit ${UNSETTLED_SITES_NAMED}`)) as unknown as {
    rows: Array<{ n: number; code: string }>;
  };
  const rows = result.rows;
  return { count: Number(rows[0]?.n ?? 0), codes: rows.map((row) => row.code) };
}

/** "3 sites have no approved execution status and no waiver: LHE-001, LHE-004 and KHI-010." */
export function unsettledMessage({ count, codes }: { count: number; codes: string[] }) {
  const more = count > codes.length ? `, and ${count - codes.length} more` : '';
  const sites = count === 1 ? '1 site has' : `${count} sites have`;
  return `${sites} no approved execution status and no waiver: ${codes.join(', ')}${more}. Approve their statuses or waive them with a reason before completing the campaign.`;
}

/**
 * Active → completed (docs/domain.md "Campaign"): through the campaign machine, whose guard `allSitesSettled` reads
 * how many sites are neither approved nor waived; the refusal names them. Under the campaign row's lock the sites
 * are counted again, so a proposal made meanwhile is seen. Admins, KAMs and operation analysts are told.
 */
export async function completeCampaign(deps: TransitionDeps, id: number, actorId: number) {
  const event = { type: 'campaign.complete' } as const;
  const [current] = await deps.db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!current) throw notFound(CAMPAIGN_NOT_FOUND);
  if (current.status === 'active') {
    const unsettled = await unsettledSites(deps.db, id);
    if (unsettled.count > 0) throw conflict(unsettledMessage(unsettled));
  }
  const { row } = await changeStatus(deps, {
    machine: campaignMachine,
    entity: 'campaign',
    entityId: id,
    event,
    actorId,
    notFoundMessage: CAMPAIGN_NOT_FOUND,
    async load(db) {
      const [found] = await db
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, id));
      if (!found) return null;
      const { count } = found.status === 'active' ? await unsettledSites(db, id) : { count: 0 };
      return { status: found.status, facts: { unsettledSites: count } };
    },
    async write(tx, change) {
      await tx.execute(sql`select 1 from ${campaigns} where ${campaigns.id} = ${id} for update`);
      const unsettled = await unsettledSites(tx, id);
      if (unsettled.count > 0) {
        assertTransition(campaignMachine, change.from, event, { unsettledSites: unsettled.count });
      }
      const [written] = await tx
        .update(campaigns)
        .set({
          status: campaignStatus(change.to),
          completedAt: deps.now,
          completedBy: actorId,
          updatedAt: deps.now,
        })
        .where(and(eq(campaigns.id, id), eq(campaigns.status, campaignStatus(change.from))))
        .returning({ id: campaigns.id });
      if (!written) return null;
      const item = await campaignListItem(tx, id);
      if (!item) throw new Error(`campaign ${id} vanished inside its own transaction`);
      return item;
    },
    notify: (campaign: CampaignListItem) => ({
      roles: NOTIFICATION_KINDS.campaignCompleted.roles,
      message: {
        title: NOTIFICATION_KINDS.campaignCompleted.title,
        body: `${campaign.name} (${campaign.brief_number}) is completed: ${Math.round(campaign.verified_share * 100)}% of its ${campaign.sites_count} sites verified with photos.`,
        link: (role: StaffRole) => NOTIFICATION_KINDS.campaignCompleted.link(campaign, role),
      },
    }),
  });
  return { message: 'Campaign completed', campaign: row };
}

/**
 * Waives a campaign site's execution with a reason (docs/domain.md "Campaign", waive): the site then counts as
 * settled for completion, never as verified. Refused (409) on a completed campaign (the campaign machine) and while
 * a proposal waits for the site. One transaction: the site, a history row 'waived', the audit row.
 */
export async function waiveExecutionStatus(
  deps: TransitionDeps,
  input: { site_id: number; plan_id: number; reason: string },
  actorId: number,
): Promise<{ message: string; site: CampaignSiteItem }> {
  const found = await findCampaignOfPlanSite(deps.db, input.plan_id, input.site_id);
  if (!found) throw notFound(CAMPAIGN_MESSAGES.siteNotInCampaign);
  assertTransition(
    campaignMachine,
    found.status,
    { type: 'campaign.updateExecutionStatus' },
    { unsettledSites: 0 },
  );
  if (found.proposedExecutionStatusId !== null) throw conflict(CAMPAIGN_MESSAGES.waiveProposalWaiting);
  // The rule the screens offer the waiver by (an unsettled site): the execution-status machine's.
  assertTransition(
    executionStatusMachine,
    'current',
    { type: 'executionStatus.waive' },
    {
      currentStatusId: found.executionStatusId,
      proposedStatusId: null,
      waived: found.waivedReason !== null,
    },
  );
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(campaignSites)
      .set({ waivedReason: input.reason, waivedBy: actorId, updatedAt: deps.now })
      .where(
        and(
          eq(campaignSites.id, found.campaignSiteId),
          sql`${campaignSites.proposedExecutionStatusId} is null`,
          sql`exists (select 1 from ${campaigns} c where c."id" = ${campaignSites.campaignId} and c."status" = 'active')`,
        ),
      )
      .returning({ id: campaignSites.id });
    if (!updated) throw conflict('This site was changed by someone else just now. Reload it and try again.');
    await tx.insert(executionStatusHistory).values({
      campaignSiteId: found.campaignSiteId,
      planId: input.plan_id,
      siteId: input.site_id,
      executionStatusId: null,
      action: 'waived',
      reason: input.reason,
      byUser: actorId,
      at: deps.now,
    });
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: 'campaign.waiveExecutionStatus',
      entity: 'campaign',
      entityId: found.campaignId,
      details: { site_id: input.site_id, plan_id: input.plan_id, reason: input.reason },
      createdAt: deps.now,
    });
  });
  const site = await findCampaignSiteItem(deps.db, input.plan_id, input.site_id);
  if (!site) throw notFound(CAMPAIGN_MESSAGES.siteNotInCampaign);
  return { message: `${found.siteCode} waived: it counts as settled for completion`, site };
}
