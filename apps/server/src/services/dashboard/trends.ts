import type { DashboardTrends } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { acceptedFiguresComplete, completeAcceptedFigures } from '../plans/index.ts';

/**
 * The dashboard's two charts (docs/domain.md "Counts", "The dashboard (issue 15)"). Each reads a date range off an
 * index, never the whole table: briefs by `briefs_created_idx` (created_at) from the start of the week seven
 * weeks back, accepted plans by `plans_status_updated_idx` (status, updated_at: an accepted plan is final, so its
 * updated_at is when it was accepted) from the first of the month five months back. Weeks and months are UTC.
 */

export const WEEKS = 8;
export const MONTHS = 6;
const DAY = 86_400_000;

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** Monday 00:00 UTC of the week holding `now`, `back` weeks earlier. */
export function weekStart(now: Date, back = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - (sinceMonday + 7 * back) * DAY);
}

/** The first of the month holding `now`, `back` months earlier (UTC). */
export function monthStart(now: Date, back = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

export async function dashboardTrends(db: Db, now: Date): Promise<DashboardTrends> {
  if (!(await acceptedFiguresComplete(db))) await completeAcceptedFigures(db);
  const fromWeek = weekStart(now, WEEKS - 1);
  const fromMonth = monthStart(now, MONTHS - 1);
  const briefRows = (
    (await db.execute(sql`
      select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, status,
             count(*)::int as n
      from briefs where created_at >= ${fromWeek.toISOString()}::timestamptz and deleted_at is null
      group by 1, 2`)) as unknown as { rows: Array<{ week: string; status: string; n: number }> }
  ).rows;
  const planRows = (
    (await db.execute(sql`
      select to_char(date_trunc('month', updated_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as n,
             coalesce(sum(accepted_total), 0)::float8 as value
      from plans where status = 'accepted' and updated_at >= ${fromMonth.toISOString()}::timestamptz
      group by 1`)) as unknown as { rows: Array<{ month: string; n: number; value: number }> }
  ).rows;
  const briefsByWeek = Array.from({ length: WEEKS }, (_, index) => {
    const week = isoDate(weekStart(now, WEEKS - 1 - index));
    const of = (status: string) =>
      Number(briefRows.find((row) => row.week === week && row.status === status)?.n ?? 0);
    return { week_start: week, pending: of('pending'), approved: of('approved'), rejected: of('rejected') };
  });
  const acceptedPlansByMonth = Array.from({ length: MONTHS }, (_, index) => {
    const month = isoDate(monthStart(now, MONTHS - 1 - index)).slice(0, 7);
    const row = planRows.find((candidate) => candidate.month === month);
    return { month, plans: Number(row?.n ?? 0), value: Math.round(Number(row?.value ?? 0) * 100) / 100 };
  });
  return { briefsByWeek, acceptedPlansByMonth };
}
