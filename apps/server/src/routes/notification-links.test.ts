import { acceptBrief, losePlan, rejectBrief, type StaffRole } from '@ooh/api/contract';
import { mayOpen, ROUTES } from '@ooh/api/routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesOfKind } from '../seed/pipeline.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationKindName,
  type NotificationRecord,
} from '../services/notifications/kinds.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

/**
 * Issue 15: notifications linked to generic lists (`/brief`, `/plan`) and, for some roles, to screens they may not
 * open. Every kind's link, for every role it can reach, must be a route of the table that role may open and must
 * name the record (docs/domain.md "Notifications", "Links, recipients and read state (issue 15)").
 */

/** The route a link opens: the table's path whose pattern matches it. */
function routeOf(link: string) {
  const path = link.split('?')[0] ?? '';
  return ROUTES.find((route) => new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
}

const BRIEF = { brief_id: 31, brief_kind: 'form', brief_number: 'BR-2026-0031' } as const;

/** A record of the right status for each kind, and what in its link names it. */
const SAMPLES: Record<NotificationKindName, { record: NotificationRecord; names: RegExp }> = {
  briefCreated: { record: BRIEF, names: /\/31$/ },
  briefAccepted: { record: BRIEF, names: /search=BR-2026-0031/ },
  briefRejected: { record: { ...BRIEF, brief_kind: 'file' }, names: /^\/brief-review-file\/31$/ },
  briefResubmitted: { record: BRIEF, names: /\/31$/ },
  planSubmitted: {
    record: { brief_id: 31, plan_id: 77, plan_status: 'pending' },
    names: /\/31\/view-plan\/77$/,
  },
  planResubmitted: {
    record: { brief_id: 31, plan_id: 77, plan_status: 'modification_pending' },
    names: /\/31\/view-plan\/77$/,
  },
  planAccepted: {
    record: { brief_id: 31, plan_id: 77, plan_status: 'accepted' },
    names: /\/31\/view-plan\/77$/,
  },
  planModificationRequested: {
    record: { brief_id: 31, plan_id: 77, plan_status: 'modification_required' },
    names: /\/31\/view-plan\/77$/,
  },
  planLost: { record: { brief_id: 31, plan_id: 77, plan_status: 'lost' }, names: /\/77$/ },
  payOrderRecorded: { record: BRIEF, names: /tab=pending&search=BR-2026-0031/ },
  payOrderAccepted: { record: BRIEF, names: /tab=accepted&search=BR-2026-0031/ },
  payOrderRejected: { record: BRIEF, names: /tab=rejected&search=BR-2026-0031/ },
  campaignStarted: { record: { brief_id: 31 }, names: /\/31$/ },
  campaignCompleted: { record: { brief_id: 31 }, names: /\/31$/ },
  executionProposed: { record: { brief_id: 31 }, names: /\/31$/ },
  executionApproved: { record: { brief_id: 31 }, names: /\/31$/ },
  executionRejected: { record: { brief_id: 31 }, names: /\/31$/ },
  photosUploaded: { record: { site_id: 12 }, names: /\/12$/ },
  photosApproved: { record: { site_id: 12 }, names: /\/12$/ },
  photosRejected: { record: { site_id: 12 }, names: /\/12$/ },
  photosDeleted: { record: { site_id: 12 }, names: /\/12$/ },
  siteRequested: { record: { site_id: 12 }, names: /\?id=12$/ },
};

describe('every notification kind', () => {
  const kinds = Object.entries(NOTIFICATION_KINDS) as Array<[NotificationKindName, NotificationKind]>;

  it.each(kinds)('%s: each recipient role gets a route it may open, pointing at the record', (name, kind) => {
    const { record, names } = SAMPLES[name];
    const roles = [...rolesOfKind(kind)];
    expect(roles.length, `${name} reaches nobody`).toBeGreaterThan(0);
    for (const role of roles) {
      const link = kind.link(record, role);
      const route = routeOf(link);
      expect(route, `${name} → ${role}: ${link} is no route`).toBeDefined();
      expect(mayOpen(route?.path as never, role), `${name} → ${role}: ${link}`).toBe(true);
      expect(link, `${name} → ${role}`).toMatch(names);
      // Never a bare list: the record's id is in the path, or the list is searched for it.
      expect(link, `${name} → ${role}`).not.toMatch(/^\/(brief|plan|plan-po-review|campaign-management)$/);
    }
  });

  it('goes to the roles DOMAIN names for the event (plus the named user of the record)', () => {
    const rolesOf = (name: NotificationKindName) => [...NOTIFICATION_KINDS[name].roles].sort();
    // DOMAIN.md "Notifications": the role that acts next.
    expect(rolesOf('briefCreated')).toEqual(['admin', 'key_account_manager']);
    expect(rolesOf('briefAccepted')).toEqual(['planner']);
    expect(rolesOf('planSubmitted')).toEqual(['key_account_manager']);
    for (const name of ['planAccepted', 'planModificationRequested', 'planLost'] as const)
      expect(rolesOf(name)).toEqual(['planner']);
    expect(rolesOf('payOrderRecorded')).toEqual(['admin', 'key_account_manager']);
    expect(rolesOf('campaignStarted')).toEqual(['operation_analyst']);
    expect(rolesOf('executionProposed')).toEqual(['admin']);
    expect(rolesOf('photosUploaded')).toEqual(['admin']);
    // A designer never gets a plan or pay-order event; an editor or a manager no event at all.
    for (const [name, kind] of Object.entries(NOTIFICATION_KINDS)) {
      const reached = rolesOfKind(kind);
      if (/^(plan|payOrder)/.test(name)) expect(reached.has('designer'), name).toBe(false);
      expect(reached.has('editor'), name).toBe(false);
      expect(reached.has('manager'), name).toBe(false);
    }
  });
});

describe('written notifications', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t?.close());

  const linksOf = (userRole: StaffRole, title: string) =>
    queryRows<{ link: string }>(
      t.connection,
      sql`select n.link from notifications n join users u on u.id = n.user_id
          where u.role = ${userRole} and n.title = ${title} order by n.id desc limit 1`,
    );

  it('the seeded ones: each user’s links open a record on a route its role may open', async () => {
    const rows = await queryRows<{ role: StaffRole; link: string; title: string }>(
      t.connection,
      sql`select u.role, n.link, n.title from notifications n join users u on u.id = n.user_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const route = routeOf(row.link);
      expect(route && mayOpen(route.path as never, row.role), `${row.title} → ${row.role}: ${row.link}`).toBe(
        true,
      );
      expect(row.link.includes('{') || /^\/(brief|plan|campaign-management)$/.test(row.link)).toBe(false);
    }
    const roles = new Set(rows.map((row) => row.role));
    expect(roles.has('editor')).toBe(false);
    expect(roles.has('manager')).toBe(false);
  });

  it('a brief accepted, a brief rejected and a plan lost link the recipients to that record', async () => {
    const [pending, second] = await queryRows<{ id: number; kind: string; brief_number: string }>(
      t.connection,
      sql`select id, kind, brief_number from briefs where status = 'pending' and deleted_at is null order by id limit 2`,
    );
    if (!pending || !second) throw new Error('the seed has two new briefs');
    const designer = await t.tokenForRole('designer');
    const accepted = await t.call({
      method: 'PATCH',
      url: `/api${acceptBrief.path.replace('{id}', String(pending.id))}`,
      token: designer,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await linksOf('planner', 'Brief accepted'))[0]?.link).toBe(
      `/plan?tab=approved-briefs&search=${pending.brief_number}`,
    );

    const rejected = await t.call({
      method: 'PATCH',
      url: `/api${rejectBrief.path.replace('{id}', String(second.id))}`,
      token: designer,
      payload: { reason: 'No budget split' },
    });
    expect(rejected.statusCode).toBe(200);
    const review = `/brief-review-${second.kind}/${second.id}`;
    expect((await linksOf('admin', 'Brief rejected'))[0]?.link).toBe(review);

    const [plan] = await queryRows<{ id: number; brief_id: number }>(
      t.connection,
      sql`select id, brief_id from plans where status = 'pending' order by id limit 1`,
    );
    if (!plan) throw new Error('the seed has a pending plan');
    const lost = await t.call({
      method: 'PATCH',
      url: `/api${losePlan.path.replace('{plan_id}', String(plan.id))}`,
      token: await t.tokenForRole('key_account_manager'),
      payload: { reason: 'Client went elsewhere' },
    });
    expect(lost.statusCode).toBe(200);
    expect((await linksOf('planner', 'Plan lost'))[0]?.link).toBe(`/view-lost-plan-detail/${plan.id}`);
  });
});
