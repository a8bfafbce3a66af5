/**
 * `npm run bench:scale`: the truth at a national network's size (issue 12). Grows the PostgreSQL database of
 * DATABASE_URL to a million sites (scale-grow.ts), starts the built server on it and drives it over HTTP with
 * autocannon: GET /api/health/ready first as the ceiling (one round trip to the database; /api/health until it
 * stopped asking the database in issue 20), then every list, count and search call, each figure printed as a
 * ratio to the ceiling measured in the same run, so the verdict holds on a shared or slower machine. Exits 1 when a
 * call misses its target (see TARGETS).
 *
 * The database must be empty or grown by this script before: a grown one is reused (`--regrow` empties and grows
 * it again). Sizes: BENCH_SCALE_SITES, _BRIEFS, _PLANS, _NOTIFICATIONS, _COMPETITORS; seconds a call: BENCH_SCALE_SECONDS; only the
 * calls whose names match a regular expression: BENCH_SCALE_ONLY.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fetchActiveCampaigns,
  fetchAllClients,
  fetchAllCompetitors,
  fetchAlterPendingPlans,
  fetchAlterPlans,
  fetchAlterRequiredPlans,
  fetchApprovedBriefs,
  fetchApprovedPlans,
  fetchApprovedSites,
  fetchBriefCounts,
  fetchClientBriefs,
  fetchCompetitorCampaignSites,
  fetchCompetitorCampaigns,
  fetchCompletedCampaigns,
  fetchDashboardStats,
  fetchInprogressPlans,
  fetchLostPlans,
  fetchNewBriefs,
  fetchNotifications,
  fetchPayOrderCounts,
  fetchPayOrders,
  fetchPendingPlans,
  fetchPendingSites,
  fetchPlanCounts,
  fetchPlanSiteOptions,
  fetchRejectedBriefs,
  fetchSingleCampaign,
  fetchSiteMapPoints,
  fetchWorkQueue,
  login,
  readiness,
} from '@ooh/api/contract';
import autocannon from 'autocannon';
import { type CpuSample, cpuPerRequest, cpuSample } from './cpu.ts';
import { benchTargets, connect, databaseState, mark, wipe } from './scale-db.ts';
import { FULL_SIZE, type GrowSizes, grow } from './scale-grow.ts';

/** Targets at full size (issue 12): against the ceiling for the lists and counts, absolute for the site table. */
const TARGETS = { minThroughputRatio: 0.3, maxP95Ratio: 5, siteTableP95Ms: 100 };
const CONNECTIONS = 50;
const SITE_TABLE_CONNECTIONS = 10;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:scale needs DATABASE_URL: a PostgreSQL database that is empty or grown by it before.');
  process.exit(2);
}
const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const sizes: GrowSizes = {
  sites: size('BENCH_SCALE_SITES', FULL_SIZE.sites),
  briefs: size('BENCH_SCALE_BRIEFS', FULL_SIZE.briefs),
  plans: size('BENCH_SCALE_PLANS', FULL_SIZE.plans),
  rowsPerPlan: FULL_SIZE.rowsPerPlan,
  notifications: size('BENCH_SCALE_NOTIFICATIONS', FULL_SIZE.notifications),
  competitors: size('BENCH_SCALE_COMPETITORS', FULL_SIZE.competitors),
  campaignsPerCompetitor: FULL_SIZE.campaignsPerCompetitor,
  sightingsPerCampaign: FULL_SIZE.sightingsPerCampaign,
};
const seconds = size('BENCH_SCALE_SECONDS', 5);
const port = size('BENCH_SCALE_PORT', 3210);
const root = new URL('../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'ooh-bench-scale-'));
const base = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(line);

function startServer(seed: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: String(seed),
      JWT_SECRET: 'bench-scale-secret-bench-scale-secret',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} while starting`)));
    const started = Date.now();
    const poll = async () => {
      const ok = await fetch(`${base}/api${readiness.path}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        child.removeAllListeners('exit');
        resolve(child);
      } else if (Date.now() - started > 300_000) reject(new Error('the server did not answer within 5 min'));
      else setTimeout(poll, 250);
    };
    void poll();
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The database: reuse, or grow

const client = await connect(url);
let state = await databaseState(client);
if (process.argv.includes('--regrow') && state.kind !== 'empty') {
  if (state.kind === 'foreign') {
    console.error(`Refused: the database holds ${state.tables} tables that bench:scale did not grow.`);
    process.exit(2);
  }
  log('--regrow: emptying the database this script grew before');
  await wipe(client);
  state = { kind: 'empty' };
}
if (state.kind === 'foreign') {
  console.error(
    `Refused: the database holds ${state.tables} tables that bench:scale did not grow. Point DATABASE_URL at an empty database.`,
  );
  process.exit(2);
}
if (state.kind === 'unfinished') {
  console.error('The last grow of this database did not finish: run again with --regrow.');
  process.exit(2);
}
if (state.kind === 'empty') {
  await mark(client, { state: 'growing' });
  log('Seeding the demo data (the built server, SEED=true)…');
  await stopServer(await startServer(true));
  log(`Growing to ${JSON.stringify(sizes)}…`);
  await grow(client, sizes, log);
  await mark(client, { state: 'grown', sizes });
} else {
  log(
    `Reusing the database grown on ${state.grownAt} to ${JSON.stringify(state.sizes)} (--regrow grows it again)`,
  );
}
const targets = await benchTargets(client);
/**
 * The callers: BENCH_SCALE_USERS admin accounts (10 by default: the demo's admin and copies of it made here, with
 * its role and password), each signed in once and the connections taking them in turn, so the server checks many
 * accounts at once, as it does for a team (docs/domain.md "Round trips": the checks that come together are one
 * statement). The notification calls keep the demo's admin alone: the grown notifications are its.
 */
const users = Math.min(50, Math.max(1, Number(process.env.BENCH_SCALE_USERS ?? 10)));
await client.query(
  `insert into users (email, name, role, password_hash, status)
   select 'bench-admin-' || n || '@demo.local', 'Bench admin ' || n, role, password_hash, 'active'
   from users, generate_series(2, $1::integer) n where email = 'admin@demo.local'
   on conflict (email) do nothing`,
  [users],
);
await client.end();

// ---------------------------------------------------------------------------------------------------------------
// The calls

const server = await startServer(false);
const tokens: string[] = [];
for (let n = 1; n <= users; n++) {
  const email = n === 1 ? 'admin@demo.local' : `bench-admin-${n}@demo.local`;
  const signIn = await fetch(`${base}/api${login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'demo-password' }),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${email} failed: ${signIn.status} ${await signIn.text()}`);
  tokens.push(((await signIn.json()) as { token: string }).token);
}
const token = tokens[0]!;
log(`Signed in ${tokens.length} admin account${tokens.length === 1 ? '' : 's'} (BENCH_SCALE_USERS)`);

interface Call {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** 'list' calls are held to the ceiling's ratios, 'site table' calls to the absolute p95 at 10 connections. */
  kind: 'ceiling' | 'list' | 'site table';
  /** Made by the demo's admin alone (its own records), not by every signed-in account in turn. */
  oneUser?: true;
}
const api = (path: string) => `/api${path}`;
// Deep pages as issue 12 measured them (approved briefs, page 900); an offset costs in proportion to its depth
// (a million-row list read half-way is a scan of half of its index), which keyset pages would remove.
const deepBriefPage = Math.min(900, Math.max(1, Math.floor(targets.approvedBriefs / 10)));
const deepNotificationPage = Math.min(1000, Math.max(1, Math.floor(targets.adminNotifications / 10)));
const siteOptions = api(fetchPlanSiteOptions.path.replace('{plan_id}', String(targets.planId)));
const siteCalls: Array<[string, Record<string, unknown>]> = [
  ['no filter', {}],
  ['a region', { region_ids: [targets.regionId] }],
  ['a city', { city_ids: [targets.cityId] }],
  ['text search', { search: '12345' }],
  ['free for the dates', { availability: 'available' }],
  ['booked', { availability: 'booked' }],
  ['page 400', { page: 400 }],
];
// The site lists of /site-management (issue 16), held to the site table's target: every filter of the contract,
// the rare one (an LSM level a few seeded sites carry), availability both ways, a deep page, and the map's points.
const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();
const dates = { available_from: targets.bookedFrom, available_to: targets.bookedTo };
const siteListCalls: Array<[string, string]> = [
  ['approved, page 1', api(`${fetchApprovedSites.path}?${query({ page: 1, limit: 10 })}`)],
  ['approved, a region', api(`${fetchApprovedSites.path}?${query({ region_ids: targets.regionId })}`)],
  ['approved, a city', api(`${fetchApprovedSites.path}?${query({ city_ids: targets.cityId })}`)],
  [
    'approved, a medium and a SEC range',
    api(`${fetchApprovedSites.path}?${query({ medium_ids: targets.mediumId, sec_ids: targets.secId })}`),
  ],
  [
    'approved, digital in a city',
    api(
      `${fetchApprovedSites.path}?${query({ asset_type_ids: targets.digitalAssetTypeId, city_ids: targets.cityId })}`,
    ),
  ],
  [
    'approved, the rare LSM level',
    api(`${fetchApprovedSites.path}?${query({ lsm_ids: targets.rareLsmId })}`),
  ],
  ['approved, text search', api(`${fetchApprovedSites.path}?${query({ search: '12345' })}`)],
  [
    'approved, free for the dates',
    api(`${fetchApprovedSites.path}?${query({ ...dates, availability: 'available' })}`),
  ],
  ['approved, booked', api(`${fetchApprovedSites.path}?${query({ ...dates, availability: 'booked' })}`)],
  ['approved, page 400', api(`${fetchApprovedSites.path}?${query({ page: 400, limit: 10 })}`)],
  ['requested, page 1', api(`${fetchPendingSites.path}?${query({ page: 1, limit: 10 })}`)],
  ['requested, a city', api(`${fetchPendingSites.path}?${query({ city_ids: targets.cityId })}`)],
  ['map, a city', api(`${fetchSiteMapPoints.path}?${query({ city_ids: targets.cityId })}`)],
  [
    'map, a street of that city',
    api(`${fetchSiteMapPoints.path}?${query({ city_ids: targets.cityId, ...targets.cityView })}`),
  ],
];
const calls: Call[] = [
  { name: 'GET /api/health/ready (ceiling)', path: api(readiness.path), kind: 'ceiling' },
  { name: 'new briefs, page 1', path: api(`${fetchNewBriefs.path}?page=1&limit=10`), kind: 'list' },
  { name: 'new briefs, search', path: api(`${fetchNewBriefs.path}?search=campaign%201234`), kind: 'list' },
  { name: 'approved briefs, page 1', path: api(`${fetchApprovedBriefs.path}?page=1&limit=10`), kind: 'list' },
  {
    name: `approved briefs, page ${deepBriefPage}`,
    path: api(`${fetchApprovedBriefs.path}?page=${deepBriefPage}&limit=10`),
    kind: 'list',
  },
  { name: 'rejected briefs, page 1', path: api(`${fetchRejectedBriefs.path}?page=1&limit=10`), kind: 'list' },
  {
    name: "a client's briefs, page 1",
    path: api(`${fetchClientBriefs.path.replace('{userId}', String(targets.clientUserId))}?page=1&limit=10`),
    kind: 'list',
  },
  { name: 'clients, page 1', path: api(`${fetchAllClients.path}?page=1&limit=10`), kind: 'list' },
  { name: 'brief counts', path: api(fetchBriefCounts.path), kind: 'list' },
  { name: 'plan counts', path: api(fetchPlanCounts.path), kind: 'list' },
  { name: 'dashboard stats', path: api(fetchDashboardStats.path), kind: 'list' },
  // Pay orders and campaigns (issue 14): the lists, their searches and counts, one campaign's sites, the work queue.
  { name: 'pending pay orders, page 1', path: api(`${fetchPayOrders.path}?page=1&limit=10`), kind: 'list' },
  {
    name: 'pay orders, search',
    path: api(`${fetchPayOrders.path}?status=accepted&search=campaign%201234`),
    kind: 'list',
  },
  { name: 'pay order counts', path: api(fetchPayOrderCounts.path), kind: 'list' },
  {
    name: 'active campaigns, page 1',
    path: api(`${fetchActiveCampaigns.path}?page=1&limit=10`),
    kind: 'list',
  },
  {
    name: 'active campaigns, search',
    path: api(`${fetchActiveCampaigns.path}?campaign_name=campaign%201234`),
    kind: 'list',
  },
  {
    name: 'completed campaigns, page 1',
    path: api(`${fetchCompletedCampaigns.path}?page=1&limit=10`),
    kind: 'list',
  },
  {
    name: "a campaign's sites, page 1",
    path: api(`${fetchSingleCampaign.path.replace('{id}', String(targets.campaignBriefId))}?page=1&limit=10`),
    kind: 'list',
  },
  { name: 'work queue', path: api(fetchWorkQueue.path), kind: 'list' },
  // Competitors (issue 18): by name, searched; a competitor's campaigns, searched; one campaign's sightings.
  { name: 'competitors, page 1', path: api(`${fetchAllCompetitors.path}?page=1&limit=10`), kind: 'list' },
  {
    name: 'competitors, search',
    path: api(`${fetchAllCompetitors.path}?competitor_name=competitor%201234`),
    kind: 'list',
  },
  {
    name: "a competitor's campaigns, page 1",
    path: api(
      `${fetchCompetitorCampaigns.path.replace('{id}', String(targets.competitorId))}?page=1&limit=10`,
    ),
    kind: 'list',
  },
  {
    name: "a competitor's campaigns, search",
    path: api(
      `${fetchCompetitorCampaigns.path.replace('{id}', String(targets.competitorId))}?campaign_name=campaign%20${targets.competitorId}-1`,
    ),
    kind: 'list',
  },
  {
    name: "a campaign's sightings",
    path: api(fetchCompetitorCampaignSites.path.replace('{id}', String(targets.competitorCampaignId))),
    kind: 'list',
  },
  ...[
    ['plans in progress', fetchInprogressPlans],
    ['pending plans', fetchPendingPlans],
    ['altered plans', fetchAlterPlans],
    ['lost plans', fetchLostPlans],
    ['modification pending', fetchAlterPendingPlans],
    ['modification required', fetchAlterRequiredPlans],
    ['approved plans', fetchApprovedPlans],
  ].map(([name, endpoint]) => ({
    name: `${name as string}, page 1`,
    path: api(`${(endpoint as typeof fetchPendingPlans).path}?page=1&limit=10`),
    kind: 'list' as const,
  })),
  {
    name: 'pending plans, search',
    path: api(`${fetchPendingPlans.path}?search=campaign%201234`),
    kind: 'list',
  },
  { name: 'pending plans, page 500', path: api(`${fetchPendingPlans.path}?page=500&limit=10`), kind: 'list' },
  {
    name: 'notifications, page 1',
    path: api(`${fetchNotifications.path}?page=1&limit=10`),
    kind: 'list',
    oneUser: true,
  },
  {
    name: `notifications, page ${deepNotificationPage}`,
    path: api(`${fetchNotifications.path}?page=${deepNotificationPage}&limit=10`),
    kind: 'list',
    oneUser: true,
  },
  ...siteCalls.map(([name, body]) => ({
    name: `plan site options, ${name}`,
    path: siteOptions,
    method: 'POST' as const,
    body,
    kind: 'list' as const,
  })),
  ...siteListCalls.map(([name, path]) => ({ name: `sites @10, ${name}`, path, kind: 'site table' as const })),
  ...siteCalls.map(([name, body]) => ({
    name: `site table @10, ${name}`,
    path: siteOptions,
    method: 'POST' as const,
    body,
    kind: 'site table' as const,
  })),
];

interface Measured {
  call: Call;
  throughput: number;
  p95: number;
  p975: number;
  errors: number;
  /** CPU milliseconds a request of the server, PostgreSQL and the bench (bench/cpu.ts); null off Linux. */
  cpu: CpuSample | null;
}

/** "server / PostgreSQL / bench" CPU milliseconds a request, or a dash off Linux. */
const cpuText = (cpu: CpuSample | null) =>
  cpu ? `${cpu.server.toFixed(2)} / ${cpu.postgres.toFixed(2)} / ${cpu.bench.toFixed(2)}` : '–';

/** One call under load; p95 from every response's own time (autocannon's summary stops at p90 and p97.5). */
async function measure(call: Call): Promise<Measured> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (call.body) headers['content-type'] = 'application/json';
  // Each connection signs its calls with one of the accounts, in turn.
  const callers = call.oneUser ? [token] : tokens;
  let next = 0;
  const options = {
    url: `${base}${call.path}`,
    method: call.method ?? 'GET',
    headers,
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    connections: call.kind === 'site table' ? SITE_TABLE_CONNECTIONS : CONNECTIONS,
    setupClient: (client: autocannon.Client) => {
      client.setHeaders({ ...headers, authorization: `Bearer ${callers[next++ % callers.length]}` });
    },
  };
  // A short warm-up at the same load: connections open, plans cached, pages in the buffer cache.
  await autocannon({ ...options, duration: 1 });
  const times: number[] = [];
  const cpuBefore = cpuSample(server.pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const cpu = cpuPerRequest(cpuBefore, cpuSample(server.pid), result.requests.total);
  times.sort((a, b) => a - b);
  const percentile = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? Infinity;
  return {
    call,
    throughput: result.requests.average,
    p95: percentile(0.95),
    p975: result.latency.p97_5,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu,
  };
}

// Once before measuring: a call's first run may do one-off work (the dashboard completes accepted plans' figures).
for (const call of calls) {
  const response = await fetch(`${base}${call.path}`, {
    method: call.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  if (!response.ok) throw new Error(`${call.name}: ${response.status} ${await response.text()}`);
}

/**
 * Requests autocannon gave up on at the end of a run are still being answered; the next run waits until the
 * database has no query of the server's left, so no call is measured under its predecessor's tail.
 */
async function settle() {
  for (let i = 0; i < 120; i++) {
    const { rows } = await watcher.query<{ active: number }>(
      `select count(*)::int as active from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (rows[0]!.active === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// BENCH_SCALE_ONLY=<regular expression>: measure only the calls whose names match (while working on some).
const only = process.env.BENCH_SCALE_ONLY ? new RegExp(process.env.BENCH_SCALE_ONLY, 'i') : null;
const healthCall = calls[0]!;
const watcher = await connect(url);
const results: Array<Measured & { beside: Measured }> = [];
for (const call of calls.slice(1).filter((call) => !only || only.test(call.name))) {
  // The ceiling beside each call too: on a shared machine the load moves within a run, and a call is judged
  // against the health measured just before it (the ratios to the first ceiling are printed as well).
  await settle();
  const beside = await measure(healthCall);
  await settle();
  const measured = await measure(call);
  results.push({ ...measured, beside });
  log(
    `  ${call.name}: ${measured.throughput.toFixed(0)} req/s, p95 ${measured.p95.toFixed(0)} ms (health beside it: ${beside.throughput.toFixed(0)} req/s, p95 ${beside.p95.toFixed(0)} ms)${measured.errors ? `, ${measured.errors} errors` : ''}; CPU a call ${cpuText(measured.cpu)} (health ${cpuText(beside.cpu)})`,
  );
}
await settle();
await watcher.end();
await stopServer(server);
rmSync(dataDir, { recursive: true, force: true });

const [first] = results;
if (!first) {
  // BENCH_SCALE_ONLY matched no call: the database is grown (or was reused), nothing was measured.
  log(`No call's name matches BENCH_SCALE_ONLY=${process.env.BENCH_SCALE_ONLY}: nothing measured.`);
  process.exit(0);
}
const ceiling = first.beside;
const misses: string[] = [];
const rows = results.map(({ call, throughput, p95, p975, errors, beside, cpu }) => {
  const tr = throughput / beside.throughput;
  const pr = p95 / Math.max(beside.p95, 1);
  let verdict = '';
  if (call.kind === 'list') {
    if (tr < TARGETS.minThroughputRatio) verdict += ` throughput < ${TARGETS.minThroughputRatio}×`;
    if (pr > TARGETS.maxP95Ratio) verdict += ` p95 > ${TARGETS.maxP95Ratio}×`;
  }
  if (call.kind === 'site table' && p95 > TARGETS.siteTableP95Ms)
    verdict += ` p95 > ${TARGETS.siteTableP95Ms} ms`;
  if (errors) verdict += ` ${errors} errors`;
  if (verdict) misses.push(`${call.name}:${verdict}`);
  const first = `${(throughput / ceiling.throughput).toFixed(2)}× / ${(p95 / Math.max(ceiling.p95, 1)).toFixed(1)}×`;
  return `| ${call.name} | ${throughput.toFixed(0)} | ${p95.toFixed(0)} | ${p975.toFixed(0)} | ${beside.throughput.toFixed(0)} / ${beside.p95.toFixed(0)} | ${tr.toFixed(2)}× | ${pr.toFixed(1)}× | ${first} | ${cpuText(cpu)} | ${cpuText(beside.cpu)} | ${verdict ? `MISS${verdict}` : 'ok'} |`;
});
log(
  `\n${CONNECTIONS} connections (site table: ${SITE_TABLE_CONNECTIONS}), ${seconds} s a call after 1 s of warm-up; p95 from every response's time. Ceiling: GET /api/health/ready, measured for ${seconds} s just before each call; the first ceiling was ${ceiling.throughput.toFixed(0)} req/s, p95 ${ceiling.p95.toFixed(0)} ms\n`,
);
log(
  "| call | req/s | p95 ms | p97.5 ms | ceiling beside: req/s / p95 ms | req/s × ceiling | p95 × ceiling | × first ceiling (req/s / p95) | CPU ms a call: server / PostgreSQL / bench | the ceiling's | target |",
);
log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const row of rows) log(row);
if (misses.length) {
  log(`\n${misses.length} calls missed their targets:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
log('\nEvery call met its target.');
