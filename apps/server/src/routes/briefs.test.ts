import {
  acceptBrief,
  deleteBrief,
  fetchBriefCounts,
  fetchNotifications,
  registerPushToken,
  rejectBrief,
  type StaffRole,
} from '@ooh/api/contract';
import { BRIEF_STATUSES as MACHINE_BRIEF_STATUSES } from '@ooh/machines/brief';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIEF_STATUSES } from '../db/schema.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

const url = (path: string, id: number) => `/api${path.replace('{id}', String(id))}`;

async function act(
  role: StaffRole,
  endpoint: typeof acceptBrief | typeof rejectBrief | typeof deleteBrief,
  id: number,
  payload?: object,
) {
  return t.call({
    method: endpoint.method,
    url: url(endpoint.path, id),
    token: await t.tokenForRole(role),
    ...(payload ? { payload } : {}),
  });
}
const accept = (id: number, role: StaffRole = 'designer') => act(role, acceptBrief, id);
const reject = (id: number, payload: object, role: StaffRole = 'designer') =>
  act(role, rejectBrief, id, payload);
const remove = (id: number, role: StaffRole = 'key_account_manager') => act(role, deleteBrief, id);

/** Seeded briefs of one kind, read with SQL written independently of the service. */
async function briefIds(where: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.connection,
    sql.raw(`select id from briefs where ${where} order by id`),
  );
  return rows.map((row) => Number(row.id));
}
const NO_PLAN = 'not is_plan_attached and not exists (select 1 from plans p where p.brief_id = briefs.id)';
let pendingPool: number[] = [];
/** A pending brief without plan that no other test has touched. */
function freshPendingBrief(): number {
  const id = pendingPool.shift();
  if (id === undefined) throw new Error('the seed has run out of pending briefs for this file');
  return id;
}
beforeAll(async () => {
  pendingPool = await briefIds(`status = 'pending' and deleted_at is null and ${NO_PLAN}`);
});

async function briefRow(id: number) {
  const [row] = await queryRows<{
    status: string;
    reason: string | null;
    deleted_at: Date | string | null;
    updated_at: Date | string;
  }>(t.connection, sql`select status, reason, deleted_at, updated_at from briefs where id = ${id}`);
  return row;
}

async function auditRows(id: number) {
  return queryRows<{ actor_email: string; action: string; details: unknown; created_at: Date | string }>(
    t.connection,
    sql`select u.email as actor_email, a.action, a.details, a.created_at from audit_log a
        join users u on u.id = a.actor_user_id where a.entity = 'brief' and a.entity_id = ${id} order by a.id`,
  );
}

/** Who got a notification mentioning the brief (its number is in the body). */
async function notifiedEmails(id: number, title: string): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    t.connection,
    sql`select u.email from notifications n join users u on u.id = n.user_id
        join briefs b on n.body like '%' || b.brief_number || '%'
        where b.id = ${id} and n.title = ${title} order by u.email`,
  );
  return rows.map((row) => row.email);
}

async function emailsOf(where: SQL): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    t.connection,
    sql`select email from users where status = 'active' and deleted_at is null and ${where} order by email`,
  );
  return rows.map((row) => row.email);
}

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? value : new Date(value).toISOString();

describe('accept a brief', () => {
  it('approves a new brief, writes the audit row and tells the planners (listed and pushed)', async () => {
    const id = freshPendingBrief();
    t.clock.advance(60_000);
    const pushed = t.sentPush.length;
    const plannerToken = await t.tokenForRole('planner');
    await t.call({
      method: 'POST',
      url: `/api${registerPushToken.path}`,
      token: plannerToken,
      payload: { fcm_token: 'planner-device' },
    });

    const response = await accept(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Brief accepted',
      brief: {
        id,
        brief_number: expect.stringMatching(/^BR-\d{4}-\d{4}$/),
        campaign_name: expect.any(String),
        client_name: expect.any(String),
        status: 'approved',
        reason: null,
        is_Plan_attached: 'N',
        updated_at: t.clock.now().toISOString(),
      },
    });
    const row = await briefRow(id);
    expect(row?.status).toBe('approved');
    expect(iso(row?.updated_at)).toBe(t.clock.now().toISOString());

    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: 'designer@demo.local',
      action: 'brief.accept',
      details: { from: 'pending', to: 'approved', event: 'brief.accept' },
    });
    expect(iso(audit[0]?.created_at)).toBe(t.clock.now().toISOString());

    expect(await notifiedEmails(id, 'Brief accepted')).toEqual(await emailsOf(sql`role = 'planner'`));
    const listed = await t.call({
      method: 'GET',
      url: `/api${fetchNotifications.path}`,
      token: plannerToken,
    });
    const newest = listed.json().notifications[0];
    // Issue 15: the approved briefs, searched for this one (Create plan is on its row), not the bare /plan.
    const briefNumber = response.json().brief.brief_number;
    expect(newest).toMatchObject({
      title: 'Brief accepted',
      link: `/plan?tab=approved-briefs&search=${briefNumber}`,
      read: false,
    });
    expect(newest.body).toContain(response.json().brief.brief_number);
    expect(newest.created_at).toBe(t.clock.now().toISOString());

    const sent = t.sentPush.slice(pushed);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.tokens).toEqual(['planner-device']);
    expect(sent[0]?.message).toMatchObject({
      title: 'Brief accepted',
      link: `/plan?tab=approved-briefs&search=${briefNumber}`,
    });

    // Accepting it again is refused by the machine, naming the status it is in; nothing more is written.
    const again = await accept(id, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Cannot accept: this brief is approved.' });
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent reviewers win', async () => {
    const id = freshPendingBrief();
    const responses = await Promise.all([accept(id, 'designer'), accept(id, 'key_account_manager')]);
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json()).toEqual({ message: 'Cannot accept: this brief is approved.' });
    expect(await auditRows(id)).toHaveLength(1);
    expect((await briefRow(id))?.status).toBe('approved');
    // One notification per planner, not two.
    expect(await notifiedEmails(id, 'Brief accepted')).toEqual(await emailsOf(sql`role = 'planner'`));
  });

  it('never fails the call when push fails; the notification is still listed', async () => {
    const other = await setupTestApp({
      shareDatabaseOf: t,
      deps: {
        push: {
          enabled: true,
          send: async () => {
            throw new Error('FCM is down');
          },
        },
      },
    });
    try {
      const id = freshPendingBrief();
      const response = await other.call({
        method: 'PATCH',
        url: url(acceptBrief.path, id),
        token: await other.tokenForRole('admin'),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await notifiedEmails(id, 'Brief accepted')).toEqual(await emailsOf(sql`role = 'planner'`));
    } finally {
      await other.close();
    }
  });
});

describe('reject a brief', () => {
  it('answers 400 per field when the reason is missing or blank', async () => {
    const id = pendingPool[0]!;
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await reject(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Reason: a reason is required to reject a brief',
        errors: { reason: 'A reason is required to reject a brief' },
      });
    }
    const tooLong = await reject(id, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ reason: 'The reason can be at most 1000 characters' });
    expect((await briefRow(id))?.status).toBe('pending');
  });

  it('rejects a new brief with its reason and tells its creator and the admins', async () => {
    const id = freshPendingBrief();
    t.clock.advance(60_000);
    const response = await reject(id, { reason: '  Budget too low for three cities.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Brief rejected',
      brief: { id, status: 'rejected', reason: 'Budget too low for three cities.' },
    });
    expect(await briefRow(id)).toMatchObject({
      status: 'rejected',
      reason: 'Budget too low for three cities.',
    });
    const audit = await auditRows(id);
    expect(audit.map((row) => row.details)).toEqual([
      { from: 'pending', to: 'rejected', event: 'brief.reject', reason: 'Budget too low for three cities.' },
    ]);

    const creator = await emailsOf(sql`id = (select created_by from briefs where id = ${id})`);
    expect(creator).toEqual(['key_account_manager@demo.local']);
    const admins = await emailsOf(sql`role = 'admin'`);
    expect(await notifiedEmails(id, 'Brief rejected')).toEqual([...admins, ...creator].sort());
    const listed = await t.call({
      method: 'GET',
      url: `/api${fetchNotifications.path}`,
      token: await t.tokenForRole('key_account_manager'),
    });
    // Issue 15: the rejected brief's own review screen, not the bare /brief.
    expect(listed.json().notifications[0]).toMatchObject({
      title: 'Brief rejected',
      link: expect.stringMatching(new RegExp(`^/brief-review-(form|file)/${id}$`)),
    });
    expect(listed.json().notifications[0].body).toContain('Budget too low for three cities.');
  });

  it('refuses to reject an approved brief, naming its status', async () => {
    const [id] = await briefIds(`status = 'approved' and deleted_at is null`);
    const response = await reject(id!, { reason: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Cannot reject: this brief is approved.' });
  });
});

describe('delete a brief', () => {
  it('refuses when a plan is attached, giving the rule', async () => {
    const [id] = await briefIds(`deleted_at is null and is_plan_attached`);
    const response = await remove(id!, 'admin');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Cannot delete: this brief is approved. A brief with a plan attached cannot be deleted.',
    });
    expect((await briefRow(id!))?.deleted_at).toBeNull();
  });

  it('keeps the row, marks it deleted, and then nothing finds or counts it', async () => {
    const id = freshPendingBrief();
    const admin = await t.tokenForRole('admin');
    const counts = async () =>
      (await t.call({ method: 'GET', url: `/api${fetchBriefCounts.path}`, token: admin })).json();
    const before = await counts();
    const notificationsBefore = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from notifications`,
    );
    t.clock.advance(60_000);

    const response = await remove(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Brief deleted', brief: { id, status: 'deleted' } });
    const row = await briefRow(id);
    expect(row?.status).toBe('deleted');
    expect(iso(row?.deleted_at)).toBe(t.clock.now().toISOString());
    expect((await auditRows(id)).map((audit) => audit.details)).toEqual([
      { from: 'pending', to: 'deleted', event: 'brief.delete' },
    ]);
    // Nobody is notified of a deletion.
    expect(await queryRows(t.connection, sql`select count(*)::int as n from notifications`)).toEqual(
      notificationsBefore,
    );

    expect(await counts()).toEqual({ ...before, pendingBriefsCount: before.pendingBriefsCount - 1 });
    for (const response of [await accept(id), await reject(id, { reason: 'x' }), await remove(id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Brief not found' });
    }
  });

  it('deletes an approved brief that has no plan yet', async () => {
    const [id] = await briefIds(`status = 'approved' and deleted_at is null and ${NO_PLAN}`);
    const response = await remove(id!, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect((await briefRow(id!))?.status).toBe('deleted');
  });
});

describe('every brief call', () => {
  it('answers 404 for a brief that does not exist', async () => {
    for (const response of [
      await accept(999_999),
      await reject(999_999, { reason: 'x' }),
      await remove(999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Brief not found' });
    }
  });

  it('stores exactly the statuses of the brief machine', () => {
    expect([...BRIEF_STATUSES]).toEqual([...MACHINE_BRIEF_STATUSES]);
  });
});
