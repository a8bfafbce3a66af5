import type { StaffRole } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type TestContext } from './harness.ts';
import { multipartForm, TINY_PDF } from './multipart.ts';

/**
 * Helpers of the pay order and campaign tests: a fresh brief with an accepted plan (written with SQL, independently
 * of the services), recording a pay order through the API, and who was notified.
 */

let serial = 0;

/**
 * A new approved brief with an accepted plan of `sites` sites, in its own year far ahead (2040 + n) so its bookings
 * never overlap another's. Answers the ids and the sites' codes.
 */
export async function newAcceptedPlan(t: TestContext, options: { sites?: number; status?: string } = {}) {
  serial += 1;
  const year = 2040 + serial;
  const count = options.sites ?? 3;
  const [brief] = await queryRows<{ id: number; brief_number: string }>(
    t.connection,
    sql`insert into briefs (brief_number, client_id, campaign_name, objective, start_date, end_date, budget, status, kind)
        values (${`BR-T${process.pid % 1000}-${serial}-${Date.now() % 100000}`}, (select min(id) from clients where deleted_at is null),
                ${`Field test campaign ${serial}`}, 'x', ${`${year}-01-01`}, ${`${year}-12-31`}, 5000000, 'approved', 'form')
        returning id, brief_number`,
  );
  if (!brief) throw new Error('no brief inserted');
  const [plan] = await queryRows<{ id: number }>(
    t.connection,
    sql`insert into plans (brief_id, name, status) values (${brief.id}, ${`Field test plan ${serial}`}, 'inprogress')
        returning id`,
  );
  if (!plan) throw new Error('no plan inserted');
  await t.connection.db.execute(sql`
    insert into plan_sites (plan_id, site_id, start_date, end_date, monthly_rate, discount_percent, printing_rate, mounting_cost,
                            spot_length_seconds, loop_length_seconds, spots_per_loop)
    select ${plan.id}, s.id, ${`${year}-02-01`}::date + (row_number() over (order by s.id))::int,
           ${`${year}-03-31`}::date, 100000, 10, case when m.kind = 'digital' then 0 else 30 end,
           case when m.kind = 'digital' then 0 else 10000 end,
           case when m.kind = 'digital' then coalesce(s.spot_length_seconds, 10) end,
           case when m.kind = 'digital' then coalesce(s.loop_length_seconds, 60) end,
           case when m.kind = 'digital' then coalesce(s.spots_per_loop, 1) end
    from sites s join mediums m on m.id = s.medium_id
    where s.status = 'approved' and s.deleted_at is null
    order by s.id limit ${count}`);
  await t.connection.db.execute(
    sql`update plans set status = ${options.status ?? 'accepted'} where id = ${plan.id}`,
  );
  await t.connection.db.execute(sql`update briefs set is_plan_attached = true where id = ${brief.id}`);
  const codes = await queryRows<{ site_id: number; site_code: string }>(
    t.connection,
    sql`select s.id as site_id, s.site_code from plan_sites ps join sites s on s.id = ps.site_id
        where ps.plan_id = ${plan.id} order by s.site_code`,
  );
  return {
    briefId: Number(brief.id),
    briefNumber: brief.brief_number,
    planId: Number(plan.id),
    sites: codes.map((row) => ({ id: Number(row.site_id), code: row.site_code })),
  };
}

export async function recordPayOrderCall(
  t: TestContext,
  briefId: number,
  fields: Partial<Record<'po_number' | 'amount' | 'po_date', string | number>> = {},
  options: { role?: StaffRole; file?: { name: string; type?: string; content: Buffer | string } | null } = {},
) {
  const form = multipartForm(
    { po_number: `PO-T-${briefId}`, amount: 1_000_000, po_date: '2026-11-20', ...fields },
    options.file === null
      ? []
      : [options.file ?? { name: 'client PO.pdf', type: 'application/pdf', content: TINY_PDF }],
  );
  return t.call({
    method: 'POST',
    url: `/api/record-pay-order/admin-appsells/${briefId}`,
    token: await t.tokenForRole(options.role ?? 'key_account_manager'),
    ...form,
  });
}

/** Emails of the users given a notification with this title whose body mentions `mention`, with its link. */
export async function notified(t: TestContext, title: string, mention: string) {
  return queryRows<{ email: string; role: string; link: string }>(
    t.connection,
    sql`select u.email, u.role, n.link from notifications n join users u on u.id = n.user_id
        where n.title = ${title} and n.body like ${`%${mention}%`} order by u.email`,
  );
}

/** Active staff of these roles, by email. */
export async function staffOf(t: TestContext, roles: string[]) {
  const rows = await queryRows<{ email: string }>(
    t.connection,
    sql`select email from users where status = 'active' and deleted_at is null
        and role in (${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )}) order by email`,
  );
  return rows.map((row) => row.email);
}
