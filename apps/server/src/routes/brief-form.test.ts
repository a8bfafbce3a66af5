import {
  addDesignLink,
  addHighresLink,
  BRIEF_MESSAGES,
  createBrief,
  fetchNewBriefs,
  registerPushToken,
  type StaffRole,
  updateBrief,
} from '@ooh/api/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidInputMessage } from '../http/field-messages.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
let geo: { punjab: number; sindh: number; lahore: number; faisalabad: number; karachi: number };
let lookups: { billboard: number; smd: number; secA: number; secB: number; age: number; female: number };
let clientId: number;

const one = async <T>(query: SQL) => (await queryRows<T>(t.connection, query))[0] as T;
const idOf = async (query: SQL) => Number((await one<{ id: number }>(query)).id);

beforeAll(async () => {
  t = await setupTestApp();
  geo = {
    punjab: await idOf(sql`select id from regions where name = 'Punjab'`),
    sindh: await idOf(sql`select id from regions where name = 'Sindh'`),
    lahore: await idOf(sql`select id from cities where name = 'Lahore'`),
    faisalabad: await idOf(sql`select id from cities where name = 'Faisalabad'`),
    karachi: await idOf(sql`select id from cities where name = 'Karachi'`),
  };
  lookups = {
    billboard: await idOf(sql`select id from mediums where kind = 'conventional' order by name limit 1`),
    smd: await idOf(sql`select id from mediums where kind = 'digital' order by name limit 1`),
    secA: await idOf(sql`select id from sec_ranges order by sort_order limit 1`),
    secB: await idOf(sql`select id from sec_ranges order by sort_order offset 1 limit 1`),
    age: await idOf(sql`select id from age_ranges order by sort_order offset 2 limit 1`),
    female: await idOf(sql`select id from genders order by sort_order limit 1`),
  };
  clientId = await idOf(sql`select id from clients where deleted_at is null order by id limit 1`);
});
afterAll(() => t?.close());

function validForm(overrides: Record<string, unknown> = {}) {
  return {
    client_id: clientId,
    campaign_name: 'Winter launch',
    objective: 'Awareness in the two biggest cities of Punjab.',
    start_date: '2025-07-01',
    end_date: '2025-08-31',
    budget: 2_500_000,
    region_ids: [geo.punjab],
    city_ids: [geo.faisalabad, geo.lahore],
    medium_ids: [lookups.smd, lookups.billboard],
    sec_ids: [lookups.secB, lookups.secA],
    age_range_ids: [lookups.age],
    gender_ids: [lookups.female],
    notes: 'Near the airport if possible.',
    ...overrides,
  };
}

async function create(payload: object, role: StaffRole = 'key_account_manager') {
  return t.call({
    method: 'POST',
    url: `/api${createBrief.path}`,
    token: await t.tokenForRole(role),
    payload,
  });
}
async function update(id: number, payload: object, role: StaffRole = 'key_account_manager') {
  return t.call({
    method: 'PUT',
    url: `/api${updateBrief.path.replace('{id}', String(id))}`,
    token: await t.tokenForRole(role),
    payload,
  });
}

const briefCount = async () =>
  Number((await one<{ n: number }>(sql`select count(*)::int as n from briefs`)).n);
const auditOf = (id: number) =>
  queryRows<{ action: string; details: unknown; email: string }>(
    t.connection,
    sql`select a.action, a.details, u.email from audit_log a join users u on u.id = a.actor_user_id
        where a.entity = 'brief' and a.entity_id = ${id} order by a.id`,
  );
async function notified(title: string, briefNumber: string) {
  const rows = await queryRows<{ email: string }>(
    t.connection,
    sql`select u.email from notifications n join users u on u.id = n.user_id
        where n.title = ${title} and n.body like ${`%${briefNumber}%`} order by u.email`,
  );
  return rows.map((row) => row.email);
}
async function activeEmails(roles: StaffRole[], except: string) {
  const rows = await queryRows<{ email: string }>(
    t.connection,
    sql`select email from users where status = 'active' and deleted_at is null
        and role in (${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )}) and email <> ${except} order by email`,
  );
  return rows.map((row) => row.email);
}

describe('create a brief from the form', () => {
  it('creates it new, with its targets in lookup order, its audit row and the KAMs and admins told', async () => {
    t.clock.advance(60_000);
    const kamToken = await t.tokenForRole('key_account_manager');
    await t.call({
      method: 'POST',
      url: `/api${registerPushToken.path}`,
      token: await t.tokenForRole('admin'),
      payload: { fcm_token: 'admin-device' },
    });
    const pushed = t.sentPush.length;
    const response = await t.call({
      method: 'POST',
      url: `/api${createBrief.path}`,
      token: kamToken,
      payload: validForm(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message, brief } = response.json();
    expect(message).toBe('Brief created');
    const seededMax = Number(
      (
        await one<{ n: number }>(
          sql`select max(split_part(brief_number, '-', 3)::int) as n from briefs where id <> ${brief.id}`,
        )
      ).n,
    );
    expect(brief).toEqual({
      id: expect.any(Number),
      brief_number: `BR-2025-${String(seededMax + 1).padStart(4, '0')}`,
      campaign_name: 'Winter launch',
      client_id: clientId,
      client_name: expect.any(String),
      status: 'pending',
      reason: null,
      is_Plan_attached: 'N',
      kind: 'form',
      start_date: '2025-07-01',
      end_date: '2025-08-31',
      budget: 2_500_000,
      created_by_name: expect.any(String),
      accepted_plan: null,
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
      objective: 'Awareness in the two biggest cities of Punjab.',
      notes: 'Near the airport if possible.',
      regions: [{ id: geo.punjab, name: 'Punjab' }],
      cities: [
        { id: geo.faisalabad, name: 'Faisalabad' },
        { id: geo.lahore, name: 'Lahore' },
      ],
      mediums: [
        { id: lookups.billboard, name: expect.any(String) },
        { id: lookups.smd, name: expect.any(String) },
      ],
      sec_ranges: [
        { id: lookups.secA, name: expect.any(String) },
        { id: lookups.secB, name: expect.any(String) },
      ],
      age_ranges: [{ id: lookups.age, name: expect.any(String) }],
      genders: [{ id: lookups.female, name: expect.any(String) }],
      design_link: null,
      highres_link: null,
      attachment: null,
    });
    expect(await auditOf(brief.id)).toEqual([
      {
        action: 'brief.create',
        details: { to: 'pending', kind: 'form' },
        email: 'key_account_manager@demo.local',
      },
    ]);
    // KAMs and admins, not the KAM who wrote it.
    expect(await notified('New brief received', brief.brief_number)).toEqual(
      await activeEmails(['key_account_manager', 'admin'], 'key_account_manager@demo.local'),
    );
    const sent = t.sentPush.slice(pushed);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      tokens: ['admin-device'],
      // Issue 15: the new brief's review screen, not the bare /brief.
      message: { title: 'New brief received', link: `/brief-review-form/${brief.id}` },
    });
    // It heads the New list.
    const list = await t.call({ method: 'GET', url: `/api${fetchNewBriefs.path}`, token: kamToken });
    expect(list.json().briefs[0].id).toBe(brief.id);
  });

  it('gives concurrent creates distinct numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create(validForm({ campaign_name: `Parallel ${i}` }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = responses.map((response) => response.json().brief.brief_number);
    expect(new Set(numbers).size).toBe(5);
    for (const number of numbers) expect(number).toMatch(/^BR-2025-\d{4}$/);
  });

  it.each([
    ['client_id', { client_id: undefined }, BRIEF_MESSAGES.client],
    ['campaign_name', { campaign_name: '  ' }, BRIEF_MESSAGES.campaignName],
    ['objective', { objective: '' }, BRIEF_MESSAGES.objective],
    ['start_date', { start_date: '2025-02-30' }, BRIEF_MESSAGES.date],
    ['end_date', { end_date: 'soon' }, BRIEF_MESSAGES.date],
    ['end_date', { start_date: '2025-09-01', end_date: '2025-08-31' }, BRIEF_MESSAGES.endBeforeStart],
    ['budget', { budget: 0 }, BRIEF_MESSAGES.budget],
    ['budget', { budget: -10 }, BRIEF_MESSAGES.budget],
    ['region_ids', { region_ids: [] }, BRIEF_MESSAGES.regions],
    ['city_ids', { city_ids: [] }, BRIEF_MESSAGES.cities],
    ['medium_ids', { medium_ids: [] }, BRIEF_MESSAGES.mediums],
  ])('refuses a bad %s (%j) naming the field', async (field, overrides, message) => {
    const before = await briefCount();
    const response = await create(validForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: invalidInputMessage({ [field]: message }),
      errors: { [field]: message },
    });
    expect(await briefCount()).toBe(before);
  });

  it.each([
    ['region_ids', { region_ids: [999_001] }, 'Unknown region: 999001. Choose from the list.'],
    ['city_ids', { city_ids: [999_002, 999_003] }, 'Unknown cities: 999002, 999003. Choose from the list.'],
    ['medium_ids', { medium_ids: [999_004] }, 'Unknown medium: 999004. Choose from the list.'],
    ['sec_ids', { sec_ids: [999_005] }, 'Unknown SEC class: 999005. Choose from the list.'],
    ['age_range_ids', { age_range_ids: [999_006] }, 'Unknown age range: 999006. Choose from the list.'],
    ['gender_ids', { gender_ids: [999_007] }, 'Unknown gender: 999007. Choose from the list.'],
    ['client_id', { client_id: 999_008 }, 'This client does not exist. Choose a client from the list.'],
  ])('refuses an unknown id in %s, naming the field', async (field, overrides, message) => {
    const before = await briefCount();
    const response = await create(validForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: invalidInputMessage({ [field]: message }),
      errors: { [field]: message },
    });
    expect(await briefCount()).toBe(before);
  });

  it('refuses a deleted client and a city outside the chosen regions', async () => {
    const deleted = await idOf(sql`insert into clients (company_name, contact_name, email, deleted_at)
      values ('Gone Ltd', 'Nobody', 'gone@example.com', now()) returning id`);
    const gone = await create(validForm({ client_id: deleted }));
    expect(gone.json().errors).toEqual({
      client_id: 'This client does not exist. Choose a client from the list.',
    });

    const stray = await create(validForm({ city_ids: [geo.lahore, geo.karachi] }));
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors).toEqual({
      city_ids: 'Every city must be in one of the chosen regions; Karachi is not.',
    });
    // With Sindh chosen too, Karachi is fine.
    const both = await create(
      validForm({ region_ids: [geo.punjab, geo.sindh], city_ids: [geo.lahore, geo.karachi] }),
    );
    expect(both.statusCode, both.body).toBe(201);
  });

  it('lets admins and KAMs create; 403 for the other roles, 401 without a token', async () => {
    expect((await create(validForm(), 'admin')).statusCode).toBe(201);
    for (const role of ['planner', 'designer', 'editor', 'manager', 'operation_analyst'] as const) {
      const response = await create(validForm(), role);
      expect(response.statusCode, role).toBe(403);
    }
    const anonymous = await t.call({ method: 'POST', url: `/api${createBrief.path}`, payload: validForm() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('update a form brief', () => {
  const briefWhere = (where: SQL) =>
    idOf(
      sql`select id from briefs where kind = 'form' and deleted_at is null and not is_plan_attached and ${where} order by id limit 1`,
    );

  it('updates a new brief in place: fields and targets replaced, still new, nobody notified', async () => {
    const id = await briefWhere(sql`status = 'pending'`);
    const notificationsBefore = (await one<{ n: number }>(sql`select count(*)::int as n from notifications`))
      .n;
    t.clock.advance(60_000);
    const response = await update(
      id,
      validForm({
        campaign_name: 'Renamed',
        region_ids: [geo.sindh],
        city_ids: [geo.karachi],
        sec_ids: [],
        gender_ids: [],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Brief updated',
      brief: {
        id,
        status: 'pending',
        campaign_name: 'Renamed',
        regions: [{ id: geo.sindh, name: 'Sindh' }],
        cities: [{ id: geo.karachi, name: 'Karachi' }],
        sec_ranges: [],
        genders: [],
        updated_at: t.clock.now().toISOString(),
      },
    });
    expect((await auditOf(id)).map((row) => [row.action, row.details])).toEqual([
      ['brief.update', { from: 'pending', to: 'pending', event: 'brief.update' }],
    ]);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from notifications`)).n).toBe(
      notificationsBefore,
    );
  });

  it('resubmits a rejected brief: new again, reason cleared, KAMs, admins and designers told', async () => {
    const id = await briefWhere(sql`status = 'rejected'`);
    const response = await update(id, validForm(), 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Brief resubmitted',
      brief: { id, status: 'pending', reason: null },
    });
    const row = await one<{ status: string; reason: string | null }>(
      sql`select status, reason from briefs where id = ${id}`,
    );
    expect(row).toEqual({ status: 'pending', reason: null });
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'brief.update',
      details: { from: 'rejected', to: 'pending', event: 'brief.update' },
      email: 'admin@demo.local',
    });
    expect(await notified('Brief resubmitted', response.json().brief.brief_number)).toEqual(
      await activeEmails(['key_account_manager', 'admin', 'designer'], 'admin@demo.local'),
    );
  });

  it('refuses an approved brief with 409, a file brief with 400, an unknown one with 404', async () => {
    const approved = await briefWhere(sql`status = 'approved'`);
    const refused = await update(approved, validForm());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Cannot update: this brief is approved.' });

    const fileBrief = await idOf(
      sql`select id from briefs where kind = 'file' and status = 'pending' order by id limit 1`,
    );
    const wrongKind = await update(fileBrief, validForm());
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toEqual({
      message: 'This brief was created from a document; update it by uploading the document form.',
    });

    const unknown = await update(999_999, validForm());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Brief not found' });
  });

  it('changes nothing when a reference is wrong', async () => {
    const id = await briefWhere(sql`status = 'pending'`);
    const before = await queryRows(
      t.connection,
      sql`select * from brief_cities where brief_id = ${id} order by city_id`,
    );
    const response = await update(
      id,
      validForm({ campaign_name: 'Should not stick', city_ids: [geo.karachi] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      city_ids: 'Every city must be in one of the chosen regions; Karachi is not.',
    });
    expect(
      await queryRows(t.connection, sql`select * from brief_cities where brief_id = ${id} order by city_id`),
    ).toEqual(before);
    expect(
      (await one<{ campaign_name: string }>(sql`select campaign_name from briefs where id = ${id}`))
        .campaign_name,
    ).not.toBe('Should not stick');
  });

  it('answers 403 for a designer', async () => {
    const id = await briefWhere(sql`status = 'pending'`);
    expect((await update(id, validForm(), 'designer')).statusCode).toBe(403);
  });
});

describe('a brief starts today or later (docs/domain.md "Forms and list addresses (issue 15)")', () => {
  const pastMessage = 'Start date: the start date cannot be before today';
  const pendingFormBrief = () =>
    idOf(
      sql`select id from briefs where kind = 'form' and status = 'pending' and deleted_at is null and not is_plan_attached order by id desc limit 1`,
    );

  it('refuses a brief six years in the past on create, for a KAM and for an admin, naming the field', async () => {
    const before = await briefCount();
    for (const role of ['key_account_manager', 'admin'] as const) {
      const response = await create(validForm({ start_date: '2019-06-01', end_date: '2019-07-01' }), role);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: pastMessage,
        errors: { start_date: BRIEF_MESSAGES.startInPast },
      });
    }
    expect(await briefCount()).toBe(before);
  });

  it("takes today, and yesterday in UTC (someone's today west of Greenwich), but not the day before", async () => {
    // The test clock stands at 2025-06-02 09:00 UTC.
    for (const start_date of ['2025-06-02', '2025-06-01']) {
      const response = await create(validForm({ start_date }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const older = await create(validForm({ start_date: '2025-05-31' }));
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe(pastMessage);
  });

  it('keeps a start date that has passed since, but refuses moving it to another past day', async () => {
    const id = await pendingFormBrief();
    await queryRows(t.connection, sql`update briefs set start_date = '2025-05-01' where id = ${id}`);
    const kept = await update(id, validForm({ start_date: '2025-05-01', campaign_name: 'Notes fixed' }));
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await update(id, validForm({ start_date: '2025-04-01' }), 'admin');
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({
      message: pastMessage,
      errors: { start_date: BRIEF_MESSAGES.startInPast },
    });
  });
});

describe('design and high-res links', () => {
  it('sets each link, writes an audit row and answers the whole brief', async () => {
    const id = await idOf(
      sql`select id from briefs where status = 'approved' and deleted_at is null order by id limit 1`,
    );
    const token = await t.tokenForRole('designer');
    const design = await t.call({
      method: 'POST',
      url: `/api${addDesignLink.path.replace('{id}', String(id))}`,
      token,
      payload: { design_link: ' https://drive.example.com/design ' },
    });
    expect(design.statusCode, design.body).toBe(200);
    expect(design.json()).toMatchObject({
      message: 'Design link saved',
      brief: { id, design_link: 'https://drive.example.com/design' },
    });
    const highres = await t.call({
      method: 'POST',
      url: `/api${addHighresLink.path.replace('{id}', String(id))}`,
      token,
      payload: { highres_link: 'https://drive.example.com/print' },
    });
    expect(highres.json()).toMatchObject({
      message: 'High-res link saved',
      brief: {
        design_link: 'https://drive.example.com/design',
        highres_link: 'https://drive.example.com/print',
      },
    });
    expect((await auditOf(id)).map((row) => [row.action, row.details])).toEqual([
      ['brief.designLink', { design_link: 'https://drive.example.com/design' }],
      ['brief.highresLink', { highres_link: 'https://drive.example.com/print' }],
    ]);
  });

  it('refuses a link that is not http(s), and a deleted brief', async () => {
    const token = await t.tokenForRole('admin');
    const id = await idOf(sql`select id from briefs where deleted_at is null order by id limit 1`);
    const bad = await t.call({
      method: 'POST',
      url: `/api${addDesignLink.path.replace('{id}', String(id))}`,
      token,
      payload: { design_link: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Design link: enter a link starting with http:// or https://',
      errors: { design_link: BRIEF_MESSAGES.link },
    });
    const deleted = await idOf(sql`select id from briefs where deleted_at is not null limit 1`);
    const gone = await t.call({
      method: 'POST',
      url: `/api${addHighresLink.path.replace('{id}', String(deleted))}`,
      token,
      payload: { highres_link: 'https://example.com' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Brief not found' });
  });
});
