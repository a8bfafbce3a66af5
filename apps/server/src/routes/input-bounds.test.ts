import {
  createBrief,
  fetchCitiesByRegions,
  fetchNewBriefs,
  fillPath,
  login,
  rejectBrief,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { planCalls } from '../test/plans.ts';

// Issue 11's rows on bad values, each a 500 before the contract bounded its inputs (docs/domain.md, "Input
// bounds"). The fuzz suite (http/fuzz.test.ts) tries the same on every entry; these pin the reported cases.
let t: TestContext;
let plans: ReturnType<typeof planCalls>;
beforeAll(async () => {
  t = await setupTestApp();
  plans = planCalls(t);
});
afterAll(() => t?.close());

const first = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ id: number }>(t.connection, query))[0]?.id);

async function briefBody(overrides: Record<string, unknown>) {
  return {
    client_id: await first(sql`select id from clients where deleted_at is null order by id limit 1`),
    campaign_name: 'Bounds',
    objective: 'Checks the calendar range',
    start_date: '2027-01-01',
    end_date: '2027-01-31',
    budget: 1_000_000,
    region_ids: [await first(sql`select id from regions order by id limit 1`)],
    city_ids: [await first(sql`select id from cities order by id limit 1`)],
    medium_ids: [await first(sql`select id from mediums order by id limit 1`)],
    ...overrides,
  };
}

const expectRefused = (answer: { statusCode: number; body: string; json(): unknown }, field?: string) => {
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json()).toMatchObject({ message: expect.any(String) });
  if (field) expect((answer.json() as { errors: Record<string, string> }).errors).toHaveProperty([field]);
};

describe('bad values are a 400 with a message, never a 500', () => {
  it('refuses a NUL byte in a search and in a reason', async () => {
    const token = await t.tokenForRole('admin');
    const search = await t.call({ method: 'GET', url: `/api${fetchNewBriefs.path}?search=a%00`, token });
    expectRefused(search, 'search');
    const brief = await first(sql`select id from briefs where status = 'pending' order by id limit 1`);
    const reason = await t.call({
      method: rejectBrief.method,
      url: `/api${fillPath(rejectBrief.path, { id: brief })}`,
      token,
      payload: { reason: 'not \u0000 this' },
    });
    expectRefused(reason, 'reason');
    const [row] = await queryRows<{ status: string }>(
      t.connection,
      sql`select status from briefs where id = ${brief}`,
    );
    expect(row?.status).toBe('pending');
  });

  it('refuses an 8,000-character e-mail at sign-in (it was a 500 every time, and never limited)', async () => {
    const answer = await t.call({
      method: login.method,
      url: `/api${login.path}`,
      payload: { email: `${'a'.repeat(8000)}@demo.local`, password: 'x' },
    });
    expectRefused(answer, 'email');
  });

  it('refuses a year 0000 on a brief and on a plan row', async () => {
    const token = await t.tokenForRole('admin');
    const brief = await t.call({
      method: createBrief.method,
      url: `/api${createBrief.path}`,
      token,
      payload: await briefBody({ start_date: '0000-01-01' }),
    });
    expectRefused(brief, 'start_date');
    expect(brief.json()).toMatchObject({
      errors: { start_date: 'Choose a date between 1 Jan 2000 and 31 Dec 2099' },
    });

    const planId = await plans.newPlan();
    const [site] = await plans.freeSites('conventional', 1);
    const rows = await plans.saveSites(planId, [
      plans.row(site as number, { end_date: '0000-12-31', start_date: '0000-12-01' }),
    ]);
    expectRefused(rows, 'plan_form.0.start_date');
  });

  it('refuses an id past the database integer inside a list of ids', async () => {
    const answer = await t.call({
      method: fetchCitiesByRegions.method,
      url: `/api${fetchCitiesByRegions.path}`,
      token: await t.tokenForRole('admin'),
      payload: { region_ids: [1, 99_999_999_999] },
    });
    expectRefused(answer, 'region_ids.1');
  });
});
