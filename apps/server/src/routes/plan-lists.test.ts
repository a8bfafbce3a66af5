import {
  type AnyEndpoint,
  fetchAlteredPendingPlansOfBrief,
  fetchAlteredPlansOfBrief,
  fetchAlteredRequiredPlansOfBrief,
  fetchAlterPendingPlans,
  fetchAlterPlans,
  fetchAlterRequiredPlans,
  fetchApprovedPlans,
  fetchInprogressPlans,
  fetchLostPlans,
  fetchLostPlansOfBrief,
  fetchPendingPlans,
  fetchPendingPlansOfBrief,
  fetchPlansOfBrief,
  fillPath,
  type PlanStatus,
  STAFF_ROLES,
  type StaffRole,
} from '@ooh/api/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { planSites, plans } from '../db/schema.ts';
import { planPageQuery, planSearch } from '../services/plans/lists.ts';
import { clientsMatching, clientsMatchingQuery } from '../services/shared/search.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
let token: string;

/** A brief of the seed with no plan yet: the per-brief tests give it one plan in every state. */
let briefId = 0;
/** Its plans, by status. */
const ofBrief = {} as Record<PlanStatus, number>;
/** A pending plan with four hand-checkable rows (below). */
let pricedPlanId = 0;
/** A plan, in every list's terms, of the deleted brief: it must never be listed. */

async function ids(query: SQL): Promise<number[]> {
  return (await queryRows<{ id: number }>(t.connection, query)).map((row) => Number(row.id));
}
const one = async (query: SQL) => (await ids(query))[0]!;

async function addPlan(values: { briefId: number; name: string; status: PlanStatus; version?: number }) {
  const at = t.clock.now();
  const [row] = await t.connection.db
    .insert(plans)
    .values({ reason: null, version: 1, createdAt: at, updatedAt: at, ...values })
    .returning({ id: plans.id });
  return row!.id;
}

beforeAll(async () => {
  t = await setupTestApp();
  token = await t.tokenForRole('planner');
  // Plans changed after they were made: the lists follow the last change, not creation (the seed leaves the two
  // equal). A spread of changes, and two plans changed at the same instant, so that the id breaks the tie.
  await t.connection.db.execute(
    sql`update plans set updated_at = created_at + ((id * 7) % 40) * interval '1 day'`,
  );
  await t.connection.db.execute(
    sql`update plans set updated_at = (select max(updated_at) from plans) + interval '1 day'
        where id in (select id from plans where status = 'pending' order by id limit 2)`,
  );

  briefId = await one(
    sql`select id from briefs where status = 'approved' and deleted_at is null
        and not exists (select 1 from plans p where p.brief_id = briefs.id) order by id limit 1`,
  );
  const versions: Record<PlanStatus, number> = {
    inprogress: 1,
    pending: 1,
    accepted: 2,
    modification_required: 3,
    modification_pending: 2,
    lost: 1,
  };
  for (const [status, version] of Object.entries(versions) as Array<[PlanStatus, number]>) {
    t.clock.advance(60_000);
    ofBrief[status] = await addPlan({ briefId, name: `Brief test ${status}`, status, version });
  }

  // docs/domain.md's hand check: three billboards at 100,000 a month for 30 days, 10% discount, one FOC → net
  // 180,000; one of them with 5,000 mounting. And a screen at 60,000 for 30 days, whose printing and mounting
  // do not count (production is 0 for digital) → 245,000 over four sites.
  pricedPlanId = await addPlan({ briefId, name: 'Priced plan', status: 'pending' });
  const conventional = await ids(
    sql`select s.id from sites s join mediums m on m.id = s.medium_id where m.kind = 'conventional' order by s.id limit 3`,
  );
  const digital = await one(
    sql`select s.id from sites s join mediums m on m.id = s.medium_id where m.kind = 'digital' order by s.id limit 1`,
  );
  const dates = { startDate: '2025-07-01', endDate: '2025-07-30' };
  await t.connection.db.insert(planSites).values([
    ...conventional.map((siteId, index) => ({
      planId: pricedPlanId,
      siteId,
      ...dates,
      lineType: index === 2 ? ('foc' as const) : ('paid' as const),
      monthlyRate: 100_000,
      discountPercent: 10,
      mountingCost: index === 0 ? 5_000 : 0,
    })),
    {
      planId: pricedPlanId,
      siteId: digital,
      ...dates,
      monthlyRate: 60_000,
      printingRate: 10,
      mountingCost: 1_000,
      spotLengthSeconds: 10,
      loopLengthSeconds: 60,
      spotsPerLoop: 1,
    },
  ]);
});
afterAll(() => t?.close());

async function get(path: string, query: Record<string, string | number> = {}, as: string | null = token) {
  return t.call({
    method: 'GET',
    url: `/api${path}`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    ...(as ? { token: as } : {}),
  });
}

async function body(path: string, query: Record<string, string | number> = {}, as: string | null = token) {
  const response = await get(path, query, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const planIds = (page: { plans: Array<{ plan_id: number }> }) => page.plans.map((plan) => plan.plan_id);

/** The expected list, written independently of the service: live briefs only, last changed first, then id. */
const newestFirst = (where: SQL) =>
  ids(sql`select p.id from plans p join briefs b on b.id = p.brief_id join clients c on c.id = b.client_id
          where b.deleted_at is null and ${where} order by p.updated_at desc, p.id desc`);

const LISTS: Array<[string, AnyEndpoint, SQL]> = [
  ['in progress', fetchInprogressPlans, sql`p.status = 'inprogress'`],
  ['pending', fetchPendingPlans, sql`p.status = 'pending'`],
  ['altered', fetchAlterPlans, sql`p.version > 1`],
  ['lost', fetchLostPlans, sql`p.status = 'lost'`],
  ['alter pending', fetchAlterPendingPlans, sql`p.status = 'modification_pending'`],
  ['alter required', fetchAlterRequiredPlans, sql`p.status = 'modification_required'`],
  ['approved', fetchApprovedPlans, sql`p.status = 'accepted'`],
];

describe('plans of deleted briefs', () => {
  it('cannot exist: the database refuses a plan on a deleted brief and deleting a brief with a plan', async () => {
    const deletedBrief = await one(sql`select id from briefs where deleted_at is not null limit 1`);
    await expect(
      addPlan({ briefId: deletedBrief, name: 'Orphan plan', status: 'modification_pending', version: 2 }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    const planned = await one(sql`select brief_id as id from plans order by id limit 1`);
    await expect(
      t.connection.db.execute(
        sql`update briefs set status = 'deleted', deleted_at = now() where id = ${planned}`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});

describe('the plan lists', () => {
  it.each(LISTS)(
    'lists the %s plans, last changed first, paged, with the totals',
    async (_name, endpoint, where) => {
      const expected = await newestFirst(where);
      expect(expected.length).toBeGreaterThan(3);
      const first = await body(endpoint.path, { page: 1, limit: 3 });
      expect(planIds(first)).toEqual(expected.slice(0, 3));
      expect(first.totalPlans).toBe(expected.length);
      expect(first.allTotal).toBe(expected.length);
      const second = await body(endpoint.path, { page: 2, limit: 3 });
      expect(planIds(second)).toEqual(expected.slice(3, 6));
      const all = await body(endpoint.path, { limit: 100 });
      expect(planIds(all)).toEqual(expected);
      const beyond = await body(endpoint.path, { page: 50, limit: 10 });
      expect(beyond).toEqual({
        plans: [],
        totalPlans: expected.length,
        totalCapped: false,
        allTotal: expected.length,
      });
    },
  );

  it('puts each plan in the list of its state; altered holds every plan of more than one version', async () => {
    const statusOf = async (endpoint: AnyEndpoint) =>
      new Set(
        (await body(endpoint.path, { limit: 100 })).plans.map((plan: { status: string }) => plan.status),
      );
    expect(await statusOf(fetchInprogressPlans)).toEqual(new Set(['inprogress']));
    expect(await statusOf(fetchPendingPlans)).toEqual(new Set(['pending']));
    expect(await statusOf(fetchLostPlans)).toEqual(new Set(['lost']));
    expect(await statusOf(fetchAlterPendingPlans)).toEqual(new Set(['modification_pending']));
    expect(await statusOf(fetchAlterRequiredPlans)).toEqual(new Set(['modification_required']));
    expect(await statusOf(fetchApprovedPlans)).toEqual(new Set(['accepted']));
    const alteredPage = await body(fetchAlterPlans.path, { limit: 100 });
    expect(alteredPage.plans.every((plan: { version: number }) => plan.version > 1)).toBe(true);
    // Altered cuts across states: the brief's accepted (v2), required (v3) and pending (v2) plans are all in it.
    for (const status of ['accepted', 'modification_required', 'modification_pending'] as const)
      expect(planIds(alteredPage), status).toContain(ofBrief[status]);
    // The plan just changed comes first, whatever its age.
    const [oldest] = await ids(
      sql`select id from plans where status = 'lost' order by created_at, id limit 1`,
    );
    await t.connection.db.execute(
      sql`update plans set updated_at = now() + interval '1 year' where id = ${oldest!}`,
    );
    expect(planIds(await body(fetchLostPlans.path, { limit: 1 }))).toEqual([oldest]);
  });

  it('answers each plan with its brief, client, author, site count and total', async () => {
    const [row] = await queryRows<Record<string, string | number>>(
      t.connection,
      sql`select b.brief_number, b.campaign_name, c.company_name, u.name as author
          from plans p join briefs b on b.id = p.brief_id join clients c on c.id = b.client_id
          left join users u on u.id = p.created_by where p.id = ${pricedPlanId}`,
    );
    const page = await body(fetchPendingPlans.path, { limit: 100 });
    const priced = page.plans.find((plan: { plan_id: number }) => plan.plan_id === pricedPlanId);
    expect(priced).toEqual({
      plan_id: pricedPlanId,
      planName: 'Priced plan',
      status: 'pending',
      version: 1,
      reason: null,
      brief_id: briefId,
      brief_number: row?.brief_number,
      campaign_name: row?.campaign_name,
      client_name: row?.company_name,
      sites: 4,
      total: 245_000,
      created_by_name: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // A seeded plan names its planner and its reason, and counts the rows the seed gave it.
    const [lost] = (await body(fetchLostPlans.path, { limit: 100 })).plans.filter(
      (plan: { planName: string }) => plan.planName.endsWith(' plan'),
    );
    const [seeded] = await queryRows<{ name: string; sites: number }>(
      t.connection,
      sql`select u.name, (select count(*)::int from plan_sites ps where ps.plan_id = p.id) as sites
          from plans p join users u on u.id = p.created_by where p.id = ${lost.plan_id}`,
    );
    expect(Number(seeded?.sites)).toBeGreaterThan(0);
    expect(lost).toMatchObject({
      sites: Number(seeded?.sites),
      total: expect.any(Number),
      reason: 'Client chose another vendor.',
      created_by_name: seeded?.name,
    });
    expect(lost.total).toBeGreaterThan(0);
    // A plan without rows: no sites, nothing to pay.
    const [empty] = (await body(fetchAlterRequiredPlans.path, { limit: 100 })).plans.filter(
      (plan: { plan_id: number }) => plan.plan_id === ofBrief.modification_required,
    );
    expect(empty).toMatchObject({ sites: 0, total: 0, version: 3 });
  });

  it('searches plan name, brief number, campaign and client; totalPlans counts the matches, allTotal the list', async () => {
    const [sample] = await queryRows<{
      id: number;
      brief_number: string;
      campaign_name: string;
      company_name: string;
    }>(
      t.connection,
      sql`select p.id, b.brief_number, b.campaign_name, c.company_name from plans p join briefs b on b.id = p.brief_id
          join clients c on c.id = b.client_id where p.status = 'accepted' order by p.id limit 1`,
    );
    await t.connection.db.execute(
      sql`update plans set name = 'Zephyr_Glow 50% rollout' where id = ${sample!.id}`,
    );
    const allTotal = (await newestFirst(sql`p.status = 'accepted'`)).length;
    const matching = (pattern: string) =>
      newestFirst(sql`p.status = 'accepted' and (p.name ilike ${pattern} or b.brief_number ilike ${pattern}
        or b.campaign_name ilike ${pattern} or c.company_name ilike ${pattern})`);
    const lastWord = sample!.campaign_name.split(' ').at(-1)!;
    const cases: Array<[string, string]> = [
      ['zephyr_glow', '%zephyr\\_glow%'],
      ['50%', '%50\\%%'],
      [sample!.brief_number.toLowerCase(), `%${sample!.brief_number}%`],
      [lastWord.toUpperCase(), `%${lastWord}%`],
      [sample!.company_name.slice(0, 5).toLowerCase(), `%${sample!.company_name.slice(0, 5)}%`],
    ];
    for (const [search, pattern] of cases) {
      const expected = await matching(pattern);
      expect(expected, search).toContain(sample!.id);
      const page = await body(fetchApprovedPlans.path, { search, limit: 100 });
      expect(planIds(page), search).toEqual(expected);
      expect(page.totalPlans, search).toBe(expected.length);
      expect(page.allTotal, search).toBe(allTotal);
    }
    // The plan name alone: no brief, campaign or client holds the word.
    expect(planIds(await body(fetchApprovedPlans.path, { search: 'ZEPHYR' }))).toEqual([sample!.id]);
    // % and _ are literal: unescaped, each of these would match "Zephyr_Glow 50% rollout".
    for (const search of ['zephyr%glow', '%%', '_lo_']) {
      const page = await body(fetchApprovedPlans.path, { search });
      expect(page.totalPlans, search).toBe(0);
      expect(page.allTotal).toBe(allTotal);
    }
    // Paging through results: totalPlans stays the match count on every page; blank search is no search.
    const numbered = await newestFirst(sql`p.status = 'pending' and b.brief_number ilike 'BR-%'`);
    expect(numbered.length).toBeGreaterThan(3);
    const page2 = await body(fetchPendingPlans.path, { search: 'br-', limit: 2, page: 2 });
    expect(planIds(page2)).toEqual(numbered.slice(2, 4));
    expect(page2.totalPlans).toBe(numbered.length);
    expect((await body(fetchApprovedPlans.path, { search: '   ' })).totalPlans).toBe(allTotal);
  });

  it('answers 400 for a bad page or limit', async () => {
    const bad = await get(fetchPendingPlans.path, { page: 0, limit: 500 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['limit', 'page']);
  });
});

describe('the plans of one brief', () => {
  const path = (endpoint: AnyEndpoint, id = briefId) => fillPath(endpoint.path, { brief_id: id, id });
  const expected = (...statuses: PlanStatus[]) =>
    newestFirst(
      sql`p.brief_id = ${briefId} and p.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );

  it('lists each state of one brief, newest first, with how many are altered', async () => {
    const cases: Array<[AnyEndpoint, number[], number]> = [
      [fetchAlteredPlansOfBrief, await newestFirst(sql`p.brief_id = ${briefId} and p.version > 1`), 3],
      [fetchAlteredPendingPlansOfBrief, [ofBrief.modification_pending], 1],
      [fetchAlteredRequiredPlansOfBrief, [ofBrief.modification_required], 1],
      [fetchLostPlansOfBrief, [ofBrief.lost], 0],
      [fetchPendingPlansOfBrief, await expected('pending', 'modification_pending'), 1],
      [fetchPlansOfBrief, await newestFirst(sql`p.brief_id = ${briefId}`), 3],
    ];
    for (const [endpoint, plansExpected, altered] of cases) {
      const answer = await body(path(endpoint));
      expect(planIds(answer), endpoint.id).toEqual(plansExpected);
      expect(answer.totalPlans, endpoint.id).toBe(plansExpected.length);
      expect(answer.totalAlteredPlans, endpoint.id).toBe(altered);
    }
    // Pending of a brief: the first review and the one after a modification, both.
    expect(await expected('pending', 'modification_pending')).toHaveLength(3);
    const all = await body(path(fetchPlansOfBrief));
    expect(all.plans.find((plan: { plan_id: number }) => plan.plan_id === pricedPlanId)).toMatchObject({
      sites: 4,
      total: 245_000,
    });
  });

  it('filters the plans of a brief by status', async () => {
    for (const status of ['inprogress', 'accepted', 'lost', 'modification_required'] as const) {
      const answer = await body(path(fetchPlansOfBrief), { status });
      expect(planIds(answer), status).toEqual([ofBrief[status]]);
      expect(answer.totalAlteredPlans, status).toBe(status === 'inprogress' || status === 'lost' ? 0 : 1);
    }
    const pending = await body(path(fetchPlansOfBrief), { status: 'pending' });
    expect(planIds(pending).sort()).toEqual([ofBrief.pending, pricedPlanId].sort());
    const bad = await get(path(fetchPlansOfBrief), { status: 'approved' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });

  it('answers an empty list for a brief with no plan in that state', async () => {
    const fresh = await one(
      sql`select id from briefs where status = 'approved' and deleted_at is null
          and not exists (select 1 from plans p where p.brief_id = briefs.id) order by id limit 1`,
    );
    expect(await body(path(fetchLostPlansOfBrief, fresh))).toEqual({
      plans: [],
      totalPlans: 0,
      totalAlteredPlans: 0,
    });
  });

  it('answers 404 for an unknown or deleted brief', async () => {
    const deleted = await one(sql`select id from briefs where deleted_at is not null limit 1`);
    for (const endpoint of [
      fetchAlteredPlansOfBrief,
      fetchAlteredPendingPlansOfBrief,
      fetchAlteredRequiredPlansOfBrief,
      fetchLostPlansOfBrief,
      fetchPendingPlansOfBrief,
      fetchPlansOfBrief,
    ])
      for (const id of [deleted, 999_999]) {
        const response = await get(path(endpoint, id));
        expect(response.statusCode, `${endpoint.id} ${id}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Brief not found' });
      }
  });
});

describe('who may see the lists', () => {
  const ALL: AnyEndpoint[] = [
    ...LISTS.map(([, endpoint]) => endpoint),
    fetchAlteredPlansOfBrief,
    fetchAlteredPendingPlansOfBrief,
    fetchAlteredRequiredPlansOfBrief,
    fetchLostPlansOfBrief,
    fetchPendingPlansOfBrief,
    fetchPlansOfBrief,
  ];
  /** Spec section 6: plans are admin, planner and KAM; the editor sees modification-pending plans too. */
  const FOR_EDITORS = new Set([
    fetchAlterPendingPlans.id,
    fetchAlteredPendingPlansOfBrief.id,
    fetchPlansOfBrief.id,
  ]);

  it('admits admin, planner and KAM everywhere, the editor to the alter-pending lists only, nobody else', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await t.tokenForRole(role)] as const)),
    ) as Record<StaffRole, string>;
    for (const endpoint of ALL) {
      const url = fillPath(endpoint.path, { brief_id: briefId, id: briefId });
      for (const role of STAFF_ROLES) {
        const allowed =
          role === 'admin' ||
          role === 'planner' ||
          role === 'key_account_manager' ||
          (role === 'editor' && FOR_EDITORS.has(endpoint.id));
        const response = await get(url, {}, tokens[role]);
        expect(response.statusCode, `${endpoint.id} as ${role}`).toBe(allowed ? 200 : 403);
      }
      expect((await get(url, {}, null)).statusCode, endpoint.id).toBe(401);
    }
  });
});

describe('the list queries use their indexes', () => {
  async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }, settings: string[]) {
    const { sql: text, params } = query.toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
      const value = params[Number(i) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    return t.connection.db.transaction(async (tx) => {
      for (const setting of settings) await tx.execute(sql.raw(`set local ${setting} = off`));
      const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Array<{ 'QUERY PLAN': string }>;
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
  const db = (): Db => t.connection.db;

  it('searches through the trigram indexes of plan name, campaign name, brief number and company name', async () => {
    // The clients a term names are read first, off their own trigram index (docs/domain.md "Searches"); the
    // search then finds their plans by the briefs' client id.
    const clientsPlan = await planOf(clientsMatchingQuery(db(), 'textiles'), ['enable_seqscan']);
    expect(clientsPlan, clientsPlan).toContain('clients_company_name_trgm_idx');
    const clientIds = await clientsMatching(db(), 'textiles');
    expect(clientIds.length).toBeGreaterThan(0);
    // The page's plan with a client found (no seeded company name holds "lever"; the seed's few rows make the
    // planner read the campaign names by key for "textiles"), so that every branch is planned.
    const indexes = [
      'briefs_campaign_name_trgm_idx',
      'briefs_brief_number_trgm_idx',
      'briefs_client_idx',
      'plans_name_trgm_idx',
    ];
    const plan = await planOf(
      planPageQuery(
        db(),
        sql`"plans"."status" = 'accepted' and ${planSearch('lever', clientIds)}`,
        1,
        10,
        'plans:status:accepted',
      ),
      ['enable_seqscan'],
    );
    for (const index of indexes) expect(plan, plan).toContain(index);
  });

  it('reads a status list last-changed first straight off plans_status_updated_idx (no sort)', async () => {
    const plan = await planOf(
      planPageQuery(db(), sql`"plans"."status" = 'pending'`, 2, 10, 'plans:status:pending'),
      ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'],
    );
    expect(plan).toContain('plans_status_updated_idx');
    // The page's ids come off the index in order (nothing sorted under the Limit); only the ten rows of the page
    // are put back in order once joined.
    expect(plan.slice(plan.indexOf('Limit')), plan).not.toMatch(/\bSort\b/);
  });

  it('reads the altered list last-changed first off plans_altered_updated_idx (no sort)', async () => {
    const plan = await planOf(planPageQuery(db(), sql`"plans"."version" > 1`, 1, 10, 'plans:altered'), [
      'enable_seqscan',
      'enable_bitmapscan',
      'enable_sort',
    ]);
    expect(plan).toContain('plans_altered_updated_idx');
    // The page's ids come off the index in order (nothing sorted under the Limit); only the ten rows of the page
    // are put back in order once joined.
    expect(plan.slice(plan.indexOf('Limit')), plan).not.toMatch(/\bSort\b/);
  });
});
