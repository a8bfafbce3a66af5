import type { DashboardQueueItem, PlanStatus, StaffRole } from '@ooh/api/contract';
import { briefReviewHref, href, planViewHref } from '@ooh/api/routes';
import type { BriefStatus } from '@ooh/machines/brief';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { workQueue } from '../campaigns/work-queue.ts';
import { readCounters } from '../shared/index.ts';

/**
 * The dashboard's work queue, by role (docs/domain.md "Counts", "The dashboard (issue 15)"): what waits for the
 * caller, each item counted from the counters (or counted up to a cap off a small partial index) with its newest
 * five records, each linking to a screen the role may open.
 */

const FIRST = 5;
/** Approved briefs without a plan are counted up to this many, then shown as "99+". */
const CAP = 99;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

interface BriefRow {
  id: number;
  kind: 'form' | 'file';
  brief_number: string;
  campaign_name: string;
}

const briefLabel = (row: BriefRow) => `${row.brief_number} · ${row.campaign_name}`;

/** The newest new (pending) briefs, off briefs_status_created_idx. */
const newestBriefs = (db: Db, status: BriefStatus) =>
  rowsOf<BriefRow>(
    db,
    sql`select id, kind, brief_number, campaign_name from briefs
        where status = ${status} and deleted_at is null order by created_at desc, id desc limit ${FIRST}`,
  );

interface PlanRow {
  id: number;
  brief_id: number;
  status: PlanStatus;
  name: string;
  brief_number: string;
}

/** The last changed plans of some statuses, off plans_status_updated_idx (one index range a status). */
const latestPlans = (db: Db, statuses: readonly PlanStatus[]) =>
  rowsOf<PlanRow>(
    db,
    sql`select p.id, p.brief_id, p.status, p.name, b.brief_number from (
          ${sql.join(
            statuses.map(
              (status) =>
                sql`(select id, brief_id, status, name, updated_at from plans where status = ${status}
                     order by updated_at desc, id desc limit ${FIRST})`,
            ),
            sql` union all `,
          )}) p join briefs b on b.id = p.brief_id
        order by p.updated_at desc, p.id desc limit ${FIRST}`,
  );

const planRecords = (rows: PlanRow[], role: StaffRole) =>
  rows.map((row) => ({
    label: `${row.brief_number} · ${row.name}`,
    href: planViewHref({ plan_id: Number(row.id), brief_id: Number(row.brief_id), status: row.status }, role),
    count: null,
  }));

export async function dashboardQueue(db: Db, role: StaffRole): Promise<{ items: DashboardQueueItem[] }> {
  const reviews = role === 'key_account_manager' || role === 'admin';
  // Independent reads, sent at once (each off its own index); the campaign side is the work queue's.
  const [c, briefs, toReview, campaignWork] = await Promise.all([
    readCounters(db, [
      'briefs:status:pending',
      'plans:status:pending',
      'plans:status:modification_pending',
      'plans:status:modification_required',
      'plans:status:inprogress',
    ]),
    reviews ? newestBriefs(db, 'pending') : [],
    reviews ? latestPlans(db, ['pending', 'modification_pending']) : [],
    reviews ? workQueue(db, role) : { items: [] },
  ]);
  const items: DashboardQueueItem[] = [];
  if (reviews) {
    items.push({
      key: 'briefs_to_review',
      label: 'New briefs to review',
      count: c['briefs:status:pending'],
      capped: false,
      href: href('/brief', {}, { tab: 'new' }),
      records: briefs.map((row) => ({
        label: briefLabel(row),
        href: briefReviewHref({ id: Number(row.id), kind: row.kind }),
        count: null,
      })),
    });
    items.push({
      key: 'plans_to_review',
      label: 'Plans to review with the client',
      count: c['plans:status:pending'] + c['plans:status:modification_pending'],
      capped: false,
      href: href('/plan', {}, { tab: 'pending' }),
      records: planRecords(toReview, role),
    });
  }
  if (role === 'planner') {
    const [waiting, toModify, inProgress] = await Promise.all([
      rowsOf<BriefRow & { total: number }>(
        db,
        // Off briefs_awaiting_plan_idx: the first five and a count that stops at CAP + 1.
        sql`select b.id, b.kind, b.brief_number, b.campaign_name,
                 (select count(*)::int from (select 1 from briefs
                    where status = 'approved' and deleted_at is null and not is_plan_attached
                    limit ${CAP + 1}) capped) as total
          from briefs b where b.status = 'approved' and b.deleted_at is null and not b.is_plan_attached
          order by b.created_at desc, b.id desc limit ${FIRST}`,
      ),
      latestPlans(db, ['modification_required']),
      latestPlans(db, ['inprogress']),
    ]);
    const total = Number(waiting[0]?.total ?? 0);
    items.push({
      key: 'briefs_to_plan',
      label: 'Approved briefs without a plan',
      count: Math.min(total, CAP),
      capped: total > CAP,
      href: href('/plan', {}, { tab: 'approved-briefs' }),
      records: waiting.map((row) => ({
        label: briefLabel(row),
        href: href('/plan', {}, { tab: 'approved-briefs', search: row.brief_number }),
        count: null,
      })),
    });
    items.push({
      key: 'plans_to_modify',
      label: 'Plans to modify',
      count: c['plans:status:modification_required'],
      capped: false,
      href: href('/plan', {}, { tab: 'modification-required' }),
      records: planRecords(toModify, role),
    });
    items.push({
      key: 'plans_in_progress',
      label: 'Plans in progress, to submit',
      count: c['plans:status:inprogress'],
      capped: false,
      href: href('/plan', {}, { tab: 'inprogress' }),
      records: planRecords(inProgress, role),
    });
  }
  // The campaign side (pay orders, execution statuses, photos) is the work queue's (services/campaigns).
  for (const item of campaignWork.items)
    items.push({
      key: item.key,
      label: item.label,
      count: item.count,
      capped: false,
      href: item.href,
      records: item.top.map((top) => ({ label: top.name, href: top.href, count: top.count })),
    });
  return { items };
}
