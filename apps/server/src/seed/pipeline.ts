import type { PlanStatus, StaffRole } from '@ooh/api/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { BRIEF_STATUSES, briefs, campaigns, notifications, PLAN_STATUSES, plans } from '../db/schema.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationKindName,
  type NotificationRecord,
} from '../services/notifications/kinds.ts';
import { CAMPAIGN_THEMES } from './data.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Brief statuses in the seed: enough of each for lists to page, plus one deleted brief that no count includes. */
export const BRIEF_MIX = { pending: 8, approved: 22, rejected: 5, deleted: 1 } as const satisfies Record<
  (typeof BRIEF_STATUSES)[number],
  number
>;
/** Approved briefs still waiting for their first plan. */
const APPROVED_WITHOUT_PLAN = 3;

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

export async function seedPipeline(
  db: Db,
  random: Random,
  now: Date,
  clientRows: Array<{ id: number; companyName: string }>,
  kamId: number,
  plannerId: number,
) {
  const statuses = BRIEF_STATUSES.flatMap((status) =>
    Array.from({ length: BRIEF_MIX[status] }, () => status),
  );
  // Older briefs are more likely to be decided; interleave so that lists sorted by date show a mix.
  const order = statuses.map((status) => ({ status, key: random.next() }));
  order.sort((a, b) => a.key - b.key);
  const briefValues = order.map(({ status }, position) => {
    const client = random.pick(clientRows);
    const createdAt = new Date(
      now.getTime() - (order.length - position) * 3 * DAY - random.int(0, 20) * HOUR,
    );
    const start = new Date(createdAt.getTime() + random.int(10, 30) * DAY);
    const end = new Date(start.getTime() + random.int(30, 90) * DAY);
    const theme = random.pick(CAMPAIGN_THEMES);
    return {
      briefNumber: `BR-${createdAt.getUTCFullYear()}-${String(position + 1).padStart(4, '0')}`,
      clientId: client.id,
      campaignName: `${client.companyName} ${theme}`,
      objective: `Build awareness for ${client.companyName}'s ${theme.toLowerCase()} across key cities.`,
      startDate: isoDate(start),
      endDate: isoDate(end),
      budget: random.int(20, 400) * 100_000,
      status,
      reason: status === 'rejected' ? 'Budget does not cover the requested cities; please revise.' : null,
      createdBy: kamId,
      createdAt,
      updatedAt: createdAt,
      deletedAt: status === 'deleted' ? new Date(createdAt.getTime() + DAY) : null,
    };
  });
  const briefRows = await db.insert(briefs).values(briefValues).returning({
    id: briefs.id,
    briefNumber: briefs.briefNumber,
    status: briefs.status,
    deletedAt: briefs.deletedAt,
    createdAt: briefs.createdAt,
    campaignName: briefs.campaignName,
    startDate: briefs.startDate,
    endDate: briefs.endDate,
  });

  // Each approved brief with a plan walks the plan lifecycle to a different point, so every status is present.
  const approved = briefRows.filter((brief) => brief.status === 'approved' && !brief.deletedAt);
  const withPlans = approved.slice(0, approved.length - APPROVED_WITHOUT_PLAN);
  const planValues = withPlans.flatMap((brief, index) => {
    const status = PLAN_STATUSES[index % PLAN_STATUSES.length]!;
    const createdAt = new Date(brief.createdAt.getTime() + 2 * DAY);
    const first = {
      briefId: brief.id,
      name: `${brief.campaignName} plan`,
      status,
      version: status === 'modification_pending' || (status === 'accepted' && index % 2 === 0) ? 2 : 1,
      reason:
        status === 'lost'
          ? 'Client chose another vendor.'
          : status.startsWith('modification')
            ? 'Swap two Lahore billboards for Karachi sites.'
            : null,
      createdBy: plannerId,
      createdAt,
      updatedAt: createdAt,
    };
    // A lost plan is often followed by a second attempt for the same brief.
    if (status !== 'lost') return [first];
    return [
      first,
      {
        ...first,
        name: `${brief.campaignName} plan B`,
        status: 'inprogress' as const,
        version: 1,
        reason: null,
      },
    ];
  });
  const planRows = await db
    .insert(plans)
    .values(planValues)
    .returning({ id: plans.id, briefId: plans.briefId, status: plans.status, name: plans.name });
  const briefById = new Map(briefRows.map((brief) => [brief.id, brief]));
  if (withPlans.length) {
    await db
      .update(briefs)
      .set({ isPlanAttached: true })
      .where(
        inArray(
          briefs.id,
          withPlans.map((brief) => brief.id),
        ),
      );
  }

  // Accepted plans become campaigns (one still waits for its pay order): alternately running and finished.
  const accepted = planRows.filter((plan) => plan.status === 'accepted');
  const campaignValues = accepted.slice(0, Math.max(2, accepted.length - 1)).map((plan, index) => {
    const brief = briefById.get(plan.briefId)!;
    const completed = index % 2 === 1;
    const start = completed ? new Date(now.getTime() - 120 * DAY) : new Date(now.getTime() - 10 * DAY);
    const end = completed ? new Date(now.getTime() - 30 * DAY) : new Date(now.getTime() + 50 * DAY);
    return {
      briefId: brief.id,
      planId: plan.id,
      name: brief.campaignName,
      status: completed ? ('completed' as const) : ('active' as const),
      startDate: isoDate(start),
      endDate: isoDate(end),
      completedAt: completed ? end : null,
      createdAt: start,
      updatedAt: end < now ? end : start,
    };
  });
  await db.insert(campaigns).values(campaignValues);
  return { briefRows, planRows };
}

/** Per kind, the records a seeded notification of it may be about (docs/domain.md "Notifications"). */
type SeedRecord = NotificationRecord & { name: string };

export const NOTIFICATIONS_PER_USER = 25;
/** The newest few of each user's notifications are unread. */
const UNREAD = 6;

/** The roles a kind reaches: its roles, and those of the calls that make its named users (creator, recorder…). */
export function rolesOfKind(kind: NotificationKind): Set<StaffRole> {
  return new Set([...kind.roles, ...(kind.namedBy ?? []).flatMap((endpoint) => endpoint.roles)]);
}

/**
 * Each active staff user gets the notifications its role would have received, each about a seeded record of the
 * right status and linking to it on a screen the role may open (the same kinds table as the server's writes).
 * A role no kind reaches (editor, manager) gets none.
 */
export async function seedNotifications(
  db: Db,
  random: Random,
  now: Date,
  staff: ReadonlyArray<{ id: number; role: StaffRole }>,
) {
  const q = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const briefRows = await q<{
    id: number;
    kind: 'form' | 'file';
    brief_number: string;
    name: string;
    status: string;
  }>(sql`select id, kind, brief_number, campaign_name as name, status from briefs where deleted_at is null`);
  const planRows = await q<{ id: number; brief_id: number; status: PlanStatus; name: string }>(
    sql`select p.id, p.brief_id, p.status, b.campaign_name as name from plans p join briefs b on b.id = p.brief_id`,
  );
  const orderRows = await q<{ brief_id: number; brief_number: string; name: string; status: string }>(
    sql`select po.brief_id, b.brief_number, b.campaign_name as name, po.status from pay_orders po
        join briefs b on b.id = po.brief_id`,
  );
  const campaignRows = await q<{ brief_id: number; name: string; status: string }>(
    sql`select brief_id, name, status from campaigns`,
  );
  const siteRows = await q<{ site_id: number; name: string }>(
    sql`select distinct cs.site_id, c.name from campaign_sites cs join campaigns c on c.id = cs.campaign_id
        order by cs.site_id limit 50`,
  );
  const briefs = (status: string): SeedRecord[] =>
    briefRows
      .filter((row) => row.status === status)
      .map((row) => ({
        brief_id: Number(row.id),
        brief_kind: row.kind,
        brief_number: row.brief_number,
        name: row.name,
      }));
  const plansOf = (status: PlanStatus): SeedRecord[] =>
    planRows
      .filter((row) => row.status === status)
      .map((row) => ({
        brief_id: Number(row.brief_id),
        plan_id: Number(row.id),
        plan_status: status,
        name: row.name,
      }));
  const orders = (status: string): SeedRecord[] =>
    orderRows
      .filter((row) => row.status === status)
      .map((row) => ({ brief_id: Number(row.brief_id), brief_number: row.brief_number, name: row.name }));
  const campaignsOf = (status: string): SeedRecord[] =>
    campaignRows
      .filter((row) => row.status === status)
      .map((row) => ({ brief_id: Number(row.brief_id), name: row.name }));
  const sitesOf = siteRows.map((row) => ({ site_id: Number(row.site_id), name: row.name }));
  const records: Partial<Record<NotificationKindName, SeedRecord[]>> = {
    briefCreated: briefs('pending'),
    briefAccepted: briefs('approved'),
    briefRejected: briefs('rejected'),
    briefResubmitted: briefs('pending'),
    planSubmitted: plansOf('pending'),
    planResubmitted: plansOf('modification_pending'),
    planAccepted: plansOf('accepted'),
    planModificationRequested: plansOf('modification_required'),
    planLost: plansOf('lost'),
    payOrderRecorded: orders('pending'),
    payOrderAccepted: orders('accepted'),
    payOrderRejected: orders('rejected'),
    campaignStarted: campaignsOf('active'),
    campaignCompleted: campaignsOf('completed'),
    executionProposed: campaignsOf('active'),
    executionApproved: campaignsOf('active'),
    executionRejected: campaignsOf('active'),
    photosUploaded: sitesOf,
    photosApproved: sitesOf,
    photosRejected: sitesOf,
  };
  const names = Object.keys(NOTIFICATION_KINDS) as NotificationKindName[];
  const values = staff.flatMap((user) => {
    const kinds = names.filter(
      (name) => rolesOfKind(NOTIFICATION_KINDS[name]).has(user.role) && (records[name]?.length ?? 0) > 0,
    );
    if (kinds.length === 0) return [];
    let at = now.getTime() - random.int(10, 90) * 60_000;
    return Array.from({ length: NOTIFICATIONS_PER_USER }, (_, index) => {
      const name = random.pick(kinds);
      const kind: NotificationKind = NOTIFICATION_KINDS[name];
      const record = random.pick(records[name] ?? []);
      const createdAt = new Date(at);
      at -= random.int(2, 40) * HOUR;
      return {
        userId: user.id,
        title: kind.title,
        body: `${record.name}${record.brief_number ? ` (${record.brief_number})` : ''}: ${kind.title.toLowerCase()}.`,
        link: kind.link(record, user.role),
        readAt: index < UNREAD ? null : new Date(createdAt.getTime() + HOUR),
        createdAt,
      };
    });
  });
  if (values.length) await db.insert(notifications).values(values);
}
