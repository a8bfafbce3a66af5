import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { BRIEF_STATUSES, briefs, campaigns, notifications, PLAN_STATUSES, plans } from '../db/schema.ts';
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

const NOTIFICATION_KINDS = [
  { title: 'New brief received', body: (name: string) => `${name} is waiting for review.`, link: '/brief' },
  {
    title: 'Brief accepted',
    body: (name: string) => `${name} was accepted; a plan can be built.`,
    link: '/plan',
  },
  {
    title: 'Plan submitted for review',
    body: (name: string) => `The plan for ${name} is ready for the client.`,
    link: '/plan',
  },
  {
    title: 'Plan accepted',
    body: (name: string) => `The client accepted the plan for ${name}.`,
    link: '/plan',
  },
  {
    title: 'Modification requested',
    body: (name: string) => `The client asked for changes to ${name}.`,
    link: '/plan',
  },
  { title: 'Campaign started', body: (name: string) => `${name} is live.`, link: '/campaign-management' },
  {
    title: 'Site photos awaiting approval',
    body: (name: string) => `New proof-of-posting photos for ${name}.`,
    link: '/campaign-management',
  },
  {
    title: 'Pay order recorded',
    body: (name: string) => `A pay order was recorded for ${name}.`,
    link: '/plan-po-review',
  },
];

export const NOTIFICATIONS_PER_USER = 25;
/** The newest few of each user's notifications are unread. */
const UNREAD = 6;

export async function seedNotifications(
  db: Db,
  random: Random,
  now: Date,
  userIds: number[],
  campaignNames: string[],
) {
  const values = userIds.flatMap((userId) => {
    let at = now.getTime() - random.int(10, 90) * 60_000;
    return Array.from({ length: NOTIFICATIONS_PER_USER }, (_, index) => {
      const kind = random.pick(NOTIFICATION_KINDS);
      const createdAt = new Date(at);
      at -= random.int(2, 40) * HOUR;
      return {
        userId,
        title: kind.title,
        body: kind.body(random.pick(campaignNames)),
        link: kind.link,
        readAt: index < UNREAD ? null : new Date(createdAt.getTime() + HOUR),
        createdAt,
      };
    });
  });
  await db.insert(notifications).values(values);
}
