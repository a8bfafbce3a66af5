/**
 * Grows a seeded PostgreSQL database to a national network's size for `npm run bench:scale`, in SQL with
 * generate_series (minutes, not hours). Spread like the seed: sites over every location with the seed's mediums,
 * SEC ranges, asset types and LSM levels (all but the highest, left rare), near their city's seeded sites (every
 * twentieth a pending request), briefs over the seed's clients and statuses, plans on distinct
 * approved briefs (a sixth accepted, so their rows book their sites through the triggers of migration 0007),
 * notifications mostly for the admin, whose list the bench pages through, pay orders and campaigns (issue 14: every
 * accepted plan's pay order, two in three accepted with their campaign running on the plan's sites, a quarter of
 * those completed), and competitors (issue 18) with their campaigns and sightings (three on inventory sites and one
 * recorded by hand a campaign).
 */
import type pg from 'pg';

export interface GrowSizes {
  sites: number;
  briefs: number;
  plans: number;
  rowsPerPlan: number;
  notifications: number;
  competitors: number;
  campaignsPerCompetitor: number;
  /** A campaign's sightings: all but one on grown inventory sites, the last recorded by hand at a location. */
  sightingsPerCampaign: number;
}

export const FULL_SIZE: GrowSizes = {
  sites: 1_000_000,
  briefs: 200_000,
  plans: 50_000,
  rowsPerPlan: 4,
  notifications: 1_000_000,
  competitors: 5_000,
  campaignsPerCompetitor: 20,
  sightingsPerCampaign: 4,
};

/** Twelve four-week windows from 2027: a brief takes one, so each window's accepted plans book ~1/12 of the booked sites. */
const WINDOWS = 12;

// The tables grown here. Their secondary indexes are dropped while the rows go in and built again after: building an
// index once (trigram GIN above all) is many times faster than maintaining it row by row.
const GROWN = [
  'sites',
  'briefs',
  'plans',
  'plan_sites',
  'notifications',
  'bookings',
  'pay_orders',
  'campaigns',
  'campaign_sites',
  'competitors',
  'competitor_campaigns',
  'competitor_campaign_sites',
];

async function timed(client: pg.Client, what: string, text: string, log: (line: string) => void) {
  const start = Date.now();
  const result = await client.query(text);
  log(`  ${what}: ${result.rowCount ?? 0} rows, ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

export async function grow(client: pg.Client, sizes: GrowSizes, log: (line: string) => void) {
  const started = Date.now();
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set work_mem = '64MB'`);
  await client.query('begin');
  // Only plain indexes: those behind a constraint (keys, unique, the bookings' exclusion) stay, and keep checking.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [GROWN],
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  log(`  dropped ${indexes.length} secondary indexes while growing`);

  await timed(
    client,
    'sites',
    `with l as (select array_agg(id order by id) as ids from locations),
          m as (select array_agg(id order by id) as ids from mediums),
          s as (select array_agg(id order by id) as ids from sec_ranges),
          -- Every LSM level but the highest: a filter on it is the rare case, a few seeded sites among a million.
          z as (select array_agg(id order by level) as ids from lsm_levels),
          a as (select array_agg(id order by id) filter (where name <> 'Digital') as lit,
                       min(id) filter (where name = 'Digital') as digital from asset_types),
          -- Each city's seeded sites give its centre; a grown site lies within about 5 km of it (the map's points).
          cc as (select city_id, avg(latitude) as lat, avg(longitude) as lng from sites
                 where latitude is not null group by city_id),
          g as (select n, l.ids[1 + (n::bigint * 7919) % cardinality(l.ids)] as location_id,
                       m.ids[1 + n % cardinality(m.ids)] as medium_id, s.ids[1 + n % cardinality(s.ids)] as sec_id,
                       z.ids[1 + (n / 7) % (cardinality(z.ids) - 1)] as lsm_id, a.lit[1 + (n / 3) % cardinality(a.lit)]
                       as lit_id, a.digital
                from generate_series(1, ${sizes.sites}) as n, l, m, s, z, a)
     insert into sites (site_code, name, region_id, city_id, location_id, medium_id, sec_range_id, asset_type_id,
                        lsm_level_id, width_ft, height_ft, faces, illuminated, latitude, longitude, monthly_rate,
                        daily_traffic, spot_length_seconds, loop_length_seconds, spots_per_loop,
                        operating_from_minute, operating_to_minute, status, created_at, updated_at)
     select 'GR-' || lpad(g.n::text, 7, '0'), md.name || ', ' || lo.name || ' no. ' || g.n, c.region_id, c.id,
            lo.id, md.id, g.sec_id, case when md.kind = 'digital' then g.digital else g.lit_id end, g.lsm_id, 40, 20,
            1 + (g.n % 3 = 0)::int, g.n % 5 <> 0, cc.lat + ((g.n * 37) % 1000 - 500) / 10000.0,
            cc.lng + ((g.n * 53) % 1000 - 500) / 10000.0, 20000 + (g.n % 80) * 1000,
            5000 + (g.n % 140) * 1000,
            case when md.kind = 'digital' then 15 end, case when md.kind = 'digital' then 120 end,
            case when md.kind = 'digital' then 1 end, case when md.kind = 'digital' then 360 end,
            case when md.kind = 'digital' then 1440 end,
            case when g.n % 20 = 0 then 'pending' else 'approved' end,
            now() - (g.n % 700) * interval '1 day', now() - (g.n % 700) * interval '1 day'
     from g join locations lo on lo.id = g.location_id join cities c on c.id = lo.city_id
     join mediums md on md.id = g.medium_id left join cc on cc.city_id = c.id`,
    log,
  );
  await timed(
    client,
    'briefs',
    `with c as (select array_agg(id order by id) as ids from clients),
          u as (select array_agg(id order by id) as ids from users
                where role in ('admin', 'key_account_manager') and deleted_at is null)
     insert into briefs (brief_number, client_id, campaign_name, objective, start_date, end_date, budget, status,
                         kind, created_by, created_at, updated_at)
     select 'GB-' || lpad(n::text, 6, '0'), c.ids[1 + n % cardinality(c.ids)], 'Grown campaign ' || n, 'Grown',
            date '2027-01-04' + (n % ${WINDOWS}) * 28, date '2027-01-04' + (n % ${WINDOWS}) * 28 + 27,
            500000 + (n % 20) * 100000, (array['pending', 'approved', 'rejected'])[1 + n % 3], 'form',
            u.ids[1 + n % cardinality(u.ids)], now() - n * interval '2 minutes', now() - n * interval '2 minutes'
     from generate_series(1, ${sizes.briefs}) as n, c, u`,
    log,
  );
  // One plan per approved brief (a brief has one accepted plan at most); statuses in turn, a sixth accepted. The
  // turn goes by fours, so that every status meets every date window (by ones, the approved briefs' windows and
  // the statuses went in step, and no plan being built shared its dates with an accepted one).
  await timed(
    client,
    'plans',
    `with u as (select array_agg(id order by id) as ids from users where role = 'planner' and deleted_at is null)
     insert into plans (brief_id, name, status, version, created_by, created_at, updated_at)
     select b.id, 'Plan of ' || b.campaign_name,
            (array['inprogress', 'pending', 'modification_required', 'modification_pending', 'lost',
                   'accepted'])[1 + (b.r / 4) % 6],
            case when (b.r / 4) % 6 in (2, 3) or b.r % 7 = 0 then 2 else 1 end, u.ids[1 + b.r % cardinality(u.ids)],
            b.created_at + interval '1 hour', b.created_at + interval '1 hour' + (b.r % 50) * interval '1 minute'
     from (select id, campaign_name, created_at, row_number() over (order by id) as r from briefs
           where brief_number like 'GB-%' and status = 'approved' order by id limit ${sizes.plans}) b, u`,
    log,
  );
  // Each plan gets its own sites, so no two accepted plans book one site; the rows take the brief's dates.
  await timed(
    client,
    'plan_sites',
    `insert into plan_sites (plan_id, site_id, start_date, end_date, monthly_rate, spot_length_seconds,
                             loop_length_seconds, spots_per_loop)
     select p.id, s.id, b.start_date, b.end_date, s.monthly_rate, s.spot_length_seconds, s.loop_length_seconds,
            s.spots_per_loop
     from (select id, brief_id, row_number() over (order by id) as r from plans where name like 'Plan of Grown%') p
     join briefs b on b.id = p.brief_id
     join (select id, monthly_rate, spot_length_seconds, loop_length_seconds, spots_per_loop,
                  row_number() over (order by id) as r
           from sites where site_code like 'GR-%' and status = 'approved') s
       on (s.r - 1) / ${sizes.rowsPerPlan} + 1 = p.r`,
    log,
  );
  await timed(
    client,
    'notifications',
    `with u as (select array_agg(id order by id) as ids from users where deleted_at is null),
          a as (select id from users where email = 'admin@demo.local')
     insert into notifications (user_id, title, body, link, read_at, created_at)
     select case when n % 2 = 0 then a.id else u.ids[1 + n % cardinality(u.ids)] end, 'Grown notification ' || n,
            'Body of notification ' || n, '/brief', case when n % 3 = 0 then now() end,
            now() - n * interval '1 minute'
     from generate_series(1, ${sizes.notifications}) as n, u, a`,
    log,
  );
  // Pay orders and campaigns (issue 14), on the grown accepted plans: the pay order of each (pending for one in
  // three), and for each accepted one a campaign on the plan's rows (a quarter completed).
  await timed(
    client,
    'pay_orders',
    `insert into pay_orders (brief_id, plan_id, po_number, amount, po_date, file_id, status, decided_at, created_at,
                             updated_at)
     select p.brief_id, p.id, 'GPO-' || p.id, 250000 + (p.id % 40) * 10000, date '2026-12-01', f.id,
            case when p.id % 3 = 0 then 'pending' else 'accepted' end,
            case when p.id % 3 = 0 then null else p.updated_at + interval '1 day' end,
            p.updated_at + interval '1 hour', p.updated_at + interval '1 hour'
     from plans p, (select min(id) as id from files) f
     where p.name like 'Plan of Grown%' and p.status = 'accepted'`,
    log,
  );
  await timed(
    client,
    'campaigns',
    `insert into campaigns (brief_id, plan_id, pay_order_id, name, status, start_date, end_date, completed_at,
                            created_at)
     select po.brief_id, po.plan_id, po.id, b.campaign_name,
            case when po.plan_id % 4 = 0 then 'completed' else 'active' end, b.start_date, b.end_date,
            case when po.plan_id % 4 = 0 then po.decided_at + interval '60 days' end, po.decided_at
     from pay_orders po join briefs b on b.id = po.brief_id
     where po.po_number like 'GPO-%' and po.status = 'accepted'`,
    log,
  );
  await timed(
    client,
    'campaign_sites',
    `insert into campaign_sites (campaign_id, plan_id, site_id, start_date, end_date)
     select c.id, ps.plan_id, ps.site_id, ps.start_date, ps.end_date
     from campaigns c join plan_sites ps on ps.plan_id = c.plan_id
     join pay_orders po on po.id = c.pay_order_id where po.po_number like 'GPO-%'`,
    log,
  );
  // Competitors (issue 18): their lists and a campaign's sightings. The counters move by the tables' statement
  // triggers (migration 0017), once a statement.
  await timed(
    client,
    'competitors',
    `with u as (select min(id) as id from users where role = 'planner' and deleted_at is null)
     insert into competitors (name, created_by, updated_by, created_at, updated_at)
     select 'Grown competitor ' || n, u.id, u.id, now() - n * interval '1 hour', now() - n * interval '1 hour'
     from generate_series(1, ${sizes.competitors}) as n, u`,
    log,
  );
  await timed(
    client,
    'competitor_campaigns',
    `with u as (select min(id) as id from users where role = 'planner' and deleted_at is null)
     insert into competitor_campaigns (competitor_id, name, industry_type, first_seen, last_seen, created_by,
                                       updated_by, created_at, updated_at)
     select c.id, 'Grown rival campaign ' || c.id || '-' || k,
            (array['Beverages', 'Telecom', 'Banking', 'Automotive', 'Retail'])[1 + (c.id + k) % 5],
            date '2026-01-05' + (k * 7), date '2026-01-05' + (k * 7) + 27, u.id, u.id,
            c.created_at + k * interval '1 day', c.created_at + k * interval '1 day'
     from competitors c, generate_series(1, ${sizes.campaignsPerCompetitor}) as k, u
     where c.name like 'Grown competitor %'`,
    log,
  );
  await timed(
    client,
    'competitor_campaign_sites',
    `with u as (select min(id) as id from users where role = 'planner' and deleted_at is null),
          cc as (select id, row_number() over (order by id) as r from competitor_campaigns
                 where name like 'Grown rival campaign %'),
          gs as (select array_agg(id order by id) as ids from sites where site_code like 'GR-%' and status = 'approved'),
          lo as (select array_agg(id order by id) as ids from locations),
          md as (select array_agg(id order by id) as ids from mediums)
     insert into competitor_campaign_sites (campaign_id, site_id, location_id, medium_id, address, seen_on,
                                            created_by)
     select cc.id,
            case when k < ${sizes.sightingsPerCampaign}
                 then gs.ids[1 + ((cc.r * ${sizes.sightingsPerCampaign} + k) * 7919) % cardinality(gs.ids)] end,
            case when k = ${sizes.sightingsPerCampaign} then lo.ids[1 + cc.r % cardinality(lo.ids)] end,
            case when k = ${sizes.sightingsPerCampaign} then md.ids[1 + cc.r % cardinality(md.ids)] end,
            case when k = ${sizes.sightingsPerCampaign} then 'Opposite gate ' || cc.r end,
            date '2026-02-01' + (cc.r % 300)::int, u.id
     from cc, generate_series(1, ${sizes.sightingsPerCampaign}) as k, gs, lo, md, u`,
    log,
  );
  for (const index of indexes) {
    const start = Date.now();
    await client.query(index.definition);
    log(`  index ${index.name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
  await client.query('commit');
  const start = Date.now();
  // As autovacuum leaves a live database: statistics, and the visibility map that index-only scans need.
  await client.query('vacuum analyze');
  log(`  vacuum analyze: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  log(`grown in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
