import { CLIENT_MESSAGES, type ClientInput, type StaffRole } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

/** Issue 17: the clients' calls, as callers see them (docs/domain.md "Clients", "Counts"). */

let t: TestContext;
const tokens = {} as Record<StaffRole | 'otherKam', string>;
let kamId: number;
let otherKamId: number;
let plannerId: number;

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of [
    'admin',
    'key_account_manager',
    'planner',
    'designer',
    'editor',
    'operation_analyst',
    'manager',
  ] as const)
    tokens[role] = await t.tokenForRole(role);
  const [other] = await queryRows<{ id: number }>(
    t.connection,
    sql`insert into users (email, name, role, status) values ('kiran.kam@demo.local', 'Kiran Shah', 'key_account_manager', 'active')
        returning id`,
  );
  otherKamId = Number(other?.id);
  tokens.otherKam = await t.tokenFor('kiran.kam@demo.local');
  const ids = await queryRows<{ id: number; role: string }>(
    t.connection,
    sql`select id, role from users where email in ('key_account_manager@demo.local', 'planner@demo.local')`,
  );
  kamId = Number(ids.find((row) => row.role === 'key_account_manager')?.id);
  plannerId = Number(ids.find((row) => row.role === 'planner')?.id);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: StaffRole | 'otherKam' | null,
  payload?: object,
) =>
  t.call({
    method,
    url: `/api${url}`,
    ...(who ? { token: tokens[who] } : {}),
    ...(payload === undefined ? {} : { payload }),
  });

let serial = 0;
const body = (overrides: Partial<ClientInput> = {}): ClientInput => {
  serial += 1;
  return {
    company_name: `Test Company ${serial}`,
    contact_name: 'Amna Test',
    email: `contact${serial}@test-company.example`,
    phone: '+92 21 555 0101',
    industry: 'Testing',
    address: '1 Test Road, Karachi',
    ...overrides,
  };
};

async function registered(who: StaffRole | 'otherKam' = 'admin', overrides: Partial<ClientInput> = {}) {
  const res = await call('POST', '/client/register', who, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().client as {
    id: number;
    company_name: string;
    key_account_manager: { id: number } | null;
  };
}

const counter = async (key: string) => {
  const [row] = await queryRows<{ value: string }>(
    t.connection,
    sql`select value from list_counters where key = ${key}`,
  );
  return Number(row?.value ?? 0);
};

/** A brief of the client in `status`, and optionally a plan in `plan` and a campaign in `campaign`. */
async function workFor(
  clientId: number,
  options: { brief?: string; plan?: string; campaign?: 'active' | 'completed' } = {},
) {
  serial += 1;
  const [brief] = await queryRows<{ id: number }>(
    t.connection,
    sql`insert into briefs (brief_number, client_id, campaign_name, objective, start_date, end_date, budget, status, kind, is_plan_attached)
        values (${`BR-CL-${serial}-${Date.now() % 100000}`}, ${clientId}, ${`Client test campaign ${serial}`}, 'x',
                '2031-01-01', '2031-03-31', 100000, ${options.brief ?? 'approved'}, 'form', ${options.plan !== undefined})
        returning id`,
  );
  const briefId = Number(brief?.id);
  if (!options.plan) return { briefId };
  const [plan] = await queryRows<{ id: number }>(
    t.connection,
    sql`insert into plans (brief_id, name, status) values (${briefId}, ${`Client test plan ${serial}`}, ${options.plan})
        returning id`,
  );
  const planId = Number(plan?.id);
  if (options.campaign)
    await t.connection.db.execute(
      sql`insert into campaigns (brief_id, plan_id, name, status, start_date, end_date, completed_at)
          values (${briefId}, ${planId}, ${`Running campaign ${serial}`}, ${options.campaign}, '2031-01-01', '2031-03-31',
                  ${options.campaign === 'completed' ? sql`now()` : null})`,
    );
  return { briefId, planId };
}

describe('admin/fetch-all-clients', () => {
  it('answers 401 without a token and 403 to roles that do not manage or choose clients', async () => {
    expect((await call('GET', '/admin/fetch-all-clients', null)).statusCode).toBe(401);
    for (const role of ['planner', 'designer', 'editor', 'operation_analyst'] as const) {
      const res = await call('GET', '/admin/fetch-all-clients', role);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Your role does not have access to this.');
    }
  });

  it("lists a KAM's own clients by default, with their KAM's name, and the total equals the rows", async () => {
    const res = await call('GET', '/admin/fetch-all-clients?limit=100', 'key_account_manager');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.clients.length).toBeGreaterThan(0);
    for (const client of page.clients)
      expect(client.key_account_manager).toEqual({ id: kamId, name: 'Bilal Ahmed' });
    expect(page.total).toBe(page.clients.length);
    expect(page.allTotal).toBe(page.clients.length);
    expect(page.total).toBe(await counter(`clients:kam:${kamId}`));
    const names = page.clients.map((client: { company_name: string }) => client.company_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('lists every client for kam=all, and for an admin or a manager by default', async () => {
    const all = (
      await call('GET', '/admin/fetch-all-clients?limit=100&kam=all', 'key_account_manager')
    ).json();
    const admin = (await call('GET', '/admin/fetch-all-clients?limit=100', 'admin')).json();
    const manager = (await call('GET', '/admin/fetch-all-clients?limit=100', 'manager')).json();
    expect(admin.total).toBe(await counter('clients'));
    expect(all.clients).toEqual(admin.clients);
    expect(manager.clients).toEqual(admin.clients);
    expect(
      admin.clients.some((client: { key_account_manager: unknown }) => client.key_account_manager === null),
    ).toBe(true);
  });

  it("filters by one KAM's id, and kam=none lists the clients no KAM owns", async () => {
    const mine = (await call('GET', `/admin/fetch-all-clients?limit=100&kam=${kamId}`, 'admin')).json();
    expect(mine.total).toBe(await counter(`clients:kam:${kamId}`));
    const none = (await call('GET', '/admin/fetch-all-clients?limit=100&kam=none', 'admin')).json();
    expect(none.clients.length).toBeGreaterThan(0);
    for (const client of none.clients) expect(client.key_account_manager).toBeNull();
    expect(none.total).toBe(none.clients.length);
    expect(none.allTotal).toBe(none.clients.length);
    expect(none.totalCapped).toBe(false);
    expect(mine.total + none.total).toBeLessThanOrEqual(await counter('clients'));
  });

  it('searches within the chosen list and counts the matches', async () => {
    const res = await call('GET', '/admin/fetch-all-clients?search=indus&kam=all', 'admin');
    const page = res.json();
    expect(page.clients.map((client: { company_name: string }) => client.company_name)).toEqual([
      'Indus Beverages',
    ]);
    expect(page.total).toBe(1);
    expect(page.allTotal).toBe(await counter('clients'));
    const elsewhere = (await call('GET', '/admin/fetch-all-clients?search=indus', 'otherKam')).json();
    expect(elsewhere.clients).toEqual([]);
    expect(elsewhere.total).toBe(0);
  });

  it('refuses kam=mine from a role that owns no clients, and a kam that is not one of the choices', async () => {
    const mine = await call('GET', '/admin/fetch-all-clients?kam=mine', 'manager');
    expect(mine.statusCode).toBe(400);
    expect(mine.json().errors).toEqual({ kam: CLIENT_MESSAGES.mineNotKam });
    for (const kam of ['everyone', '0', '-1', '1e3', '99999999999']) {
      const res = await call('GET', `/admin/fetch-all-clients?kam=${kam}`, 'admin');
      expect(res.statusCode, kam).toBe(400);
    }
  });
});

describe('client/register', () => {
  it('makes the registering KAM the owner, moves the counters and creates no sign-in account', async () => {
    const [before, beforeKam, beforeUsers] = await Promise.all([
      counter('clients'),
      counter(`clients:kam:${kamId}`),
      queryRows<{ n: number }>(t.connection, sql`select count(*)::int as n from users`),
    ]);
    const res = await call(
      'POST',
      '/client/register',
      'key_account_manager',
      body({ company_name: 'Sialkot Sports' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { message, client } = res.json();
    expect(message).toBe('Sialkot Sports registered');
    expect(client).toMatchObject({
      company_name: 'Sialkot Sports',
      user_id: null,
      key_account_manager: { id: kamId, name: 'Bilal Ahmed' },
      briefs: { total: 0, by_status: { pending: 0, approved: 0, rejected: 0 } },
      campaigns: { active: 0, items: [] },
    });
    expect(await counter('clients')).toBe(before + 1);
    expect(await counter(`clients:kam:${kamId}`)).toBe(beforeKam + 1);
    const [afterUsers] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from users`,
    );
    expect(afterUsers?.n).toBe(beforeUsers[0]?.n);
    const [audit] = await queryRows(
      t.connection,
      sql`select action, actor_user_id from audit_log where entity = 'client' and entity_id = ${client.id}`,
    );
    expect(audit).toEqual({ action: 'client.register', actor_user_id: kamId });
    const list = (await call('GET', '/admin/fetch-all-clients?limit=100', 'key_account_manager')).json();
    expect(list.clients.map((row: { id: number }) => row.id)).toContain(client.id);
    expect(list.total).toBe(list.clients.length);
  });

  it('lets an admin name the owner or leave none, and refuses an owner who is not a KAM', async () => {
    expect((await registered('admin', { key_account_manager_id: otherKamId })).key_account_manager).toEqual({
      id: otherKamId,
      name: 'Kiran Shah',
    });
    expect((await registered('admin')).key_account_manager).toBeNull();
    expect((await registered('admin', { key_account_manager_id: null })).key_account_manager).toBeNull();
    for (const id of [plannerId, 999_999]) {
      const res = await call('POST', '/client/register', 'admin', body({ key_account_manager_id: id }));
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().errors).toEqual({ key_account_manager_id: CLIENT_MESSAGES.keyAccountManager });
    }
  });

  it('refuses a KAM who names another owner (403), and the roles that do not register clients', async () => {
    const res = await call(
      'POST',
      '/client/register',
      'key_account_manager',
      body({ key_account_manager_id: otherKamId }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CLIENT_MESSAGES.kamAssignsSelf);
    expect(
      (await registered('key_account_manager', { key_account_manager_id: kamId })).key_account_manager?.id,
    ).toBe(kamId);
    for (const role of ['manager', 'planner', 'designer', 'editor', 'operation_analyst'] as const)
      expect((await call('POST', '/client/register', role, body())).statusCode, role).toBe(403);
    expect((await call('POST', '/client/register', null, body())).statusCode).toBe(401);
  });

  it('answers 400 on the fields for missing, malformed or over-long input', async () => {
    const cases: Array<[Partial<ClientInput>, string, string]> = [
      [{ company_name: '  ' }, 'company_name', CLIENT_MESSAGES.companyName],
      [{ contact_name: '' }, 'contact_name', CLIENT_MESSAGES.contactName],
      [{ email: 'not an e-mail' }, 'email', CLIENT_MESSAGES.emailInvalid],
      [{ phone: '0300-CALL-ME' }, 'phone', CLIENT_MESSAGES.phone],
      [{ company_name: 'x'.repeat(201) }, 'company_name', 'At most 200 characters'],
      [{ address: 'x'.repeat(501) }, 'address', 'At most 500 characters'],
      [{ industry: 'Food\u0000' }, 'industry', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call('POST', '/client/register', 'admin', body(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
      if (message) expect(res.json().errors[field]).toContain(message);
    }
  });

  it('refuses an e-mail another live client has, whatever its case (409)', async () => {
    const first = await registered('admin', { email: 'orders@unique-client.example' });
    const res = await call(
      'POST',
      '/client/register',
      'admin',
      body({ email: 'Orders@Unique-Client.example' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CLIENT_MESSAGES.emailTaken);
    // Once the client is deleted its e-mail may be registered again.
    expect((await call('DELETE', `/admin/delete-clients/${first.id}`, 'admin')).statusCode).toBe(200);
    await registered('admin', { email: 'orders@unique-client.example' });
  });
});

describe('admin/fetch-single-client/profile', () => {
  it('shows the owner, the briefs by status and the running campaigns', async () => {
    const client = await registered('key_account_manager');
    await workFor(client.id, { brief: 'pending' });
    await workFor(client.id, { brief: 'rejected' });
    await workFor(client.id, { brief: 'approved', plan: 'accepted', campaign: 'active' });
    await workFor(client.id, { brief: 'approved', plan: 'accepted', campaign: 'completed' });
    await workFor(client.id, { brief: 'deleted' }).catch(() => undefined);
    for (const role of ['admin', 'manager', 'key_account_manager', 'otherKam'] as const) {
      const res = await call('GET', `/admin/fetch-single-client/profile/${client.id}`, role);
      expect(res.statusCode, role).toBe(200);
      const profile = res.json().client;
      expect(profile.key_account_manager).toEqual({ id: kamId, name: 'Bilal Ahmed' });
      expect(profile.briefs).toEqual({ total: 4, by_status: { pending: 1, approved: 2, rejected: 1 } });
      expect(profile.briefs.total).toBe(await counter(`briefs:client:${client.id}`));
      expect(profile.campaigns.active).toBe(1);
      expect(profile.campaigns.items).toHaveLength(1);
      expect(profile.campaigns.items[0].name).toMatch(/^Running campaign/);
      expect(profile.address).toBe('1 Test Road, Karachi');
    }
  });

  it('answers 404 for an unknown client, 403 to roles without client access', async () => {
    const res = await call('GET', '/admin/fetch-single-client/profile/999999', 'admin');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CLIENT_MESSAGES.notFound);
    expect((await call('GET', '/admin/fetch-single-client/profile/1', 'planner')).statusCode).toBe(403);
    expect((await call('GET', '/admin/fetch-single-client/profile/abc', 'admin')).statusCode).toBe(400);
  });
});

describe('admin/update-client/profile', () => {
  it('lets a KAM edit their own client, keeping the owner when it is left out', async () => {
    const client = await registered('key_account_manager');
    const res = await call(
      'PUT',
      `/admin/update-client/profile/${client.id}`,
      'key_account_manager',
      body({ company_name: 'Renamed Company', phone: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Renamed Company updated');
    expect(res.json().client).toMatchObject({
      company_name: 'Renamed Company',
      phone: null,
      key_account_manager: { id: kamId },
    });
  });

  it("refuses a KAM editing another KAM's client or an unowned one, or giving their own away (403)", async () => {
    const others = await registered('otherKam');
    const unowned = await registered('admin');
    for (const id of [others.id, unowned.id]) {
      const res = await call('PUT', `/admin/update-client/profile/${id}`, 'key_account_manager', body());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLIENT_MESSAGES.notYourClient);
    }
    const own = await registered('key_account_manager');
    for (const owner of [otherKamId, null]) {
      const res = await call(
        'PUT',
        `/admin/update-client/profile/${own.id}`,
        'key_account_manager',
        body({ key_account_manager_id: owner }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLIENT_MESSAGES.kamAssignsSelf);
    }
    expect((await call('PUT', `/admin/update-client/profile/${own.id}`, 'manager', body())).statusCode).toBe(
      403,
    );
  });

  it("lets an admin reassign a client, and both KAMs' lists and counters follow", async () => {
    const client = await registered('key_account_manager');
    const [mine, theirs] = [
      await counter(`clients:kam:${kamId}`),
      await counter(`clients:kam:${otherKamId}`),
    ];
    const res = await call(
      'PUT',
      `/admin/update-client/profile/${client.id}`,
      'admin',
      body({ key_account_manager_id: otherKamId }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client.key_account_manager).toEqual({ id: otherKamId, name: 'Kiran Shah' });
    expect(await counter(`clients:kam:${kamId}`)).toBe(mine - 1);
    expect(await counter(`clients:kam:${otherKamId}`)).toBe(theirs + 1);
    const theirList = (await call('GET', '/admin/fetch-all-clients?limit=100', 'otherKam')).json();
    expect(theirList.clients.map((row: { id: number }) => row.id)).toContain(client.id);
    expect(theirList.total).toBe(theirList.clients.length);
    const [audit] = await queryRows(
      t.connection,
      sql`select details from audit_log where entity = 'client' and entity_id = ${client.id} and action = 'client.update'`,
    );
    expect(audit?.details).toMatchObject({
      from_key_account_manager_id: kamId,
      to_key_account_manager_id: otherKamId,
    });
    // null takes the owner away.
    const unowned = await call(
      'PUT',
      `/admin/update-client/profile/${client.id}`,
      'admin',
      body({ key_account_manager_id: null }),
    );
    expect(unowned.json().client.key_account_manager).toBeNull();
    expect(await counter(`clients:kam:${otherKamId}`)).toBe(theirs);
  });

  it('answers 404 for an unknown or deleted client and 409 for an e-mail another client has', async () => {
    expect((await call('PUT', '/admin/update-client/profile/999999', 'admin', body())).statusCode).toBe(404);
    const a = await registered('admin');
    const b = await registered('admin', { email: 'taken@b-company.example' });
    const res = await call(
      'PUT',
      `/admin/update-client/profile/${a.id}`,
      'admin',
      body({ email: 'taken@b-company.example' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CLIENT_MESSAGES.emailTaken);
    // Its own e-mail is no conflict.
    expect(
      (
        await call(
          'PUT',
          `/admin/update-client/profile/${b.id}`,
          'admin',
          body({ email: 'taken@b-company.example' }),
        )
      ).statusCode,
    ).toBe(200);
    await call('DELETE', `/admin/delete-clients/${b.id}`, 'admin');
    expect((await call('PUT', `/admin/update-client/profile/${b.id}`, 'admin', body())).statusCode).toBe(404);
  });
});

describe('admin/delete-clients', () => {
  it('is for admins only', async () => {
    const client = await registered('key_account_manager');
    for (const role of ['key_account_manager', 'manager', 'planner'] as const)
      expect((await call('DELETE', `/admin/delete-clients/${client.id}`, role)).statusCode, role).toBe(403);
  });

  it('refuses while the client has a running campaign, a new brief or a plan under way, naming them', async () => {
    const client = await registered('key_account_manager', { company_name: 'Busy Client' });
    const running = await workFor(client.id, { brief: 'approved', plan: 'accepted', campaign: 'active' });
    await workFor(client.id, { brief: 'pending' });
    await workFor(client.id, { brief: 'approved', plan: 'pending' });
    const res = await call('DELETE', `/admin/delete-clients/${client.id}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Cannot delete Busy Client: it has 1 running campaign, 1 new brief and 1 plan being built or reviewed. Complete its campaigns, and review, finish or lose its briefs and plans first.',
    );
    await t.connection.db.execute(
      sql`update campaigns set status = 'completed', completed_at = now() where brief_id = ${running.briefId}`,
    );
    await t.connection.db.execute(
      sql`update briefs set status = 'rejected', reason = 'x' where client_id = ${client.id} and status = 'pending'`,
    );
    await t.connection.db.execute(
      sql`update plans set status = 'lost', reason = 'x' where brief_id in (select id from briefs where client_id = ${client.id}) and status = 'pending'`,
    );
    const before = [await counter('clients'), await counter(`clients:kam:${kamId}`)];
    const done = await call('DELETE', `/admin/delete-clients/${client.id}`, 'admin');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Busy Client deleted');
    expect([await counter('clients'), await counter(`clients:kam:${kamId}`)]).toEqual([
      before[0]! - 1,
      before[1]! - 1,
    ]);
    expect((await call('GET', `/admin/fetch-single-client/profile/${client.id}`, 'admin')).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/admin/delete-clients/${client.id}`, 'admin')).statusCode).toBe(404);
    const list = (await call('GET', '/admin/fetch-all-clients?limit=100', 'key_account_manager')).json();
    expect(list.clients.map((row: { id: number }) => row.id)).not.toContain(client.id);
    expect(list.total).toBe(list.clients.length);
    const [row] = await queryRows(
      t.connection,
      sql`select deleted_at is not null as deleted from clients where id = ${client.id}`,
    );
    expect(row).toEqual({ deleted: true });
  });
});

describe('admin/fetch-key-account-managers', () => {
  it('lists the KAMs with how many clients each owns, for admins and managers', async () => {
    for (const role of ['admin', 'manager'] as const) {
      const res = await call('GET', '/admin/fetch-key-account-managers', role);
      expect(res.statusCode, role).toBe(200);
      const { managers } = res.json();
      expect(managers.map((m: { name: string }) => m.name)).toEqual(['Bilal Ahmed', 'Kiran Shah']);
      const bilal = managers.find((m: { id: number }) => m.id === kamId);
      const owned = (await call('GET', `/admin/fetch-all-clients?limit=100&kam=${kamId}`, 'admin')).json();
      expect(bilal.clients).toBe(owned.total);
    }
    expect((await call('GET', '/admin/fetch-key-account-managers', 'key_account_manager')).statusCode).toBe(
      403,
    );
  });
});
