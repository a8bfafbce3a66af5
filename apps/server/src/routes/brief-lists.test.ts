import {
  deleteBrief,
  fetchAllClients,
  fetchApprovedBriefs,
  fetchClientBriefs,
  fetchNewBriefs,
  fetchRejectedBriefs,
  fetchSingleBrief,
} from '@ooh/api/contract';
import { count, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { briefs } from '../db/schema.ts';
import { briefPageQuery, briefSearch } from '../services/briefs/queries.ts';
import { clientsMatching, clientsMatchingQuery } from '../services/shared/search.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await setupTestApp();
  token = await t.tokenForRole('designer');
});
afterAll(() => t?.close());

async function get(path: string, query: Record<string, string | number> = {}, as = token) {
  const response = await t.call({
    method: 'GET',
    url: `/api${path}`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    token: as,
  });
  return response;
}

async function ids(query: SQL): Promise<number[]> {
  return (await queryRows<{ id: number }>(t.connection, query)).map((row) => Number(row.id));
}

/** The expected order of a list, written independently of the service: newest first, then highest id. */
const newestFirst = (where: SQL) =>
  ids(sql`select b.id from briefs b join clients c on c.id = b.client_id where ${where}
          order by b.created_at desc, b.id desc`);

const LISTS = [
  ['pending', fetchNewBriefs],
  ['approved', fetchApprovedBriefs],
  ['rejected', fetchRejectedBriefs],
] as const;

describe('the New, Approved and Rejected lists', () => {
  it.each(LISTS)('lists %s briefs newest first, paged, with the totals', async (status, endpoint) => {
    const expected = await newestFirst(sql`b.status = ${status} and b.deleted_at is null`);
    expect(expected.length).toBeGreaterThan(3);
    const first = await get(endpoint.path, { page: 1, limit: 3 });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.total).toBe(expected.length);
    expect(body.allTotal).toBe(expected.length);
    expect(body.briefs.map((brief: { id: number }) => brief.id)).toEqual(expected.slice(0, 3));
    const second = (await get(endpoint.path, { page: 2, limit: 3 })).json();
    expect(second.briefs.map((brief: { id: number }) => brief.id)).toEqual(expected.slice(3, 6));
    const all = (await get(endpoint.path, { page: 1, limit: 100 })).json();
    expect(all.briefs.map((brief: { id: number }) => brief.id)).toEqual(expected);
    expect(all.briefs.every((brief: { status: string }) => brief.status === status)).toBe(true);
    // Past the end: an empty page, the same totals.
    const beyond = (await get(endpoint.path, { page: 50, limit: 10 })).json();
    expect(beyond).toEqual({
      briefs: [],
      total: expected.length,
      totalCapped: false,
      allTotal: expected.length,
    });
  });

  it('answers each row with the list fields, as stored', async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      t.connection,
      sql`select b.id, b.brief_number, b.campaign_name, c.company_name, b.client_id, b.kind, b.start_date::text as start_date,
                 b.end_date::text as end_date, b.budget::float8 as budget, u.name as author
          from briefs b join clients c on c.id = b.client_id left join users u on u.id = b.created_by
          where b.status = 'rejected' and b.deleted_at is null order by b.created_at desc, b.id desc limit 1`,
    );
    const [first] = (await get(fetchRejectedBriefs.path)).json().briefs;
    expect(first).toEqual({
      id: Number(row?.id),
      brief_number: row?.brief_number,
      campaign_name: row?.campaign_name,
      client_name: row?.company_name,
      client_id: Number(row?.client_id),
      status: 'rejected',
      reason: expect.any(String),
      is_Plan_attached: 'N',
      kind: row?.kind,
      start_date: row?.start_date,
      end_date: row?.end_date,
      budget: Number(row?.budget),
      created_by_name: row?.author,
      accepted_plan: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('searches client, campaign name and brief number; total counts the matches, allTotal the list', async () => {
    const [sample] = await queryRows<{ brief_number: string; company_name: string; campaign_name: string }>(
      t.connection,
      sql`select b.brief_number, c.company_name, b.campaign_name from briefs b join clients c on c.id = b.client_id
          where b.status = 'approved' and b.deleted_at is null order by b.id limit 1`,
    );
    const allTotal = (await ids(sql`select id from briefs where status = 'approved' and deleted_at is null`))
      .length;
    const cases: Array<[string, SQL]> = [
      [sample!.brief_number.toLowerCase(), sql`b.brief_number ilike ${`%${sample!.brief_number}%`}`],
      [
        sample!.company_name.slice(0, 5).toUpperCase(),
        sql`c.company_name ilike ${`%${sample!.company_name.slice(0, 5)}%`}`,
      ],
      [
        sample!.campaign_name.split(' ').at(-1)!,
        sql`(b.campaign_name ilike ${`%${sample!.campaign_name.split(' ').at(-1)}%`} or c.company_name ilike ${`%${sample!.campaign_name.split(' ').at(-1)}%`})`,
      ],
    ];
    for (const [search, matching] of cases) {
      const expected = await newestFirst(sql`b.status = 'approved' and b.deleted_at is null and ${matching}`);
      const body = (await get(fetchApprovedBriefs.path, { search, limit: 100 })).json();
      expect(
        body.briefs.map((brief: { id: number }) => brief.id),
        search,
      ).toEqual(expected);
      expect(body.total, search).toBe(expected.length);
      expect(body.allTotal, search).toBe(allTotal);
      expect(body.total).toBeLessThanOrEqual(allTotal);
    }
    // Paging through search results: total stays the match count on every page.
    const page2 = (await get(fetchApprovedBriefs.path, { search: 'BR-', limit: 2, page: 2 })).json();
    expect(page2.total).toBe(allTotal);
    expect(page2.briefs).toHaveLength(2);
    // The page's ids and the count are one statement; a page past the last has no ids and counts on its own.
    const past = (await get(fetchApprovedBriefs.path, { search: 'BR-', limit: 100, page: 50 })).json();
    expect([past.briefs, past.total, past.totalCapped, past.allTotal]).toEqual([
      [],
      allTotal,
      false,
      allTotal,
    ]);
    const none = (await get(fetchApprovedBriefs.path, { search: 'no brief is called this', page: 1 })).json();
    expect([none.briefs, none.total, none.totalCapped, none.allTotal]).toEqual([[], 0, false, allTotal]);
  });

  it('takes % and _ in a search literally', async () => {
    for (const search of ['%', '_', '\\']) {
      const body = (await get(fetchNewBriefs.path, { search })).json();
      expect(body.total, search).toBe(0);
      expect(body.briefs).toEqual([]);
      expect(body.allTotal).toBeGreaterThan(0);
    }
    // Blank search is no search.
    const blank = (await get(fetchNewBriefs.path, { search: '   ' })).json();
    expect(blank.total).toBe(blank.allTotal);
  });

  it('never lists a deleted brief, and a brief deleted now leaves its list', async () => {
    const deleted = await ids(sql`select id from briefs where deleted_at is not null`);
    expect(deleted.length).toBeGreaterThan(0);
    const [victim] = await ids(
      sql`select id from briefs where status = 'rejected' and deleted_at is null and not is_plan_attached order by id limit 1`,
    );
    const before = (await get(fetchRejectedBriefs.path, { limit: 100 })).json();
    const removed = await t.call({
      method: 'DELETE',
      url: `/api${deleteBrief.path.replace('{id}', String(victim))}`,
      token: await t.tokenForRole('admin'),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const listed: number[] = [];
    for (const [, endpoint] of LISTS) {
      const body = (await get(endpoint.path, { limit: 100 })).json();
      listed.push(...body.briefs.map((brief: { id: number }) => brief.id));
    }
    for (const id of [...deleted, victim]) expect(listed).not.toContain(id);
    const after = (await get(fetchRejectedBriefs.path, { limit: 100 })).json();
    expect(after.allTotal).toBe(before.allTotal - 1);
  });

  it('answers 400 for a bad page or limit, 401 without a token, 403 for a planner', async () => {
    const bad = await get(fetchNewBriefs.path, { page: 0, limit: 500 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['limit', 'page']);
    expect((await t.call({ method: 'GET', url: `/api${fetchNewBriefs.path}` })).statusCode).toBe(401);
    const planner = await get(fetchNewBriefs.path, {}, await t.tokenForRole('planner'));
    expect(planner.statusCode).toBe(403);
  });

  it('lets planners read the approved briefs, which they build plans on', async () => {
    const approved = await get(fetchApprovedBriefs.path, {}, await t.tokenForRole('planner'));
    expect(approved.statusCode).toBe(200);
    expect(approved.json().briefs.every((b: { status: string }) => b.status === 'approved')).toBe(true);
  });

  it('names the accepted plan of a brief that has one (one per brief), null otherwise', async () => {
    const [accepted] = await queryRows<{ brief_id: number; id: number; name: string; brief_number: string }>(
      t.connection,
      sql`select p.brief_id, p.id, p.name, b.brief_number from plans p join briefs b on b.id = p.brief_id
          where p.status = 'accepted' order by p.id limit 1`,
    );
    if (!accepted) throw new Error('the seed has no accepted plan');
    const found = await get(fetchApprovedBriefs.path, { search: accepted.brief_number, limit: 10 });
    const brief = found.json().briefs.find((b: { id: number }) => b.id === Number(accepted.brief_id));
    expect(brief.accepted_plan).toEqual({ id: Number(accepted.id), name: accepted.name });
    const single = await get(fetchSingleBrief.path.replace('{id}', String(accepted.brief_id)));
    expect(single.json().brief.accepted_plan).toEqual({ id: Number(accepted.id), name: accepted.name });
    const page = (await get(fetchApprovedBriefs.path, { limit: 50 })).json().briefs as Array<{
      accepted_plan: unknown;
    }>;
    expect(page.some((b) => b.accepted_plan === null)).toBe(true);
  });
});

describe("a client's briefs", () => {
  it('lists every status but deleted, newest first, by the client account user id', async () => {
    const [client] = await queryRows<{ id: number; user_id: number }>(
      t.connection,
      sql`select c.id, c.user_id from clients c where c.user_id is not null order by c.id limit 1`,
    );
    // Give the client a brief of its own, so the list is not empty whatever the seed drew.
    await t.connection.db.execute(
      sql`update briefs set client_id = ${client!.id} where id = (select min(id) from briefs where status = 'approved')`,
    );
    const expected = await newestFirst(sql`b.client_id = ${client!.id} and b.deleted_at is null`);
    expect(expected.length).toBeGreaterThan(0);
    const response = await get(
      fetchClientBriefs.path.replace('{userId}', String(client!.user_id)),
      { limit: 100 },
      await t.tokenForRole('manager'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().briefs.map((brief: { id: number }) => brief.id)).toEqual(expected);
    expect(response.json().total).toBe(expected.length);
    expect(response.json().allTotal).toBe(expected.length);
  });

  it('answers 404 when no client has that account', async () => {
    const response = await get(
      fetchClientBriefs.path.replace('{userId}', '999999'),
      {},
      await t.tokenForRole('admin'),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Client not found' });
  });
});

describe('one brief', () => {
  it('answers a form brief with its targets in lookup order, its author and its plans', async () => {
    const [brief] = await ids(
      sql`select b.id from briefs b where b.kind = 'form' and b.is_plan_attached and b.deleted_at is null
          and exists (select 1 from brief_cities bc where bc.brief_id = b.id) order by b.id limit 1`,
    );
    const response = await get(
      fetchSingleBrief.path.replace('{id}', String(brief)),
      {},
      await t.tokenForRole('planner'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const named = (query: SQL) =>
      queryRows<{ id: number; name: string }>(t.connection, query).then((rows) =>
        rows.map((row) => ({ id: Number(row.id), name: row.name })),
      );
    const [author] = await queryRows<{ name: string }>(
      t.connection,
      sql`select u.name from briefs b join users u on u.id = b.created_by where b.id = ${brief}`,
    );
    expect(body.brief).toMatchObject({
      id: brief,
      kind: 'form',
      attachment: null,
      created_by_name: author?.name,
    });
    expect(body.brief.regions).toEqual(
      await named(sql`select r.id, r.name from brief_regions x join regions r on r.id = x.region_id
                      where x.brief_id = ${brief} order by r.name`),
    );
    expect(body.brief.cities).toEqual(
      await named(sql`select c.id, c.name from brief_cities x join cities c on c.id = x.city_id
                      join regions r on r.id = c.region_id where x.brief_id = ${brief} order by r.name, c.name`),
    );
    expect(body.brief.mediums).toEqual(
      await named(sql`select m.id, m.name from brief_mediums x join mediums m on m.id = x.medium_id
                      where x.brief_id = ${brief} order by m.kind, m.name`),
    );
    expect(body.brief.sec_ranges).toEqual(
      await named(sql`select s.id, s.name from brief_sec_ranges x join sec_ranges s on s.id = x.sec_range_id
                      where x.brief_id = ${brief} order by s.sort_order, s.name`),
    );
    expect(body.brief.regions.length).toBeGreaterThan(0);
    // Every seeded city lies in one of the brief's regions.
    const outside = await ids(sql`select x.city_id as id from brief_cities x join cities c on c.id = x.city_id
      where not exists (select 1 from brief_regions r where r.brief_id = x.brief_id and r.region_id = c.region_id)`);
    expect(outside).toEqual([]);
    const plans = await ids(sql`select id from plans where brief_id = ${brief} order by created_at, id`);
    expect(body.plans.map((plan: { id: number }) => plan.id)).toEqual(plans);
    expect(body.plans[0]).toEqual({
      id: plans[0],
      name: expect.any(String),
      status: expect.any(String),
      version: expect.any(Number),
      updated_at: expect.any(String),
    });
  });

  it('answers a file brief with its document and no targets', async () => {
    const [brief] = await ids(
      sql`select id from briefs where kind = 'file' and deleted_at is null order by id limit 1`,
    );
    const body = (await get(fetchSingleBrief.path.replace('{id}', String(brief)))).json();
    expect(body.brief).toMatchObject({
      kind: 'file',
      regions: [],
      cities: [],
      attachment: {
        file_name: expect.stringMatching(/ brief\.pdf$/),
        content_type: 'application/pdf',
        size: expect.any(Number),
        uploaded_at: expect.any(String),
      },
    });
  });

  it('answers 404 for an unknown or deleted brief', async () => {
    const [deleted] = await ids(sql`select id from briefs where deleted_at is not null limit 1`);
    for (const id of [deleted, 999_999]) {
      const response = await get(fetchSingleBrief.path.replace('{id}', String(id)));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Brief not found' });
    }
  });
});

describe('clients', () => {
  it('lists clients that are not deleted by company name, searched over company, contact and e-mail', async () => {
    // An admin's list is every client (a KAM's defaults to their own: routes/clients.test.ts, issue 17).
    const admin = await t.tokenForRole('admin');
    const expected = await ids(
      sql`select id from clients where deleted_at is null order by company_name, id`,
    );
    const all = (await get(fetchAllClients.path, { limit: 100 }, admin)).json();
    expect(all.clients.map((client: { id: number }) => client.id)).toEqual(expected);
    expect(all.total).toBe(expected.length);
    expect(all.allTotal).toBe(expected.length);
    expect(Object.keys(all.clients[0]).sort()).toEqual(
      [
        'company_name',
        'contact_name',
        'email',
        'id',
        'industry',
        'key_account_manager',
        'phone',
        'user_id',
      ].sort(),
    );

    const [sample] = await queryRows<{ contact_name: string; email: string }>(
      t.connection,
      sql`select contact_name, email from clients order by id desc limit 1`,
    );
    for (const search of [sample!.contact_name.toUpperCase(), sample!.email.split('@')[1]!]) {
      const matching =
        await ids(sql`select id from clients where deleted_at is null and (company_name ilike ${`%${search}%`}
        or contact_name ilike ${`%${search}%`} or email ilike ${`%${search}%`}) order by company_name, id`);
      const body = (await get(fetchAllClients.path, { search, limit: 100 }, admin)).json();
      expect(body.clients.map((client: { id: number }) => client.id)).toEqual(matching);
      expect(body.total).toBe(matching.length);
      expect(body.allTotal).toBe(expected.length);
    }
    expect((await get(fetchAllClients.path, {}, await t.tokenForRole('designer'))).statusCode).toBe(403);
  });
});

describe('the list queries use their indexes', () => {
  /** The plan of a query, with the planner told to avoid what an index makes unnecessary. */
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

  it('reads a status list newest first straight off briefs_status_created_idx (no sort)', async () => {
    const plan = await planOf(
      briefPageQuery(
        db(),
        sql`"briefs"."status" = 'pending' and "briefs"."deleted_at" is null`,
        2,
        10,
        'briefs:status:pending',
      ),
      ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'],
    );
    expect(plan).toContain('briefs_status_created_idx');
    // The page's ids come off the index in order (nothing sorted under the Limit); only the ten rows of the page
    // are put back in order once joined.
    expect(plan.slice(plan.indexOf('Limit')), plan).not.toMatch(/\bSort\b/);
  });

  it('searches through the trigram indexes of campaign name, brief number and company name', async () => {
    // The clients a term names are read first, off their own trigram index (docs/domain.md "Searches"); the
    // search then finds their briefs by client id.
    const clientsPlan = await planOf(clientsMatchingQuery(db(), 'textiles'), ['enable_seqscan']);
    expect(clientsPlan, clientsPlan).toContain('clients_company_name_trgm_idx');
    const clientIds = await clientsMatching(db(), 'textiles');
    expect(clientIds.length).toBeGreaterThan(0);
    // The page's plan with a client found (no seeded company name holds "lever"; the seed's few rows make the
    // planner read the campaign names by key for "textiles"), so that every branch is planned.
    const plan = await planOf(
      briefPageQuery(
        db(),
        sql`"briefs"."status" = 'approved' and ${briefSearch('lever', clientIds)}`,
        1,
        10,
        'briefs:status:approved',
      ),
      ['enable_seqscan'],
    );
    for (const index of [
      'briefs_campaign_name_trgm_idx',
      'briefs_brief_number_trgm_idx',
      'briefs_client_idx',
    ])
      expect(plan, plan).toContain(index);
  });
});

describe('search on a grown table', () => {
  it('finds briefs through the trigram indexes, not by scanning every brief', async () => {
    // With 20,000 briefs the planner has real statistics and may pick a scan; the count behind `total` must still
    // go through the trigram indexes. (`npm run bench` found the search 4× slower with campaign name OR brief
    // number in one branch; this plan did not show that case, so the bench's figure is its guard.) Kept last:
    // it grows the table.
    await t.connection.db.execute(sql`
      insert into briefs (brief_number, client_id, campaign_name, objective, start_date, end_date, budget,
                          status, kind, created_at, updated_at)
      select 'GROWN-' || n, c.ids[1 + n % array_length(c.ids, 1)], 'Grown campaign ' || n, 'Grown',
             date '2027-01-01', date '2027-01-31', 1000000, (array['pending', 'approved', 'rejected'])[1 + n % 3],
             'form', now() - (n || ' minutes')::interval, now()
      from generate_series(1, 20000) as n, (select array_agg(id) as ids from clients) as c`);
    await t.connection.db.execute(sql`analyze briefs`);
    // The count behind `total` (the page itself may start from the status index and filter).
    const { sql: text, params } = t.connection.db
      .select({ value: count() })
      .from(briefs)
      .where(
        sql`"briefs"."status" = 'pending' and ${briefSearch('campaign 1234', await clientsMatching(t.connection.db, 'campaign 1234'))}`,
      )
      .toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
      const value = params[Number(i) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    const plan = (await queryRows<{ 'QUERY PLAN': string }>(t.connection, sql.raw(`explain ${inlined}`)))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan, plan).not.toMatch(/Seq Scan on briefs/);
    expect(plan, plan).toContain('briefs_campaign_name_trgm_idx');
  });
});
