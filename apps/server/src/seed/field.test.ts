import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

describe('the seeded field data', () => {
  it('gives every campaign its accepted pay order and its sites from the accepted plan', async () => {
    const rows = await queryRows<{ id: number; po: string | null; sites: number; plan_rows: number }>(
      t.connection,
      sql`select c.id, po.status as po,
                 (select count(*) from campaign_sites cs where cs.campaign_id = c.id)::int as sites,
                 (select count(*) from plan_sites ps where ps.plan_id = c.plan_id)::int as plan_rows
          from campaigns c left join pay_orders po on po.id = c.pay_order_id order by c.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.po).toBe('accepted');
      expect(Number(row.sites)).toBe(Number(row.plan_rows));
      expect(Number(row.sites)).toBeGreaterThan(0);
    }
  });

  it('leaves the accepted plan without a campaign with a rejected and a pending pay order', async () => {
    const rows = await queryRows<{ status: string; reason: string | null }>(
      t.connection,
      sql`select po.status, po.reason from pay_orders po
          where not exists (select 1 from campaigns c where c.brief_id = po.brief_id) order by po.id`,
    );
    expect(rows.map((row) => row.status)).toEqual(['rejected', 'pending']);
    expect(rows[0]?.reason).toMatch(/short/);
  });

  it('has the running campaign part way: trackers, approved steps with history, one proposal, photos', async () => {
    const [row] = await queryRows<{
      unassigned: number;
      approved: number;
      proposals: number;
      history: number;
      images: number;
    }>(
      t.connection,
      sql`select count(*) filter (where cs.tracker_id is null)::int as unassigned,
                 count(*) filter (where cs.execution_status_id is not null)::int as approved,
                 count(*) filter (where cs.proposed_execution_status_id is not null)::int as proposals,
                 (select count(*) from execution_status_history h join campaign_sites x on x.id = h.campaign_site_id
                   join campaigns y on y.id = x.campaign_id where y.status = 'active')::int as history,
                 (select count(*) from site_images i join campaign_sites x on x.id = i.campaign_site_id
                   join campaigns y on y.id = x.campaign_id where y.status = 'active')::int as images
          from campaign_sites cs join campaigns c on c.id = cs.campaign_id where c.status = 'active'`,
    );
    expect(Number(row?.unassigned)).toBe(1);
    expect(Number(row?.approved)).toBeGreaterThan(0);
    expect(Number(row?.proposals)).toBe(1);
    expect(Number(row?.history)).toBeGreaterThan(Number(row?.approved));
    expect(Number(row?.images)).toBeGreaterThan(0);
  });

  it('writes the tracker and execution status lookups in order', async () => {
    const tracker = await queryRows<{ name: string }>(
      t.connection,
      sql`select name from tracker_statuses order by position`,
    );
    expect(tracker.map((row) => row.name)).toEqual(['assigned', 'visited', 'photographed', 'issue reported']);
    const execution = await queryRows<{ name: string }>(
      t.connection,
      sql`select name from execution_statuses order by position`,
    );
    expect(execution.map((row) => row.name)).toEqual([
      'design received',
      'printing',
      'printed',
      'mounting',
      'live',
      'dismounted',
    ]);
  });
});
