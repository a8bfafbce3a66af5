import type { StaffRole, WorkQueueItem } from '@ooh/api/contract';
import { analystCampaignHref, campaignDetailsHref, href, payOrderReviewHref } from '@ooh/api/routes';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { payOrderCounts } from '../payorders/queries.ts';
import { prepared } from '../shared/index.ts';

/**
 * What waits for the caller's role (docs/domain.md "Campaign", the work queue): counted on active campaigns, each item
 * with the top five campaigns and links the role may open. A role's campaign items are one prepared statement (a
 * grouped branch an item, `union all`), beside the pay order counters: a call is its account check and at most two
 * statements sent at once (issue 12: five one after the other, each planned afresh, held it at 0.14× of the ceiling).
 */

const TOP = 5;

interface Grouped {
  brief_id: number;
  campaign_id: number;
  name: string;
  count: number;
}

/** Per active campaign, how many of its sites (or photos) match `counted`, the top five, each row with the total. */
const perCampaignBranch = (item: number, counted: SQL) => sql`(
    with per as (
      select c."id" as campaign_id, c."brief_id", c."name", count(*)::int as n
      from "campaigns" c join "campaign_sites" cs on cs."campaign_id" = c."id"
      ${counted}
      and c."status" = 'active'
      group by c."id", c."brief_id", c."name")
    select ${sql.raw(String(item))} as item, campaign_id, brief_id, name, n,
      (select coalesce(sum(n), 0) from per)::int as total
    from per order by n desc, campaign_id desc limit ${sql.raw(String(TOP))})`;

/** The role's campaign items in one statement: their branches' rows, tagged with the item's place. */
function perCampaignStatement(db: Db, items: readonly CampaignItem[]) {
  const union = sql.join(
    items.map((item, i) => perCampaignBranch(i, item.counted)),
    sql` union all `,
  );
  return db
    .select({
      item: sql<number>`q.item`,
      campaignId: sql<number>`q.campaign_id`,
      briefId: sql<number>`q.brief_id`,
      name: sql<string>`q.name`,
      n: sql<number>`q.n`,
      total: sql<number>`q.total`,
    })
    .from(sql`(${union}) as q`);
}

/** Each item's total and top campaigns, from the statement's rows (an item with nothing waiting has no row). */
function groupedOf(
  rows: ReadonlyArray<{
    item: number;
    campaignId: number;
    briefId: number;
    name: string;
    n: number;
    total: number;
  }>,
  count: number,
): Array<{ total: number; top: Grouped[] }> {
  const out = Array.from({ length: count }, () => ({ total: 0, top: [] as Grouped[] }));
  for (const row of rows) {
    const entry = out[Number(row.item)];
    if (!entry) continue;
    entry.total = Number(row.total);
    entry.top.push({
      campaign_id: Number(row.campaignId),
      brief_id: Number(row.briefId),
      name: row.name,
      count: Number(row.n),
    });
  }
  // Within an item, most first then newest campaign, as each branch ordered them (a union keeps no order).
  for (const entry of out) entry.top.sort((a, b) => b.count - a.count || b.campaign_id - a.campaign_id);
  return out;
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

/** One item of the queue: what it counts and where its campaigns and its list link. */
interface CampaignItem {
  key: string;
  label: string;
  counted: SQL;
  link: (campaign: { brief_id: number }) => string;
  listHref: string;
}

/** The campaign items a role sees, in the order the queue shows them. */
function campaignItemsOf(role: StaffRole): CampaignItem[] {
  const details = (campaign: { brief_id: number }) => campaignDetailsHref(campaign, role);
  if (role === 'admin')
    return [
      {
        key: 'pending_proposals',
        label: 'Execution statuses awaiting approval',
        counted: PENDING_PROPOSALS,
        link: details,
        listHref: href('/campaign-management'),
      },
      {
        key: 'pending_images',
        label: 'Site photos awaiting review',
        counted: PENDING_IMAGES,
        link: details,
        listHref: href('/campaign-management'),
      },
    ];
  if (role === 'operation_analyst')
    return [
      {
        key: 'unassigned_sites',
        label: 'Sites without a tracker',
        counted: UNASSIGNED,
        link: analystCampaignHref,
        listHref: href('/operation-analyst'),
      },
      {
        key: 'proposable_sites',
        label: 'Sites ready for their next execution status',
        counted: PROPOSABLE,
        link: analystCampaignHref,
        listHref: href('/operation-analyst'),
      },
      {
        key: 'rejected_images',
        label: 'Photos to take again',
        counted: REDO,
        link: analystCampaignHref,
        listHref: href('/operation-analyst'),
      },
    ];
  return [];
}

/** The pay order item a role sees first, if any, from the counters. */
function payOrderItem(
  role: StaffRole,
  counts: Awaited<ReturnType<typeof payOrderCounts>>,
): WorkQueueItem | null {
  if (role === 'admin')
    return {
      key: 'pending_pay_orders',
      label: 'Pay orders to review',
      count: counts.pending,
      href: payOrderReviewHref('pending'),
      top: [],
    };
  // A rejected pay order waits for the KAM only until a new one is recorded: its brief is then back among the
  // accepted plans without a (live) pay order, so one item counts both (docs/domain.md "Campaign", work queue).
  if (role === 'key_account_manager')
    return {
      key: 'awaiting_pay_order',
      label: 'Accepted plans without a pay order',
      count: counts.awaiting,
      href: payOrderReviewHref('awaiting'),
      top: [],
    };
  return null;
}

/** The caller's queue: the role's campaign items in one prepared statement, beside the pay order counters. */
export async function workQueue(db: Db, role: StaffRole): Promise<{ items: WorkQueueItem[] }> {
  const campaignItems = campaignItemsOf(role);
  const withPayOrders = role === 'admin' || role === 'key_account_manager';
  const [counts, rows] = await Promise.all([
    withPayOrders ? payOrderCounts(db) : null,
    campaignItems.length === 0
      ? []
      : prepared(db, `work_queue_${role}`, (name, on) =>
          perCampaignStatement(on, campaignItems).prepare(name),
        ).execute(),
  ]);
  const grouped = groupedOf(rows, campaignItems.length);
  const first = counts ? payOrderItem(role, counts) : null;
  const items = campaignItems.map((item, i): WorkQueueItem => {
    const { total, top } = grouped[i] ?? { total: 0, top: [] };
    return {
      key: item.key,
      label: item.label,
      count: total,
      href: item.listHref,
      top: top.map((row) => ({ ...row, href: item.link(row) })),
    };
  });
  return { items: first ? [first, ...items] : items };
}
