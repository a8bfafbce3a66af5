import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken, signIn } from './support.ts';

/**
 * A planner opens the visual representation of a plan with three sites from the plan's view, uploads a photo for
 * each site (small PNGs made here), sees the thumbnails, and downloads the workbook and the deck (a ZIP and a PDF
 * by their first bytes). Then, at phone width in dark mode, the planner finds the same plan through the sidebar
 * and the plan picker. Both views pass axe with no horizontal page scroll, and are saved under
 * test-results/screens/ for review.
 */

type Named = { id: number; name: string };
type SiteOption = { id: number; kind: 'conventional' | 'digital'; available: boolean };
type PlanRow = { site_id: number; site_code: string; site_name: string };

const VIEWS = [
  { name: 'desk-light', viewport: { width: 1440, height: 900 }, colorScheme: 'light' },
  { name: 'phone-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

async function api<T>(baseURL: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A plan in progress with three billboards, made through the API. */
async function planWithThreeSites(base: string) {
  const stamp = Date.now().toString(36).slice(-5);
  const kam = await apiToken(base, 'key_account_manager');
  const admin = await apiToken(base, 'admin');
  const planner = await apiToken(base, 'planner');
  const [regions, cities, mediums, clients] = await Promise.all([
    apiGet<{ data: Named[] }>(base, kam, '/appsells/fetch-regions'),
    apiGet<{ data: Named[] }>(base, kam, '/cities/fetch-all-cities-admin'),
    apiGet<{ data: Named[] }>(base, kam, '/medium/fetch-all-mediums-admin'),
    apiGet<{ clients: Array<{ id: number }> }>(base, kam, '/admin/fetch-all-clients?limit=1'),
  ]);
  const { brief } = await api<{ brief: { id: number } }>(base, kam, 'POST', '/create-brief/admin-appsells', {
    client_id: clients.clients[0]!.id,
    campaign_name: `Photo deck ${stamp}`,
    objective: 'Photos for the client',
    start_date: '2027-07-01',
    end_date: '2027-07-31',
    budget: 1_000_000,
    region_ids: regions.data.map((region) => region.id),
    city_ids: cities.data.map((city) => city.id),
    medium_ids: mediums.data.map((medium) => medium.id),
  });
  await api(base, admin, 'PATCH', `/accept-brief-admin-appsells/${brief.id}`);
  const planName = `Visual plan ${stamp}`;
  const created = await api<{ plan: { plan_id: number } }>(
    base,
    planner,
    'POST',
    `/create-plan-name/admin-appsell/${brief.id}`,
    { planName },
  );
  const planId = created.plan.plan_id;
  const options = await api<{ sites: SiteOption[] }>(
    base,
    planner,
    'POST',
    `/fetch-plan-site-options/admin-appsells/${planId}`,
    { availability: 'available', limit: 100 },
  );
  const boards = options.sites.filter((site) => site.kind === 'conventional').slice(0, 3);
  expect(boards).toHaveLength(3);
  const row = { start_date: '2027-07-01', end_date: '2027-07-30', monthly_rate: 90_000, discount_percent: 5 };
  await api(base, planner, 'POST', `/create-plansites/admin-appsell/${planId}`, {
    hide_columns: [],
    plan_form: boards.map((site) => ({ ...row, site_id: site.id, printing_rate: 0, mounting_cost: 0 })),
  });
  const { plan } = await apiGet<{ plan: { sites_list: PlanRow[] } }>(
    base,
    planner,
    `/fetch-plan/admin-appsells/${planId}`,
  );
  return { planId, planName, stamp, sites: plan.sites_list };
}

/** A small PNG of one colour (width × height, RGB), made by hand: a real image the server can decode. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const COLOURS: [number, number, number][] = [
  [220, 80, 60],
  [60, 140, 220],
  [80, 180, 90],
];

async function as(browser: Browser, view: (typeof VIEWS)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: view.viewport, colorScheme: view.colorScheme });
  const page = await context.newPage();
  await signIn(page, 'planner');
  return page;
}

async function checkScreen(page: Page, shot: string) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${shot}: horizontal page scroll`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/${shot}.png`, fullPage: true });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, shot).toEqual([]);
}

/** The photo of a site is on screen and has been decoded (the blob fetched with the token). */
async function expectThumbnail(page: Page, name: string) {
  const card = page.getByRole('listitem', { name });
  // A photo is fetched when its tile comes near the viewport.
  await card.scrollIntoViewIfNeeded();
  const img = card.getByRole('img', { name });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return readFileSync(path);
}

test('a planner uploads a photo per site and downloads the workbook and the deck', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { planId, planName, stamp, sites } = await planWithThreeSites(baseURL!);
  const names = sites.map((site) => `${site.site_code} ${site.site_name}`);

  // At a desk, light: from the plan's view, by its link.
  const desk = await as(browser, VIEWS[0]);
  await desk.goto(`/view-plan/${planId}`);
  await expect(desk.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  await desk
    .getByRole('navigation', { name: 'Plan outputs' })
    .getByRole('link', { name: 'Visual representation' })
    .click();
  await expect(desk).toHaveURL(new RegExp(`/plan/visual-representation\\?plan_id=${planId}$`));
  await expect(desk.getByRole('heading', { level: 2, name: planName })).toBeVisible();
  await expect(desk.getByText('0 of 3 sites have a photo')).toBeVisible();

  for (const [index, name] of names.entries()) {
    const [chooser] = await Promise.all([
      desk.waitForEvent('filechooser'),
      desk.getByRole('button', { name: `Upload photo for ${name}` }).click(),
    ]);
    await chooser.setFiles({
      name: `site-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: png(160, 120, COLOURS[index]!),
    });
    await expectThumbnail(desk, name);
    await expect(desk.getByRole('button', { name: `Replace photo for ${name}` })).toBeVisible();
  }
  await expect(desk.getByText('All 3 sites have a photo')).toBeVisible();
  await desk
    .getByRole('listitem', { name: names[0] })
    .screenshot({ path: 'test-results/screens/visual-representation-site-card.png' });

  const workbook = await downloaded(desk, 'Download Excel');
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
  const deck = await downloaded(desk, 'Download PDF');
  expect(deck.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await checkScreen(desk, `visual-representation-${VIEWS[0].name}`);
  // The other scheme too, for review (axe runs once per view).
  await desk.emulateMedia({ colorScheme: 'dark' });
  await desk.screenshot({ path: 'test-results/screens/visual-representation-desk-dark.png', fullPage: true });
  await desk.context().close();

  // On a phone, dark: through the sidebar and the plan picker; the photos are the server's now.
  const phone = await as(browser, VIEWS[1]);
  await phone
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Visual representation' })
    .click();
  await expect(phone.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await phone.getByRole('combobox', { name: 'Plan' }).fill(stamp);
  await phone.getByRole('option', { name: new RegExp(planName) }).click();
  await expect(phone).toHaveURL(new RegExp(`/plan/visual-representation\\?plan_id=${planId}$`));
  for (const name of names) await expectThumbnail(phone, name);
  await checkScreen(phone, `visual-representation-${VIEWS[1].name}`);
  await phone.emulateMedia({ colorScheme: 'light' });
  await phone.screenshot({
    path: 'test-results/screens/visual-representation-phone-light.png',
    fullPage: true,
  });
  await phone.context().close();
});
