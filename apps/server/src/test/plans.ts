import {
  type AnyEndpoint,
  createPlanName,
  createPlanSites,
  fillPath,
  type PlanSiteInput,
  type StaffRole,
  submitPlan,
} from '@ooh/api/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type TestContext } from './harness.ts';

/** The site table's request with no filter, the first page (plan-site-options.test.ts, scale.test.ts, bench). */
export const NO_SITE_FILTERS = {
  region_ids: [],
  city_ids: [],
  location_ids: [],
  medium_ids: [],
  sec_ids: [],
  availability: 'all' as 'all' | 'available' | 'booked',
  page: 1,
  limit: 25,
};

/** Calls for the plan tests, written against the contract entries (path and method) and plain SQL of the seed. */
export function planCalls(t: TestContext) {
  async function call(
    endpoint: AnyEndpoint,
    params: Record<string, unknown>,
    options: { role?: StaffRole; payload?: object; query?: Record<string, string> } = {},
  ) {
    return t.call({
      method: endpoint.method,
      url: `/api${fillPath(endpoint.path, params)}`,
      token: await t.tokenForRole(options.role ?? 'planner'),
      ...(options.payload ? { payload: options.payload } : {}),
      ...(options.query ? { query: options.query } : {}),
    });
  }

  async function ids(query: SQL): Promise<number[]> {
    return (await queryRows<{ id: number }>(t.connection, query)).map((row) => Number(row.id));
  }

  /** Approved briefs with no accepted plan, oldest first: each test takes its own. */
  let briefPool: number[] | null = null;
  async function freshBrief(): Promise<number> {
    briefPool ??= await ids(
      sql`select b.id from briefs b where b.status = 'approved' and b.deleted_at is null
          and not exists (select 1 from plans p where p.brief_id = b.id and p.status = 'accepted') order by b.id`,
    );
    const id = briefPool.shift();
    if (id === undefined) throw new Error('the seed has run out of approved briefs for this file');
    return id;
  }

  /**
   * Approved sites that no accepted plan books, of one kind, in city order: with dates in 2031 (far past every
   * seeded booking) nothing clashes until a test makes it.
   */
  let used = new Set<number>();
  async function freeSites(kind: 'conventional' | 'digital', count: number, where: SQL = sql`true`) {
    const rows = await ids(
      sql`select s.id from sites s join mediums m on m.id = s.medium_id
          where s.status = 'approved' and s.deleted_at is null and m.kind = ${kind} and ${where}
          and not exists (select 1 from plan_sites ps join plans p on p.id = ps.plan_id
                          where ps.site_id = s.id and p.status = 'accepted')
          order by s.id`,
    );
    const chosen = rows.filter((id) => !used.has(id)).slice(0, count);
    if (chosen.length < count) throw new Error(`not enough free ${kind} sites`);
    used = new Set([...used, ...chosen]);
    return chosen;
  }

  const row = (site_id: number, extra: Partial<PlanSiteInput> = {}): PlanSiteInput => ({
    site_id,
    start_date: '2031-01-01',
    end_date: '2031-01-30',
    monthly_rate: 100_000,
    ...extra,
  });

  async function newPlan(briefId?: number, name = 'Test plan'): Promise<number> {
    const brief = briefId ?? (await freshBrief());
    const response = await call(createPlanName, { briefId: brief }, { payload: { planName: name } });
    if (response.statusCode !== 201) throw new Error(`createPlanName: ${response.body}`);
    return response.json().plan.plan_id;
  }

  async function saveSites(planId: number, rows: PlanSiteInput[], hide_columns: string[] = []) {
    return call(createPlanSites, { plan_id: planId }, { payload: { plan_form: rows, hide_columns } });
  }

  /** A plan with the rows, submitted (pending). */
  async function pendingPlan(rows: PlanSiteInput[], briefId?: number, name?: string) {
    const planId = await newPlan(briefId, name);
    const saved = await saveSites(planId, rows);
    if (saved.statusCode !== 200) throw new Error(`createPlanSites: ${saved.body}`);
    const submitted = await call(submitPlan, { plan_id: planId });
    if (submitted.statusCode !== 200) throw new Error(`submitPlan: ${submitted.body}`);
    return planId;
  }

  return { call, ids, freshBrief, freeSites, row, newPlan, saveSites, pendingPlan };
}

/** Who got a notification with this title whose link names the plan. */
export async function notifiedEmails(t: TestContext, title: string, link: string): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    t.connection,
    sql`select u.email from notifications n join users u on u.id = n.user_id
        where n.title = ${title} and n.link = ${link} order by u.email`,
  );
  return rows.map((row) => row.email);
}

export async function activeEmails(t: TestContext, where: SQL): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    t.connection,
    sql`select email from users where status = 'active' and deleted_at is null and ${where} order by email`,
  );
  return rows.map((row) => row.email);
}

export async function planAudit(t: TestContext, planId: number) {
  return queryRows<{ action: string; details: Record<string, unknown>; email: string | null }>(
    t.connection,
    sql`select a.action, a.details, u.email from audit_log a left join users u on u.id = a.actor_user_id
        where a.entity = 'plan' and a.entity_id = ${planId} order by a.id`,
  );
}
