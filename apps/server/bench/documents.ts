/**
 * `npm run bench`'s document entries: the visual representation's deck (PDF) and workbook (.xlsx) of a 500-site
 * plan with a photo on every site, each photo a small generated JPEG uploaded through the real service (the
 * original kept, a web copy made). Each is timed over a few rounds (median), with the process's peak RSS growth
 * while it is made (the document worker is a thread of this process) and the event loop's longest delay.
 */

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fillPath, generateVisualRepExcel, generateVisualRepPdf } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadPhoto } from '../src/services/visualrep/photos.ts';
import { queryRows, type TestContext } from '../src/test/harness.ts';
import { planCalls } from '../src/test/plans.ts';

const SITES = Number(process.env.BENCH_DOCUMENT_SITES ?? 500);
const ROUNDS = Number(process.env.BENCH_DOCUMENT_ROUNDS ?? 3);

export interface DocumentResult {
  name: string;
  ms: number;
  rssGrowthMb: number;
  longestDelayMs: number;
}

/** Approved sites until there are `count`: the seed has about 300, so copies are added under new codes. */
async function growSites(t: TestContext, count: number) {
  const [{ n }] = (await queryRows<{ n: number }>(
    t.connection,
    sql`select count(*)::int as n from sites where status = 'approved' and deleted_at is null`,
  )) as [{ n: number }];
  if (n >= count) return;
  const columns = (
    await queryRows<{ name: string }>(
      t.connection,
      sql`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = 'sites' and is_generated = 'NEVER'
          and is_identity = 'NO' and column_name not in ('id', 'site_code')`,
    )
  ).map((column) => `"${column.name}"`);
  const list = sql.raw(columns.join(', '));
  await t.connection.db.execute(
    sql`insert into sites (site_code, ${list})
        select site_code || '-B' || copy, ${list}
        from sites cross join generate_series(1, ${Math.ceil(count / n)}) as copy
        where status = 'approved' and deleted_at is null
        order by copy, id limit ${count - n}`,
  );
}

/** A JPEG of `width` × `height` whose colour changes with `index`, with some noise (a flat colour is too easy). */
function photo(index: number, width = 640, height = 480) {
  const hue = (index * 37) % 360;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (hue * 7) % 256, g: (hue * 3) % 256, b: 255 - (hue % 256) },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A plan of `count` sites (2031 dates, clear of every booking), each with an uploaded photo. */
async function planWithPhotos(t: TestContext, count: number, name: string) {
  const plans = planCalls(t);
  const planId = await plans.newPlan(undefined, name);
  await t.connection.db.execute(
    sql`insert into plan_sites (plan_id, site_id, start_date, end_date, monthly_rate,
                                spot_length_seconds, loop_length_seconds, spots_per_loop)
        select ${planId}, s.id, '2031-01-01', '2031-01-30', 100000,
               case when m.kind = 'digital' then coalesce(s.spot_length_seconds, 10) end,
               case when m.kind = 'digital' then coalesce(s.loop_length_seconds, 60) end,
               case when m.kind = 'digital' then coalesce(s.spots_per_loop, 1) end
        from sites s join mediums m on m.id = s.medium_id
        where s.status = 'approved' and s.deleted_at is null order by s.id limit ${count}`,
  );
  const sites = await queryRows<{ site_id: number }>(
    t.connection,
    sql`select site_id from plan_sites where plan_id = ${planId} order by id`,
  );
  if (sites.length !== count) throw new Error(`the plan has ${sites.length} sites, not ${count}`);
  const [admin] = await queryRows<{ id: number }>(
    t.connection,
    sql`select id from users where email = 'admin@demo.local'`,
  );
  const deps = { db: t.connection.db, storage: t.storage, log: t.app.log, now: new Date() };
  // Four uploads at a time: sharp's thread pool has four threads; each upload locks only its own site's row.
  let next = 0;
  const uploader = async () => {
    for (let index = next++; index < sites.length; index = next++)
      await uploadPhoto(
        deps,
        {
          planId,
          siteId: Number(sites[index]!.site_id),
          file: {
            fileName: `site-${index + 1}.jpg`,
            declaredType: 'image/jpeg',
            content: await photo(index),
          },
        },
        admin!.id,
      );
  };
  await Promise.all([uploader(), uploader(), uploader(), uploader()]);
  return planId;
}

async function measure(name: string, run: () => Promise<{ statusCode: number }>): Promise<DocumentResult> {
  const first = await run(); // warm-up: the worker's modules, the font files, the photos in the page cache
  if (first.statusCode !== 200) throw new Error(`${name}: status ${first.statusCode}`);
  const times: number[] = [];
  let rssGrowth = 0;
  let longestDelay = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const start = process.hrtime.bigint();
    const response = await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    delay.disable();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    if (response.statusCode !== 200) throw new Error(`${name}: status ${response.statusCode}`);
    rssGrowth = Math.max(rssGrowth, peak - before);
    longestDelay = Math.max(longestDelay, delay.max / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    ms: times[Math.floor(times.length / 2)]!,
    rssGrowthMb: rssGrowth / 2 ** 20,
    longestDelayMs: longestDelay,
  };
}

/** The deck and the workbook of a 1-site plan (mostly the worker's start) and of a `SITES`-site plan. */
export async function benchDocuments(t: TestContext): Promise<DocumentResult[]> {
  await growSites(t, SITES + 1);
  const token = await t.tokenForRole('admin');
  const started = Date.now();
  const small = await planWithPhotos(t, 1, 'Bench one site');
  const large = await planWithPhotos(t, SITES, `Bench ${SITES} sites`);
  console.log(`${SITES + 1} photos uploaded through the service in ${Date.now() - started} ms`);
  const deck = (plan: number) => () =>
    t.call({ method: 'GET', url: `/api${fillPath(generateVisualRepPdf.path, { id: plan })}`, token });
  const workbook = (plan: number) => () =>
    t.call({
      method: 'POST',
      url: `/api${fillPath(generateVisualRepExcel.path, { plan_id: plan })}`,
      token,
      payload: { city_ids: [] },
    });
  return [
    await measure('deck, 1 site with a photo', deck(small)),
    await measure(`deck, ${SITES} sites with photos`, deck(large)),
    await measure('workbook, 1 site with a photo', workbook(small)),
    await measure(`workbook, ${SITES} sites with photos`, workbook(large)),
  ];
}
