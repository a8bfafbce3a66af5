import { fetchPlan } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { planCalls } from '../test/plans.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

describe('the seeded plans', () => {
  it('keep their statuses, and each has 2–8 approved sites dated inside its brief', async () => {
    const counts = await queryRows<{ status: string; n: number }>(
      t.connection,
      sql`select status, count(*)::int as n from plans group by status order by status`,
    );
    expect(Object.fromEntries(counts.map((row) => [row.status, Number(row.n)]))).toEqual({
      accepted: 3,
      inprogress: 7,
      lost: 3,
      modification_pending: 3,
      modification_required: 3,
      pending: 3,
    });
    const plans = await queryRows<{
      id: number;
      n: number;
      outside: number;
      unapproved: number;
      cities: number;
    }>(
      t.connection,
      sql`select p.id, count(ps.id)::int as n,
                 count(*) filter (where ps.start_date < b.start_date or ps.end_date > b.end_date)::int as outside,
                 count(*) filter (where s.status <> 'approved')::int as unapproved,
                 count(distinct s.city_id)::int as cities
          from plans p join briefs b on b.id = p.brief_id
          left join plan_sites ps on ps.plan_id = p.id left join sites s on s.id = ps.site_id
          group by p.id order by p.id`,
    );
    for (const plan of plans) {
      expect(Number(plan.n), `plan ${plan.id}`).toBeGreaterThanOrEqual(2);
      expect(Number(plan.n), `plan ${plan.id}`).toBeLessThanOrEqual(8);
      expect(Number(plan.outside)).toBe(0);
      expect(Number(plan.unapproved)).toBe(0);
    }
    expect(plans.filter((plan) => Number(plan.cities) >= 2).length).toBeGreaterThan(plans.length / 2);
    const [digital] = await queryRows<{ n: number; without_slots: number }>(
      t.connection,
      sql`select count(*)::int as n, count(*) filter (where ps.spot_length_seconds is null)::int as without_slots
          from plan_sites ps join sites s on s.id = ps.site_id join mediums m on m.id = s.medium_id
          where m.kind = 'digital'`,
    );
    expect(Number(digital!.n)).toBeGreaterThan(0);
    expect(Number(digital!.without_slots)).toBe(0);
  });

  it('book no site twice among accepted plans, so any seeded plan can be accepted', async () => {
    const clashes = await queryRows(
      t.connection,
      sql`select ps.id from plan_sites ps join plans p on p.id = ps.plan_id
          join plan_sites other on other.site_id = ps.site_id and other.plan_id <> ps.plan_id
          join plans op on op.id = other.plan_id
          where op.status = 'accepted' and ps.start_date <= other.end_date and ps.end_date >= other.start_date`,
    );
    expect(clashes).toEqual([]);
  });

  it('have a snapshot per version once submitted, and the history their status implies', async () => {
    const versions = await queryRows<{ status: string; version: number; snapshots: number[] }>(
      t.connection,
      sql`select p.status, p.version, coalesce(array_agg(v.version order by v.version) filter (where v.id is not null), '{}') as snapshots
          from plans p left join plan_versions v on v.plan_id = p.id group by p.id order by p.id`,
    );
    for (const plan of versions) {
      const expected =
        plan.status === 'inprogress' ? [] : Array.from({ length: plan.version }, (_, i) => i + 1);
      expect(plan.snapshots.map(Number)).toEqual(expected);
    }
    const p = planCalls(t);
    const [altered] = await p.ids(
      sql`select id from plans where status = 'modification_pending' order by id limit 1`,
    );
    const { history, plan } = (await p.call(fetchPlan, { plan_id: altered! })).json();
    expect(
      history.map((entry: { action: string; version: number }) => [entry.action, entry.version]),
    ).toEqual([
      ['created', 1],
      ['submitted', 1],
      ['modification_requested', 1],
      ['resubmitted', 2],
    ]);
    expect(history[3]).toMatchObject({ sites: plan.sites, total: plan.total });
    expect(history[2].reason).toBe(plan.reason);
  });
});
