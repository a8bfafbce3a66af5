/**
 * The database side of `npm run bench:scale`: which state the DATABASE_URL database is in, and the mark this script
 * leaves on a database it grew (a comment on the database, so no table of the app's schema changes).
 */
import pg from 'pg';
import type { GrowSizes } from './scale-grow.ts';

const MARK = 'ooh bench:scale';

export type DatabaseState =
  | { kind: 'empty' }
  | { kind: 'grown'; sizes: GrowSizes; grownAt: string }
  /** Marked by this script, but the grow did not finish (stopped, or failed). */
  | { kind: 'unfinished' }
  | { kind: 'foreign'; tables: number };

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export async function databaseState(client: pg.Client): Promise<DatabaseState> {
  const { rows } = await client.query<{ comment: string | null; tables: number }>(
    `select shobj_description(d.oid, 'pg_database') as comment,
            (select count(*)::int from pg_tables where schemaname not in ('pg_catalog', 'information_schema')) as tables
     from pg_database d where d.datname = current_database()`,
  );
  const { comment, tables } = rows[0]!;
  if (comment?.startsWith(MARK)) {
    const mark = JSON.parse(comment.slice(MARK.length)) as {
      state: string;
      sizes?: GrowSizes;
      grownAt?: string;
    };
    return mark.state === 'grown' && mark.sizes && mark.grownAt
      ? { kind: 'grown', sizes: mark.sizes, grownAt: mark.grownAt }
      : { kind: 'unfinished' };
  }
  return tables === 0 ? { kind: 'empty' } : { kind: 'foreign', tables };
}

export async function mark(client: pg.Client, value: { state: 'growing' | 'grown'; sizes?: GrowSizes }) {
  const text = `${MARK}${JSON.stringify({ ...value, grownAt: new Date().toISOString() })}`;
  const { rows } = await client.query<{ db: string }>('select current_database() as db');
  await client.query(
    `comment on database ${client.escapeIdentifier(rows[0]!.db)} is ${client.escapeLiteral(text)}`,
  );
}

/** Empties a database this script grew (never another: the caller checks the mark first). */
export async function wipe(client: pg.Client) {
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema public cascade');
  await client.query('create schema public');
}

/** The ids the calls are made with: a plan in progress on a grown brief, the busiest region and city. */
export async function benchTargets(client: pg.Client) {
  const one = async <T>(text: string) => (await client.query(text)).rows[0] as T;
  const plan = await one<{ id: number }>(
    // A plan being built for the dates most booked: its "booked" and "free for the dates" filters then have
    // bookings to find and to leave out. The first in-progress plan, chosen before, had dates no booking
    // overlapped, so "booked" measured an empty page and "free" a table where every site was free.
    `select p.id from plans p join briefs b on b.id = p.brief_id
     where p.status = 'inprogress' and p.name like 'Plan of Grown%'
       and b.start_date = (select lower(during) from bookings group by 1 order by count(*) desc limit 1)
     order by p.id limit 1`,
  );
  const region = await one<{ id: number }>(
    'select region_id as id from sites group by region_id order by count(*) desc limit 1',
  );
  const city = await one<{ id: number }>(
    'select city_id as id from sites group by city_id order by count(*) desc limit 1',
  );
  // A street of the busiest city on the map: a view of 0.005° (about 500 m) around its sites' centre, where the
  // grow puts most of them (a few hundred sites in view; the whole city is 145,000).
  const centre = await one<{ latitude: number; longitude: number }>(
    `select avg(latitude) as latitude, avg(longitude) as longitude from sites
     where city_id = ${Number(city.id)} and latitude is not null and deleted_at is null`,
  );
  const client_ = await one<{ user_id: number }>(
    `select c.user_id from clients c join list_counters k on k.key = 'briefs:client:' || c.id
     where c.user_id is not null and c.deleted_at is null order by k.value desc limit 1`,
  );
  const counts = await one<{ approved: number; notifications: number }>(
    `select (select value from list_counters where key = 'briefs:status:approved')::int as approved,
            (select value from list_counters k join users u on k.key = 'notifications:user:' || u.id
             where u.email = 'admin@demo.local')::int as notifications`,
  );
  // The site lists' filters (issue 16): a medium, a SEC range, the digital asset type, the LSM level the grow leaves
  // rare (the highest), and the most-booked dates.
  const lookups = await one<{
    medium: number;
    sec: number;
    digital: number;
    rare_lsm: number;
    booked_from: string;
    booked_to: string;
  }>(
    `select (select id from mediums order by id limit 1) as medium, (select id from sec_ranges order by id limit 1) as sec,
            (select id from asset_types where name = 'Digital') as digital,
            (select id from lsm_levels order by level desc limit 1) as rare_lsm,
            to_char(lower(b.during), 'YYYY-MM-DD') as booked_from, to_char(upper(b.during) - 1, 'YYYY-MM-DD') as booked_to
     from (select during from bookings group by 1 order by count(*) desc limit 1) b`,
  );
  // The grown competitor with the most campaigns, and its first campaign (four sightings).
  const rival = await one<{ competitor: number; campaign: number } | undefined>(
    `select c.competitor_id as competitor, min(c.id) as campaign from competitor_campaigns c
     join competitors k on k.id = c.competitor_id where k.name like 'Grown competitor %'
     group by c.competitor_id order by count(*) desc, c.competitor_id limit 1`,
  );
  // The busiest running campaign's brief (the campaign page is addressed by its brief).
  const campaign = await one<{ brief_id: number } | undefined>(
    `select c.brief_id from campaigns c join pay_orders po on po.id = c.pay_order_id
     where po.po_number like 'GPO-%' and c.status = 'active' order by c.id limit 1`,
  );
  if (!rival || !campaign)
    throw new Error(
      'No grown competitors or campaigns: this database was grown by a bench:scale from before issues 14 and 18 were measured. Run it with --regrow.',
    );
  if (!plan)
    throw new Error(
      'No plan being built shares its dates with the bookings: this database was grown by an earlier bench:scale. Run it with --regrow.',
    );
  return {
    planId: plan.id,
    competitorId: rival.competitor,
    competitorCampaignId: rival.campaign,
    campaignBriefId: campaign.brief_id,
    regionId: region.id,
    cityId: city.id,
    cityView: {
      west: Number(centre.longitude) - 0.0025,
      south: Number(centre.latitude) - 0.0025,
      east: Number(centre.longitude) + 0.0025,
      north: Number(centre.latitude) + 0.0025,
    },
    clientUserId: client_?.user_id,
    mediumId: lookups.medium,
    secId: lookups.sec,
    digitalAssetTypeId: lookups.digital,
    rareLsmId: lookups.rare_lsm,
    bookedFrom: lookups.booked_from,
    bookedTo: lookups.booked_to,
    approvedBriefs: counts.approved,
    adminNotifications: counts.notifications,
  };
}
