import { isDeepStrictEqual } from 'node:util';
import { sumTotals } from '@ooh/api/plan-math';
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema.ts';
import { queryRows, setupTestApp, type TestContext } from '../../test/harness.ts';
import { listPayOrders } from '../payorders/index.ts';
import { listPlans } from './lists.ts';
import { completeAcceptedFigures, loadPlanSiteRows, selectPlanList, storePlanFigures } from './queries.ts';

// docs/domain.md, "Plan figures in lists": the totals a plan list shows are stored once computed, cleared by the
// database when what they are computed from changes, and always equal the plan's own figures by the plan math.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

const LISTS = [
  'inprogress',
  'pending',
  'altered',
  'lost',
  'modification_pending',
  'modification_required',
  'accepted',
] as const;

/** Reads every plan list's first pages, as the screens do (the reads store the totals they compute). */
async function readEveryList() {
  for (const list of LISTS)
    for (const page of [1, 2]) await listPlans(t.connection.db, list, { page, limit: 100 });
}

interface Stored {
  id: number;
  figures: unknown;
  figures_version: number;
  accepted_total: string | null;
}

const storedFigures = (where: SQL | undefined = sql`true`) =>
  queryRows<Stored>(
    t.connection,
    sql`select id, figures, figures_version, accepted_total from plans where ${where} order by id`,
  );

/** Plans whose stored totals differ from the plan math over their rows now (the detail's own computation). */
async function drift() {
  const stored = (await storedFigures(sql`figures is not null`)).map((row) => ({
    ...row,
    figures: typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures,
  }));
  const rows = await loadPlanSiteRows(
    t.connection.db,
    stored.map((row) => row.id),
  );
  return stored
    .filter((row) => !isDeepStrictEqual(row.figures, sumTotals(rows.get(row.id) ?? [])))
    .map((row) => row.id);
}

/** A plan with at least one row, its first row's site, and another plan that does not hold that site. */
async function planWithRows(status = 'inprogress') {
  const [row] = await queryRows<{ plan_id: number; site_id: number; medium_id: number }>(
    t.connection,
    sql`select ps.plan_id, ps.site_id, s.medium_id from plan_sites ps join plans p on p.id = ps.plan_id
        join sites s on s.id = ps.site_id
        where p.status = ${status} order by ps.plan_id, ps.id limit 1`,
  );
  if (!row) throw new Error(`the seed has no ${status} plan with rows`);
  const [other] = await queryRows<{ id: number }>(
    t.connection,
    sql`select id from plans p where not exists (
          select 1 from plan_sites ps where ps.plan_id = p.id and ps.site_id = ${row.site_id})
        order by id limit 1`,
  );
  if (!other) throw new Error('the seed has no plan without that site');
  return { planId: row.plan_id, siteId: row.site_id, mediumId: row.medium_id, otherPlanId: other.id };
}

const figuresOf = async (planId: number) => (await storedFigures(sql`id = ${planId}`))[0]!;

describe('plan figures kept for the lists', () => {
  it('are stored by the lists that read them and equal the plan math over the rows', async () => {
    await t.connection.db.execute(sql`update plans set figures = null`);
    await readEveryList();
    const stored = await storedFigures(sql`figures is not null`);
    expect(stored.length).toBeGreaterThan(5);
    expect(await drift()).toEqual([]);
    // A page read again answers the same figures from what is stored.
    const before = await listPlans(t.connection.db, 'inprogress', { page: 1, limit: 100 });
    const again = await listPlans(t.connection.db, 'inprogress', { page: 1, limit: 100 });
    expect(again.plans).toEqual(before.plans);
  });

  it('are cleared by a change to the plan’s rows, and the list shows the new total', async () => {
    await readEveryList();
    const { planId, otherPlanId } = await planWithRows();
    const before = await figuresOf(planId);
    const other = await figuresOf(otherPlanId);
    expect(before.figures).not.toBeNull();
    await t.connection.db.execute(
      sql`update plan_sites set monthly_rate = monthly_rate + 1000 where plan_id = ${planId}`,
    );
    const after = await figuresOf(planId);
    expect(after.figures).toBeNull();
    expect(after.figures_version).toBeGreaterThan(before.figures_version);
    // Another plan's figures stay.
    expect(await figuresOf(otherPlanId)).toEqual(other);

    const { plans } = await listPlans(t.connection.db, 'inprogress', { page: 1, limit: 100 });
    const item = plans.find((plan) => plan.plan_id === planId);
    const rows = (await loadPlanSiteRows(t.connection.db, [planId])).get(planId) ?? [];
    expect(item?.total).toBe(sumTotals(rows).total);
    expect((await figuresOf(planId)).figures).not.toBeNull();
    expect(await drift()).toEqual([]);
  });

  it('are cleared when a figure input of a site on the plan changes, and not by its name', async () => {
    await readEveryList();
    const { planId, siteId, otherPlanId } = await planWithRows();
    const other = await figuresOf(otherPlanId);
    await t.connection.db.execute(sql`update sites set name = name || ' (renamed)' where id = ${siteId}`);
    expect((await figuresOf(planId)).figures).not.toBeNull();

    await t.connection.db.execute(sql`update sites set width_ft = width_ft + 10 where id = ${siteId}`);
    expect((await figuresOf(planId)).figures).toBeNull();
    expect(await figuresOf(otherPlanId)).toEqual(other);
    await readEveryList();
    expect(await drift()).toEqual([]);

    // Setting a column to the value it has is no change.
    const kept = await figuresOf(planId);
    await t.connection.db.execute(sql`update sites set faces = faces where id = ${siteId}`);
    expect(await figuresOf(planId)).toEqual(kept);
  });

  it('are cleared, with an accepted plan’s stored total, when a site of it changes size', async () => {
    const { planId, siteId } = await planWithRows('accepted');
    await completeAcceptedFigures(t.connection.db);
    await readEveryList();
    expect((await figuresOf(planId)).accepted_total).not.toBeNull();
    await t.connection.db.execute(sql`update sites set height_ft = height_ft + 1 where id = ${siteId}`);
    const after = await figuresOf(planId);
    expect(after.figures).toBeNull();
    expect(after.accepted_total).toBeNull();
  });

  it('are cleared when a medium of a site on the plan changes kind', async () => {
    await readEveryList();
    const { planId, mediumId } = await planWithRows();
    expect((await figuresOf(planId)).figures).not.toBeNull();
    // The app refuses this while the medium is used; the database clears the figures all the same.
    await t.connection.db.execute(
      sql`update mediums set kind = case when kind = 'digital' then 'conventional' else 'digital' end where id = ${mediumId}`,
    );
    expect((await figuresOf(planId)).figures).toBeNull();
    await t.connection.db.execute(
      sql`update mediums set kind = case when kind = 'digital' then 'conventional' else 'digital' end where id = ${mediumId}`,
    );
  });

  it('computed from rows read before a change are not stored after it', async () => {
    const { planId } = await planWithRows();
    await t.connection.db.execute(sql`update plan_sites set discount_percent = 0 where plan_id = ${planId}`);
    // A list's read, before the change…
    const read = await selectPlanList(t.connection.db).where(sql`plans.id = ${planId}`);
    expect(read[0]?.figures).toBeNull();
    // …a change committed meanwhile…
    await t.connection.db.execute(sql`update plan_sites set discount_percent = 10 where plan_id = ${planId}`);
    // …and the read's totals, from the old rows, are not stored.
    await storePlanFigures(
      t.connection.db,
      read.map((row) => ({ ...row, planId: row.id })),
    );
    expect((await figuresOf(planId)).figures).toBeNull();
    await readEveryList();
    expect(await drift()).toEqual([]);
  });

  it('serve the pay order lists too, with the same totals', async () => {
    await t.connection.db.execute(
      sql`update plans set figures = null, figures_version = figures_version + 1`,
    );
    const planIds: number[] = [];
    for (const status of ['pending', 'accepted', 'rejected'] as const) {
      const query = { status, page: 1, limit: 100 };
      const first = await listPayOrders(t.connection.db, query, 16);
      const again = await listPayOrders(t.connection.db, query, 16);
      expect(again.pay_orders).toEqual(first.pay_orders);
      planIds.push(...first.pay_orders.map((order) => order.plan_id));
    }
    expect(planIds.length).toBeGreaterThan(0);
    expect(await storedFigures(and(inArray(plans.id, planIds), isNull(plans.figures)))).toEqual([]);
    expect(await drift()).toEqual([]);
  });
});
