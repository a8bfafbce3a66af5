import {
  acceptPlan,
  fetchPlan,
  losePlan,
  PLAN_MESSAGES,
  type PlanSiteRow,
  requestPlanModification,
  resubmitPlan,
  submitPlan,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { activeEmails, notifiedEmails, planAudit, planCalls } from '../test/plans.ts';

let t: TestContext;
let p: ReturnType<typeof planCalls>;
beforeAll(async () => {
  t = await setupTestApp();
  p = planCalls(t);
});
afterAll(() => t?.close());

const kams = () => activeEmails(t, sql`role = 'key_account_manager'`);
const planners = () => activeEmails(t, sql`role = 'planner'`);

async function planRow(planId: number) {
  const [row] = await queryRows<{ status: string; version: number; reason: string | null; brief_id: number }>(
    t.connection,
    sql`select status, version, reason, brief_id from plans where id = ${planId}`,
  );
  return row!;
}

async function versions(planId: number) {
  return queryRows<{ version: number; sites: number; total: number; site_ids: number[] }>(
    t.connection,
    sql`select version, (snapshot->'totals'->>'sites')::int as sites, (snapshot->'totals'->>'total')::float8 as total,
               (select array_agg((r->>'site_id')::int order by (r->>'site_id')::int) from jsonb_array_elements(snapshot->'rows') r) as site_ids
        from plan_versions where plan_id = ${planId} order by version`,
  );
}

describe('the review of a plan', () => {
  it('submit → modification requested → resubmitted as version 2 → accepted, with history, audit and notices', async () => {
    const [a, b, c] = await p.freeSites('conventional', 3);
    const planId = await p.newPlan(undefined, 'Journey plan');
    const { brief_id: briefId } = await planRow(planId);
    expect((await p.saveSites(planId, [p.row(a!), p.row(b!)])).statusCode).toBe(200);

    // Submit: pending, version 1 snapshotted, the KAMs told with a link to the review screen.
    t.clock.advance(60_000);
    const submitted = await p.call(submitPlan, { plan_id: planId });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      message: 'Plan submitted for review',
      plan: { plan_id: planId, status: 'pending', version: 1, sites: 2, total: 200_000 },
    });
    const reviewLink = `/pending-plan-review/${briefId}/view-plan/${planId}`;
    expect(await notifiedEmails(t, 'Plan submitted for review', reviewLink)).toEqual(await kams());
    expect(await versions(planId)).toEqual([
      { version: 1, sites: 2, total: 200_000, site_ids: [a, b].sort((x, y) => x! - y!) },
    ]);

    // The KAM asks for a change.
    t.clock.advance(60_000);
    const reason = 'Add a third billboard in the same city.';
    const requested = await p.call(
      requestPlanModification,
      { plan_id: planId },
      { role: 'key_account_manager', payload: { reason: `  ${reason} ` } },
    );
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().plan).toMatchObject({ status: 'modification_required', reason, version: 1 });
    const requiredLink = `/modification-required/${briefId}/view-plan/${planId}`;
    expect(await notifiedEmails(t, 'Modification requested', requiredLink)).toEqual(await planners());

    // The planner changes the rows and resubmits: version 2, its own snapshot; version 1 is untouched.
    t.clock.advance(60_000);
    const changed = await p.saveSites(planId, [p.row(a!), p.row(b!, { discount_percent: 50 }), p.row(c!)]);
    expect(changed.statusCode, changed.body).toBe(200);
    const resubmitted = await p.call(resubmitPlan, { plan_id: planId });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().plan).toMatchObject({
      status: 'modification_pending',
      version: 2,
      sites: 3,
      total: 250_000,
    });
    expect((await planRow(planId)).version).toBe(2);
    expect((await versions(planId)).map((v) => [v.version, v.sites, v.total])).toEqual([
      [1, 2, 200_000],
      [2, 3, 250_000],
    ]);
    // KAMs review a modification-pending plan on the modification-request view: /modification-pending is for
    // planners and editors, and a link there gave KAMs the Forbidden page (found writing docs/domain.md).
    const requestLink = `/view-modification-request/${briefId}/view-plan/${planId}`;
    expect(await notifiedEmails(t, 'Plan resubmitted for review', requestLink)).toEqual(await kams());
    expect(
      await notifiedEmails(
        t,
        'Plan resubmitted for review',
        `/modification-pending/${briefId}/view-plan/${planId}`,
      ),
    ).toEqual([]);

    // The KAM accepts it; the planners hear of it.
    t.clock.advance(60_000);
    const accepted = await p.call(acceptPlan, { plan_id: planId }, { role: 'key_account_manager' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Plan accepted',
      plan: { status: 'accepted', version: 2 },
    });
    const approvedLink = `/approved-plan-review/${briefId}/view-plan/${planId}`;
    expect(await notifiedEmails(t, 'Plan accepted', approvedLink)).toEqual(await planners());

    expect((await planAudit(t, planId)).map((row) => [row.action, row.email, row.details])).toEqual([
      ['plan.create', 'planner@demo.local', expect.objectContaining({ version: 1 })],
      [
        'plan.saveSites',
        'planner@demo.local',
        expect.objectContaining({ from: 'inprogress', to: 'inprogress', sites: 2 }),
      ],
      [
        'plan.submit',
        'planner@demo.local',
        { from: 'inprogress', to: 'pending', event: 'plan.submit', version: 1 },
      ],
      [
        'plan.requestModification',
        'key_account_manager@demo.local',
        {
          from: 'pending',
          to: 'modification_required',
          event: 'plan.requestModification',
          version: 1,
          reason,
        },
      ],
      [
        'plan.saveSites',
        'planner@demo.local',
        expect.objectContaining({ from: 'modification_required', sites: 3 }),
      ],
      [
        'plan.resubmit',
        'planner@demo.local',
        { from: 'modification_required', to: 'modification_pending', event: 'plan.resubmit', version: 2 },
      ],
      [
        'plan.accept',
        'key_account_manager@demo.local',
        { from: 'modification_pending', to: 'accepted', event: 'plan.accept', version: 2 },
      ],
    ]);

    const { history, plan } = (await p.call(fetchPlan, { plan_id: planId })).json();
    expect(plan).toMatchObject({ status: 'accepted', version: 2, reason });
    const names = await queryRows<{ role: string; name: string }>(
      t.connection,
      sql`select role, name from users where email in ('planner@demo.local', 'key_account_manager@demo.local')`,
    );
    const nameOf = (role: string) => names.find((row) => row.role === role)?.name;
    expect(history.map(({ at: _at, ...entry }: { at: string }) => entry)).toEqual([
      {
        version: 1,
        action: 'created',
        reason: null,
        actor_name: nameOf('planner'),
        sites: null,
        total: null,
      },
      {
        version: 1,
        action: 'submitted',
        reason: null,
        actor_name: nameOf('planner'),
        sites: 2,
        total: 200_000,
      },
      {
        version: 1,
        action: 'modification_requested',
        reason,
        actor_name: nameOf('key_account_manager'),
        sites: null,
        total: null,
      },
      {
        version: 2,
        action: 'resubmitted',
        reason: null,
        actor_name: nameOf('planner'),
        sites: 3,
        total: 250_000,
      },
      {
        version: 2,
        action: 'accepted',
        reason: null,
        actor_name: nameOf('key_account_manager'),
        sites: null,
        total: null,
      },
    ]);
    const times = history.map((entry: { at: string }) => entry.at);
    expect(times).toEqual([...times].sort());
  });

  it('loses a plan with its reason; the planners are told; a lost plan is final', async () => {
    const [site] = await p.freeSites('conventional', 1);
    const planId = await p.pendingPlan([p.row(site!)]);
    const blank = await p.call(
      losePlan,
      { plan_id: planId },
      { role: 'key_account_manager', payload: { reason: ' ' } },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ reason: PLAN_MESSAGES.reasonLose });
    const lost = await p.call(
      losePlan,
      { plan_id: planId },
      { role: 'admin', payload: { reason: 'Client went with another vendor.' } },
    );
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json()).toMatchObject({
      message: 'Plan marked as lost',
      plan: { status: 'lost', reason: 'Client went with another vendor.' },
    });
    expect(await notifiedEmails(t, 'Plan lost', `/view-lost-plan-detail/${planId}`)).toEqual(
      await planners(),
    );
    const history = (await p.call(fetchPlan, { plan_id: planId })).json().history;
    expect(history.at(-1)).toMatchObject({
      action: 'lost',
      reason: 'Client went with another vendor.',
      version: 1,
    });
    const again = await p.call(acceptPlan, { plan_id: planId }, { role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Cannot accept: this plan is lost\./);
  });

  it('refuses what the plan machine does not allow (409), naming the status and the rule', async () => {
    const empty = await p.newPlan();
    const noSites = await p.call(submitPlan, { plan_id: empty });
    expect(noSites.statusCode).toBe(409);
    expect(noSites.json()).toEqual({
      message: 'Cannot submit: this plan is in progress. A plan needs at least one site to be submitted.',
    });
    const early = await p.call(acceptPlan, { plan_id: empty }, { role: 'key_account_manager' });
    expect(early.json()).toEqual({ message: 'Cannot accept: this plan is in progress.' });
    const resubmit = await p.call(resubmitPlan, { plan_id: empty });
    expect(resubmit.json()).toEqual({ message: 'Cannot resubmit: this plan is in progress.' });
    expect((await planRow(empty)).status).toBe('inprogress');
    expect(await p.ids(sql`select id from plan_versions where plan_id = ${empty}`)).toEqual([]);

    // A modification required with no sites left cannot be resubmitted.
    const [site] = await p.freeSites('conventional', 1);
    const planId = await p.pendingPlan([p.row(site!)]);
    await p.call(
      requestPlanModification,
      { plan_id: planId },
      { role: 'admin', payload: { reason: 'Fewer sites' } },
    );
    expect((await p.saveSites(planId, [])).statusCode).toBe(200);
    const emptied = await p.call(resubmitPlan, { plan_id: planId });
    expect(emptied.json()).toEqual({
      message:
        'Cannot resubmit: this plan is modification required. A plan needs at least one site to be resubmitted.',
    });
  });

  it('accepts only one plan per brief', async () => {
    // Two plans made on one brief before either is accepted (once one is, no new plan can be started: plans.test).
    const briefId = await p.freshBrief();
    const [first, second] = await p.freeSites('conventional', 2);
    const accepted = await p.pendingPlan([p.row(first!)], briefId);
    const planId = await p.pendingPlan([p.row(second!)], briefId);
    const accepting = await p.call(acceptPlan, { plan_id: accepted }, { role: 'key_account_manager' });
    expect(accepting.statusCode, accepting.body).toBe(200);
    const detail = (await p.call(fetchPlan, { plan_id: planId })).json().plan;
    expect(detail.briefHasAcceptedPlan).toBe(true);
    const response = await p.call(acceptPlan, { plan_id: planId }, { role: 'key_account_manager' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Cannot accept: this plan is pending. Only one plan per brief can be accepted, and this brief already has an accepted plan.',
    });
    expect((await planRow(planId)).status).toBe('pending');
  });

  it('lets only the reviewing roles review and the building roles submit (403)', async () => {
    const [site] = await p.freeSites('conventional', 1);
    const planId = await p.pendingPlan([p.row(site!)]);
    for (const endpoint of [acceptPlan, requestPlanModification, losePlan]) {
      const response = await p.call(
        endpoint,
        { plan_id: planId },
        { role: 'planner', payload: { reason: 'x' } },
      );
      expect(response.statusCode, endpoint.id).toBe(403);
    }
    const kamSubmits = await p.call(submitPlan, { plan_id: planId }, { role: 'key_account_manager' });
    expect(kamSubmits.statusCode).toBe(403);
    for (const endpoint of [submitPlan, acceptPlan, resubmitPlan]) {
      const unknown = await p.call(endpoint, { plan_id: 999_999 }, { role: 'admin' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Plan not found' });
    }
  });
});

describe('double booking at acceptance', () => {
  it('refuses to accept a plan whose site another accepted plan books for overlapping dates, naming it', async () => {
    const [shared, other] = await p.freeSites('conventional', 2);
    const first = await p.pendingPlan(
      [p.row(shared!, { start_date: '2031-03-01', end_date: '2031-03-31' })],
      undefined,
      'First come',
    );
    const second = await p.pendingPlan([
      p.row(other!),
      p.row(shared!, { start_date: '2031-03-31', end_date: '2031-04-30' }),
    ]);
    expect((await p.call(acceptPlan, { plan_id: first }, { role: 'key_account_manager' })).statusCode).toBe(
      200,
    );
    const [info] = await queryRows<{ site_code: string; brief_number: string }>(
      t.connection,
      sql`select s.site_code, b.brief_number from sites s, plans p join briefs b on b.id = p.brief_id
          where s.id = ${shared} and p.id = ${first}`,
    );
    const refused = await p.call(acceptPlan, { plan_id: second }, { role: 'key_account_manager' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `Cannot accept: site ${info!.site_code} is already booked from 2031-03-01 to 2031-03-31 in the accepted plan "First come" (brief ${info!.brief_number}).`,
    });
    expect((await planRow(second)).status).toBe('pending');
    // A plan is not accepted, so its rows book nothing: a third plan may still propose the site.
    const third = await p.newPlan();
    const proposal = await p.saveSites(third, [
      p.row(shared!, { start_date: '2031-04-01', end_date: '2031-04-30' }),
    ]);
    expect(proposal.statusCode, proposal.body).toBe(200);
  });

  it('books an accepted plan in the database, which itself refuses a second booking of overlapping dates', async () => {
    const [site] = await p.freeSites('conventional', 1);
    const planId = await p.pendingPlan([p.row(site!, { start_date: '2031-06-01', end_date: '2031-06-30' })]);
    expect((await p.call(acceptPlan, { plan_id: planId }, { role: 'key_account_manager' })).statusCode).toBe(
      200,
    );
    const booked = await queryRows<{ site_id: number; during: string }>(
      t.connection,
      sql`select site_id, during::text as during from bookings where plan_id = ${planId}`,
    );
    expect(booked).toEqual([{ site_id: site, during: '[2031-06-01,2031-07-01)' }]);
    // Past every check of the app (a data fix, another program): the exclusion constraint still refuses it.
    const other = await p.ids(
      sql`select id from plans where status = 'accepted' and id <> ${planId} limit 1`,
    );
    await expect(
      t.connection.db.execute(
        sql`insert into plan_sites (plan_id, site_id, start_date, end_date, monthly_rate)
            values (${other[0]}, ${site}, '2031-06-30', '2031-07-15', 1000)`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23P01', constraint: 'bookings_no_overlap' } });
  });

  it('of two concurrent acceptances of plans sharing a site, exactly one wins', async () => {
    const [shared] = await p.freeSites('conventional', 1);
    const [a, b] = await Promise.all([
      p.pendingPlan([p.row(shared!)], undefined, 'Racer A'),
      p.pendingPlan(
        [p.row(shared!, { start_date: '2031-01-15', end_date: '2031-02-15' })],
        undefined,
        'Racer B',
      ),
    ]);
    const responses = await Promise.all([
      p.call(acceptPlan, { plan_id: a }, { role: 'key_account_manager' }),
      p.call(acceptPlan, { plan_id: b }, { role: 'admin' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser.json().message).toMatch(
      /^Cannot accept: site \S+ is already booked from .* in the accepted plan "Racer [AB]"/,
    );
    const statuses = await queryRows<{ status: string }>(
      t.connection,
      sql`select status from plans where id in (${a}, ${b}) order by status`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['accepted', 'pending']);
  });

  it('of two concurrent acceptances of one plan, exactly one wins and one notice goes out', async () => {
    const [site] = await p.freeSites('conventional', 1);
    const planId = await p.pendingPlan([p.row(site!)]);
    const { brief_id: briefId } = await planRow(planId);
    const responses = await Promise.all([
      p.call(acceptPlan, { plan_id: planId }, { role: 'key_account_manager' }),
      p.call(acceptPlan, { plan_id: planId }, { role: 'admin' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({
      message: 'Cannot accept: this plan is accepted.',
    });
    expect((await planAudit(t, planId)).filter((row) => row.action === 'plan.accept')).toHaveLength(1);
    const link = `/approved-plan-review/${briefId}/view-plan/${planId}`;
    expect(await notifiedEmails(t, 'Plan accepted', link)).toEqual(await planners());
  });

  it('keeps seeded accepted plans free of clashes', async () => {
    const clashes = await queryRows(
      t.connection,
      sql`select a.id from plan_sites a join plans pa on pa.id = a.plan_id
          join plan_sites b on b.site_id = a.site_id and b.id <> a.id join plans pb on pb.id = b.plan_id
          where pa.status = 'accepted' and pb.status = 'accepted'
          and a.start_date <= b.end_date and a.end_date >= b.start_date`,
    );
    expect(clashes).toEqual([]);
    const rows = (
      await p.call(fetchPlan, {
        plan_id: (await p.ids(sql`select id from plans where status = 'accepted' order by id limit 1`))[0]!,
      })
    ).json().plan.sites_list;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row: PlanSiteRow) => row.total >= 0)).toBe(true);
  });
});
