/**
 * `npm run bench:explain -w @ooh/server -- [filter]`: EXPLAIN (ANALYZE, BUFFERS) of every query the hot list, count
 * and site-table calls send, on the database of DATABASE_URL (a database grown by `npm run bench:scale`). The
 * queries are the services' own, caught as drizzle sends them, so what is explained is what the server runs.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/connection.ts';
import * as schema from '../src/db/schema.ts';
import { listBriefsByStatus, listClientBriefs } from '../src/services/briefs/index.ts';
import { getCampaignByBrief, workQueue } from '../src/services/campaigns/index.ts';
import { listClients } from '../src/services/clients/index.ts';
import { campaignSites, listCampaigns, listCompetitors } from '../src/services/competitors/index.ts';
import { briefCounts, dashboardStats, planCounts } from '../src/services/dashboard/index.ts';
import { listNotifications } from '../src/services/notifications/index.ts';
import { listPayOrders } from '../src/services/payorders/index.ts';
import { listPlans, listSiteOptions } from '../src/services/plans/index.ts';
import { listMapPoints, listSites } from '../src/services/sites/index.ts';
import type { SiteFilters } from '../src/services/sites/queries.ts';
import { NO_SITE_FILTERS } from '../src/test/plans.ts';
import { benchTargets, connect } from './scale-db.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is needed');
const filter = process.argv[2] ?? '';
const pool = new pg.Pool({ connectionString: url, max: 4 });
const caught: Array<{ query: string; params: unknown[] }> = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (query, params) => caught.push({ query, params }) },
}) as unknown as Db;
const client = await connect(url);
const t = await benchTargets(client);
await client.end();
const { rows: admins } = await pool.query<{ id: number }>(
  `select id from users where email = 'admin@demo.local'`,
);
const adminId = admins[0]!.id;
/** The caller of the client list (its `kam` default is the caller's role's). */
const asAdmin = { id: adminId, email: 'admin', name: 'Admin', role: 'admin' as const, roleLabel: 'Admin' };
const site = NO_SITE_FILTERS;
const page = { page: 1, limit: 10 };
const NO_INVENTORY_FILTERS = {
  region_ids: [] as number[],
  city_ids: [] as number[],
  location_ids: [] as number[],
  medium_ids: [] as number[],
  asset_type_ids: [] as number[],
  sec_ids: [] as number[],
  lsm_ids: [] as number[],
  availability: 'all' as const,
};
// The site lists of /site-management (issue 16), with bench:scale's filters.
const siteListCases: Array<[string, 'approved' | 'pending', Partial<SiteFilters>]> = [
  ['approved', 'approved', {}],
  ['approved city', 'approved', { city_ids: [t.cityId] }],
  ['approved medium sec', 'approved', { medium_ids: [t.mediumId], sec_ids: [t.secId] }],
  ['approved rare lsm', 'approved', { lsm_ids: [t.rareLsmId] }],
  [
    'approved booked',
    'approved',
    { availability: 'booked', available_from: t.bookedFrom, available_to: t.bookedTo },
  ],
  ['requested', 'pending', {}],
  ['requested city', 'pending', { city_ids: [t.cityId] }],
];
const cases: Array<[string, () => Promise<unknown>]> = [
  ['new briefs', () => listBriefsByStatus(db, 'pending', page)],
  ['new briefs search', () => listBriefsByStatus(db, 'pending', { ...page, search: 'campaign 1234' })],
  ['approved briefs deep', () => listBriefsByStatus(db, 'approved', { page: 3000, limit: 10 })],
  ['client briefs', () => listClientBriefs(db, Number(t.clientUserId), page)],
  ['clients', () => listClients(db, page, asAdmin)],
  ['clients of a KAM', () => listClients(db, { ...page, kam: adminId }, asAdmin)],
  ['brief counts', () => briefCounts(db)],
  ['plan counts', () => planCounts(db)],
  ['dashboard', () => dashboardStats(db)],
  ['pending plans', () => listPlans(db, 'pending', page)],
  ['altered plans', () => listPlans(db, 'altered', page)],
  ['pending plans search', () => listPlans(db, 'pending', { ...page, search: 'campaign 1234' })],
  ['pending plans deep', () => listPlans(db, 'pending', { page: 500, limit: 10 })],
  // Pay orders and campaigns (issue 14).
  ['pay orders pending', () => listPayOrders(db, { status: 'pending', ...page }, 16)],
  [
    'pay orders search',
    () => listPayOrders(db, { status: 'accepted', ...page, search: 'campaign 1234' }, 16),
  ],
  ['campaign sites', () => getCampaignByBrief(db, t.campaignBriefId, page, 16)],
  ['work queue admin', () => workQueue(db, 'admin')],
  // Competitors (issue 18).
  ['competitors', () => listCompetitors(db, page)],
  ['competitors search', () => listCompetitors(db, { ...page, competitor_name: 'competitor 1234' })],
  ['competitor campaigns', () => listCampaigns(db, t.competitorId, page)],
  [
    'competitor campaigns search',
    () => listCampaigns(db, t.competitorId, { ...page, campaign_name: `campaign ${t.competitorId}-1` }),
  ],
  ['competitor campaign sites', () => campaignSites(db, t.competitorCampaignId)],
  ['notifications', () => listNotifications(db, adminId, 1, 10)],
  ['notifications deep', () => listNotifications(db, adminId, 25_000, 10)],
  ['sites', () => listSiteOptions(db, Number(t.planId), site)],
  [
    'sites region',
    () => listSiteOptions(db, Number(t.planId), { ...site, region_ids: [t.regionId] as never }),
  ],
  ['sites city', () => listSiteOptions(db, Number(t.planId), { ...site, city_ids: [t.cityId] as never })],
  ['sites search', () => listSiteOptions(db, Number(t.planId), { ...site, search: '12345' })],
  ['sites available', () => listSiteOptions(db, Number(t.planId), { ...site, availability: 'available' })],
  ['sites booked', () => listSiteOptions(db, Number(t.planId), { ...site, availability: 'booked' })],
  ['sites page 400', () => listSiteOptions(db, Number(t.planId), { ...site, page: 400 })],
  // The site lists and map of /site-management (issue 16), with bench:scale's filters.
  ...siteListCases.map(
    ([name, status, filters]) =>
      [
        `site list ${name}`,
        () => listSites(db, status, { ...NO_INVENTORY_FILTERS, ...page, ...filters }),
      ] as [string, () => Promise<unknown>],
  ),
  [
    'site map city',
    () => listMapPoints(db, { ...NO_INVENTORY_FILTERS, status: 'approved', city_ids: [t.cityId] }),
  ],
  [
    'site map street',
    () =>
      listMapPoints(db, {
        ...NO_INVENTORY_FILTERS,
        status: 'approved',
        city_ids: [t.cityId],
        ...t.cityView,
      }),
  ],
];
for (const [name, run] of cases) {
  if (!name.includes(filter)) continue;
  caught.length = 0;
  const start = performance.now();
  await run();
  const ms = performance.now() - start;
  console.log(`\n=== ${name}: ${ms.toFixed(1)} ms for the call, ${caught.length} queries`);
  for (const { query, params } of [...caught]) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, summary) ${query}`,
      params,
    );
    const text = rows.map((row) => row['QUERY PLAN']);
    console.log(
      `--- ${query.slice(0, 160).replace(/\s+/g, ' ')}…  [${text.at(-2)?.trim()}; ${text.at(-1)?.trim()}]`,
    );
    if (process.env.VERBOSE) console.log(text.join('\n'));
  }
}
await pool.end();
