import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../../test/harness.ts';
import { completeAcceptedFigures } from '../plans/index.ts';
import { cappedCount, SEARCH_COUNT_WINDOW } from './counts.ts';

// docs/domain.md, "Counts": the counters the triggers keep must equal a count of the rows, after any statement.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

/** Every counter as a plain count of the rows would give it, written independently of the triggers. */
async function recounted(): Promise<Record<string, number>> {
  const rows = await queryRows<{ key: string; value: number }>(
    t.connection,
    sql`select key, count(*)::int as value from (
          select 'briefs:status:' || status as key from briefs where deleted_at is null
          union all select 'briefs:client:' || client_id from briefs where deleted_at is null
          union all select 'plans:status:' || status from plans
          union all select 'plans:altered' from plans where version > 1
          union all select 'clients' from clients where deleted_at is null
          union all select 'clients:kam:' || key_account_manager_id from clients
            where deleted_at is null and key_account_manager_id is not null
          union all select 'users:role:' || role from users where deleted_at is null
          union all select 'sites:status:' || status from sites where deleted_at is null
          union all select 'campaigns:status:' || status from campaigns
          union all select 'notifications:user:' || user_id from notifications
          union all select 'notifications:unread:' || user_id from notifications where read_at is null
          union all select 'pay_orders:status:' || status from pay_orders
          union all select 'competitors' from competitors
          union all select 'competitor_campaigns:competitor:' || competitor_id from competitor_campaigns
          union all select 'competitor_sites:campaign:' || campaign_id from competitor_campaign_sites
        ) k group by key
        union all
        select 'plans:accepted:total_cents', sum(round(accepted_total * 100))::bigint from plans
          where status = 'accepted' and accepted_total is not null having count(*) > 0
        union all
        select 'plans:accepted:sites', sum(accepted_sites)::bigint from plans
          where status = 'accepted' and accepted_sites is not null having sum(accepted_sites) > 0
        union all
        select 'files', count(*) from files having count(*) > 0
        union all
        select 'files:bytes', sum(size)::bigint from files having count(*) > 0`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.value)]));
}

async function counters(): Promise<Record<string, number>> {
  const rows = await queryRows<{ key: string; value: number }>(
    t.connection,
    sql`select key, value from list_counters where value <> 0`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.value)]));
}

describe('the list counters', () => {
  it('match the rows after the seed', async () => {
    const expected = await recounted();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(await counters()).toEqual(expected);
  });

  it('follow multi-row inserts, status moves, soft and hard deletes, and truncation', async () => {
    const { db } = t.connection;
    await db.execute(sql`
      insert into briefs (brief_number, client_id, campaign_name, objective, start_date, end_date, budget, status, kind)
      select 'COUNT-' || n, (select min(id) from clients), 'Counted ' || n, 'x', date '2027-01-01', date '2027-01-31',
             1000, (array['pending', 'approved', 'rejected'])[1 + n % 3], 'form'
      from generate_series(1, 250) as n`);
    expect(await counters()).toEqual(await recounted());

    await db.execute(
      sql`update briefs set status = 'approved' where brief_number like 'COUNT-%' and status = 'pending'`,
    );
    await db.execute(sql`update briefs set updated_at = now() where brief_number like 'COUNT-%'`);
    await db.execute(
      sql`update briefs set status = 'deleted', deleted_at = now() where brief_number like 'COUNT-1%' and status <> 'deleted'`,
    );
    await db.execute(
      sql`update briefs set client_id = (select max(id) from clients) where brief_number like 'COUNT-2%' and deleted_at is null`,
    );
    await db.execute(sql`delete from briefs where brief_number like 'COUNT-3%'`);
    expect(await counters()).toEqual(await recounted());

    await db.execute(
      sql`update plans set version = version + 1 where id in (select id from plans order by id limit 3)`,
    );
    await db.execute(
      sql`update sites set deleted_at = now() where id in (select id from sites order by id limit 5)`,
    );
    await db.execute(sql`update clients set deleted_at = now() where id = (select max(id) from clients)`);
    await db.execute(
      sql`delete from notifications where id in (select id from notifications order by id limit 7)`,
    );
    expect(await counters()).toEqual(await recounted());

    // Accepted plans' figures: stored by the dashboard's read, cleared when their rows change.
    await completeAcceptedFigures(db);
    const [figured] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from plans where status = 'accepted' and accepted_total is not null`,
    );
    expect(Number(figured?.n)).toBeGreaterThan(0);
    expect(await counters()).toEqual(await recounted());
    await db.execute(
      sql`update plan_sites set monthly_rate = monthly_rate + 1
          where plan_id = (select min(id) from plans where status = 'accepted')`,
    );
    expect(await counters()).toEqual(await recounted());
    await completeAcceptedFigures(db);
    expect(await counters()).toEqual(await recounted());

    await db.execute(sql`truncate notifications`);
    expect(await counters()).toEqual(await recounted());

    // Competitors (migration 0017): multi-row inserts, a cascaded delete (campaigns and sightings go with their
    // competitor, and their statement triggers fire for the cascade), then truncation.
    await db.execute(
      sql`insert into competitors (name) select 'Counted rival ' || n from generate_series(1, 4) as n`,
    );
    await db.execute(sql`
      insert into competitor_campaigns (competitor_id, name, industry_type)
      select c.id, 'Run ' || n, 'Telecom' from competitors c, generate_series(1, 3) as n
      where c.name like 'Counted rival %'`);
    await db.execute(sql`
      insert into competitor_campaign_sites (campaign_id, location_id, medium_id)
      select cc.id, (select min(id) from locations), (select min(id) from mediums)
      from competitor_campaigns cc, generate_series(1, 2) as n where cc.name like 'Run %'`);
    expect(await counters()).toEqual(await recounted());
    await db.execute(sql`delete from competitors where name = 'Counted rival 1'`);
    await db.execute(
      sql`delete from competitor_campaign_sites where id in (select min(id) from competitor_campaign_sites)`,
    );
    expect(await counters()).toEqual(await recounted());
    await db.execute(sql`truncate competitor_campaign_sites`);
    expect(await counters()).toEqual(await recounted());

    // Uploads stored (migration 0018): the files' count and bytes follow inserts, a size change and deletes.
    await db.execute(sql`
      insert into files (storage_key, original_name, content_type, size, sha256)
      select 'counted/' || n, 'f' || n || '.pdf', 'application/pdf', 1000 * n, repeat('a', 64)
      from generate_series(1, 6) as n`);
    expect(await counters()).toEqual(await recounted());
    await db.execute(sql`update files set size = size + 1 where storage_key like 'counted/%'`);
    await db.execute(sql`delete from files where storage_key in ('counted/1', 'counted/2')`);
    expect(await counters()).toEqual(await recounted());
  });

  it('stay right under concurrent writers (each transaction takes counters in key order)', async () => {
    const { db } = t.connection;
    const [client] = await queryRows<{ id: number }>(t.connection, sql`select min(id) as id from clients`);
    await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`
            insert into briefs (brief_number, client_id, campaign_name, objective, start_date, end_date, budget, status, kind)
            values (${`RACE-${n}`}, ${client?.id}, 'Race', 'x', date '2027-01-01', date '2027-01-31', 1000,
                    ${n % 2 ? 'pending' : 'rejected'}, 'form')`);
          await tx.execute(
            sql`update briefs set status = ${n % 2 ? 'rejected' : 'pending'} where brief_number = ${`RACE-${n}`}`,
          );
        }),
      ),
    );
    expect(await counters()).toEqual(await recounted());
  });
});

describe('a searched total', () => {
  it('is exact below the window and a lower bound above it', async () => {
    const { db } = t.connection;
    await db.execute(sql`
      insert into notifications (user_id, title, body)
      select (select min(id) from users), 'Window ' || n, 'x' from generate_series(1, 1500) as n`);
    const matches = sql`select 1 from notifications where title like 'Window %'`;
    expect(
      await cappedCount(db, sql`select 1 from notifications where title = 'Window 7'`, {
        page: 1,
        limit: 10,
      }),
    ).toEqual({
      total: 1,
      capped: false,
    });
    expect(await cappedCount(db, matches, { page: 1, limit: 10 })).toEqual({
      total: 10 + SEARCH_COUNT_WINDOW,
      capped: true,
    });
    // Deeper pages count further, so the pager can always go on; past the matches the count is exact again.
    expect(await cappedCount(db, matches, { page: 30, limit: 10 })).toEqual({ total: 1300, capped: true });
    expect(await cappedCount(db, matches, { page: 60, limit: 10 })).toEqual({ total: 1500, capped: false });
  });
});
