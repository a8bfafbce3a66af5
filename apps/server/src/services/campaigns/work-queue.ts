import type { StaffRole, WorkQueueItem } from '@ooh/api/contract';
import { analystCampaignHref, campaignDetailsHref, href, payOrderReviewHref } from '@ooh/api/routes';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { payOrderCounts } from '../payorders/queries.ts';

/**
 * What waits for the caller's role (docs/domain.md "Campaign", the work queue): counted on active campaigns, each item
 * with the top five campaigns and links the role may open. One grouped query an item; the admin's pay orders come
 * from the counters.
 */

const TOP = 5;

interface Grouped {
  brief_id: number;
  campaign_id: number;
  name: string;
  count: number;
}

/** Per active campaign, how many of its sites (or photos) match `per`, most first. */
async function perCampaign(db: Db, counted: SQL): Promise<{ total: number; top: Grouped[] }> {
  const result = (await db.execute(sql`
    with per as (
      select c."id" as campaign_id, c."brief_id", c."name", count(*)::int as n
      from "campaigns" c join "campaign_sites" cs on cs."campaign_id" = c."id"
      ${counted}
      and c."status" = 'active'
      group by c."id", c."brief_id", c."name")
    select campaign_id, brief_id, name, n, (select coalesce(sum(n), 0) from per)::int as total
    from per order by n desc, campaign_id desc limit ${TOP}`)) as unknown as {
    rows: Array<{ campaign_id: number; brief_id: number; name: string; n: number; total: number }>;
  };
  const rows = result.rows;
  return {
    total: Number(rows[0]?.total ?? 0),
    top: rows.map((row) => ({
      campaign_id: Number(row.campaign_id),
      brief_id: Number(row.brief_id),
      name: row.name,
      count: Number(row.n),
    })),
  };
}

const PENDING_PROPOSALS = sql`where cs."proposed_execution_status_id" is not null`;
const PENDING_IMAGES = sql`join "site_images" si on si."campaign_site_id" = cs."id" where si."status" = 'pending'`;
const UNASSIGNED = sql`where cs."tracker_id" is null`;
/** No proposal waits and a next status exists: none approved yet, or the current one is not the last. */
const PROPOSABLE = sql`where cs."proposed_execution_status_id" is null and cs."waived_reason" is null
  and (cs."execution_status_id" is null or exists (
    select 1 from "execution_statuses" later, "execution_statuses" cur
    where cur."id" = cs."execution_status_id" and later."position" > cur."position"))`;
/** Sites with a rejected photo and no approved or pending one since: a photo to take again. */
const REDO = sql`where exists (select 1 from "site_images" r where r."campaign_site_id" = cs."id" and r."status" = 'rejected')
  and not exists (select 1 from "site_images" ok where ok."campaign_site_id" = cs."id" and ok."status" in ('approved', 'pending'))`;

export async function workQueue(db: Db, role: StaffRole): Promise<{ items: WorkQueueItem[] }> {
  const items: WorkQueueItem[] = [];
  const campaignItem = async (
    key: string,
    label: string,
    counted: SQL,
    link: (campaign: { brief_id: number }) => string,
    listHref: string,
  ) => {
    const { total, top } = await perCampaign(db, counted);
    items.push({
      key,
      label,
      count: total,
      href: listHref,
      top: top.map((row) => ({ ...row, href: link(row) })),
    });
  };
  const details = (campaign: { brief_id: number }) => campaignDetailsHref(campaign, role);
  if (role === 'admin') {
    const counts = await payOrderCounts(db);
    items.push({
      key: 'pending_pay_orders',
      label: 'Pay orders to review',
      count: counts.pending,
      href: payOrderReviewHref('pending'),
      top: [],
    });
    await campaignItem(
      'pending_proposals',
      'Execution statuses awaiting approval',
      PENDING_PROPOSALS,
      details,
      href('/campaign-management'),
    );
    await campaignItem(
      'pending_images',
      'Site photos awaiting review',
      PENDING_IMAGES,
      details,
      href('/campaign-management'),
    );
  }
  if (role === 'operation_analyst') {
    await campaignItem(
      'unassigned_sites',
      'Sites without a tracker',
      UNASSIGNED,
      analystCampaignHref,
      href('/operation-analyst'),
    );
    await campaignItem(
      'proposable_sites',
      'Sites ready for their next execution status',
      PROPOSABLE,
      analystCampaignHref,
      href('/operation-analyst'),
    );
    await campaignItem(
      'rejected_images',
      'Photos to take again',
      REDO,
      analystCampaignHref,
      href('/operation-analyst'),
    );
  }
  if (role === 'key_account_manager') {
    const counts = await payOrderCounts(db);
    // A rejected pay order waits for the KAM only until a new one is recorded: its brief is then back among the
    // accepted plans without a (live) pay order, so one item counts both (docs/domain.md "Campaign", work queue).
    items.push({
      key: 'awaiting_pay_order',
      label: 'Accepted plans without a pay order',
      count: counts.awaiting,
      href: payOrderReviewHref('awaiting'),
      top: [],
    });
  }
  return { items };
}
