/**
 * `npm run bench`: server call costs as ratios against a baseline measured in the same run (GET /api/health/ready,
 * one round trip to the database and no table; /api/health was that baseline until it stopped asking the database
 * in issue 20), so the numbers compare across machines. In-memory PGlite, the demo seed, and one
 * user grown to many notifications to show how paging behaves on a long list; then the visual representation's
 * deck and workbook of a 500-site plan with photos (bench/documents.ts).
 */
import {
  fetchApprovedBriefs,
  fetchBriefCounts,
  fetchDashboardStats,
  fetchNewBriefs,
  fetchNotifications,
  fetchPlanCounts,
  fetchRegions,
  fetchSitesByLocations,
  readiness,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { queryRows, setupTestApp } from '../src/test/harness.ts';
import { benchDocuments } from './documents.ts';

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const BRIEFS = Number(process.env.BENCH_BRIEFS ?? 20_000);

const t = await setupTestApp();
const token = await t.tokenForRole('admin');
const [admin] = await queryRows<{ id: number }>(
  t.connection,
  sql`select id from users where email = 'admin@demo.local'`,
);
await t.connection.db.execute(sql`
  insert into notifications (user_id, title, body, link, created_at)
  select ${admin!.id}, 'Bench notification ' || n, 'Body', '/brief', now() - (n || ' minutes')::interval
  from generate_series(1, ${NOTIFICATIONS}) as n`);
// Briefs grown the same way, spread over the seeded clients and the three lists, to time the list and its search.
await t.connection.db.execute(sql`
  insert into briefs (brief_number, client_id, campaign_name, objective, start_date, end_date, budget, status,
                      kind, created_at, updated_at)
  select 'BENCH-' || n, c.ids[1 + n % array_length(c.ids, 1)], 'Bench campaign ' || n, 'Bench',
         date '2027-01-01', date '2027-01-31', 1000000,
         (array['pending', 'approved', 'rejected'])[1 + n % 3], 'form',
         now() - (n || ' minutes')::interval, now()
  from generate_series(1, ${BRIEFS}) as n, (select array_agg(id) as ids from clients) as c`);
await t.connection.db.execute(sql`analyze`);
const locations = await queryRows<{ id: number }>(t.connection, sql`select id from locations`);

const lastPage = Math.ceil(NOTIFICATIONS / 10);
const cases: Array<[string, () => Promise<{ statusCode: number }>]> = [
  ['baseline: GET /health/ready', () => t.call({ method: 'GET', url: `/api${readiness.path}` })],
  ['regions lookup', () => t.call({ method: 'GET', url: `/api${fetchRegions.path}`, token })],
  ['brief counts', () => t.call({ method: 'GET', url: `/api${fetchBriefCounts.path}`, token })],
  ['plan counts', () => t.call({ method: 'GET', url: `/api${fetchPlanCounts.path}`, token })],
  ['dashboard stats', () => t.call({ method: 'GET', url: `/api${fetchDashboardStats.path}`, token })],
  [
    `sites of all ${locations.length} locations`,
    () =>
      t.call({
        method: 'POST',
        url: `/api${fetchSitesByLocations.path}`,
        token,
        payload: { location_ids: locations.map((l) => l.id) },
      }),
  ],
  [
    `new briefs page 1 of ~${Math.round(BRIEFS / 30)}`,
    () => t.call({ method: 'GET', url: `/api${fetchNewBriefs.path}?page=1&limit=10`, token }),
  ],
  [
    'new briefs, search a campaign',
    () => t.call({ method: 'GET', url: `/api${fetchNewBriefs.path}?search=campaign%201234`, token }),
  ],
  [
    'approved briefs, search a client',
    () => t.call({ method: 'GET', url: `/api${fetchApprovedBriefs.path}?search=karakoram`, token }),
  ],
  [
    `notifications page 1 of ${lastPage}`,
    () => t.call({ method: 'GET', url: `/api${fetchNotifications.path}?page=1&limit=10`, token }),
  ],
  [
    `notifications page ${lastPage} of ${lastPage}`,
    () => t.call({ method: 'GET', url: `/api${fetchNotifications.path}?page=${lastPage}&limit=10`, token }),
  ],
];

async function median(run: () => Promise<{ statusCode: number }>): Promise<number> {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    const response = await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const results: Array<{ name: string; ms: number }> = [];
for (const [name, run] of cases) results.push({ name, ms: await median(run) });
const baseline = results[0]!.ms;

console.log(
  `\n${ROUNDS} rounds each, median; ratio = median / baseline median (${baseline.toFixed(3)} ms here)\n`,
);
console.log(`${'call'.padEnd(40)} ${'ratio'.padStart(8)}`);
for (const { name, ms } of results)
  console.log(`${name.padEnd(40)} ${`×${(ms / baseline).toFixed(1)}`.padStart(8)}`);

// The visual representation's documents (bench/documents.ts): far slower than a call, so a few rounds each.
const documents = await benchDocuments(t);
console.log(
  `\n${'document (median of the rounds after a warm-up)'.padEnd(40)} ${'ms'.padStart(8)} ${'ratio'.padStart(10)} ${'peak RSS +MB'.padStart(13)} ${'longest loop delay ms'.padStart(22)}`,
);
for (const { name, ms, rssGrowthMb, longestDelayMs } of documents)
  console.log(
    `${name.padEnd(40)} ${ms.toFixed(0).padStart(8)} ${`×${Math.round(ms / baseline)}`.padStart(10)} ${rssGrowthMb.toFixed(0).padStart(13)} ${longestDelayMs.toFixed(0).padStart(22)}`,
  );

const plan = await queryRows<{ 'QUERY PLAN': string }>(
  t.connection,
  sql`explain select id from notifications where user_id = ${admin!.id} order by created_at desc, id desc limit 10`,
);
const usesIndex = plan.some((row) => /Index Scan|Index Only Scan/.test(row['QUERY PLAN']));
console.log(`\nnotifications page query uses notifications_user_created_idx: ${usesIndex ? 'yes' : 'NO'}`);
await t.close();
if (!usesIndex) process.exit(1);
