import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pdfText } from '../apps/server/src/test/pdf.ts';
import { apiCall, apiGet, apiToken, newPlanInProgress, type StaffRole, signIn, test } from './support.ts';

/**
 * A planner opens the visual representation of a plan with three sites from the plan's view, uploads a photo for
 * each site (small PNGs made here), sees the thumbnails, and downloads the workbook and the deck (a ZIP and a PDF
 * read back: the deck's text through pdf.js, the workbook through exceljs) and both carry the three sites; the
 * deck's preview draws its pages. Then, at phone width in dark mode, the planner finds the same plan through the
 * sidebar and the plan picker and previews the deck there too. Both views and the preview pass axe with no
 * horizontal page scroll, and are saved under test-results/screens/ for review. Last, a key account manager reads
 * the same plan's summary (summaries take a plan of any status).
 */

type PlanRow = { site_id: number; site_code: string; site_name: string; city_name: string };

const VIEWS = [
  { name: 'desk-light', viewport: { width: 1440, height: 900 }, colorScheme: 'light' },
  { name: 'phone-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

/** A plan in progress with three billboards, made through the API. */
async function planWithThreeSites(base: string) {
  const {
    planId,
    planName,
    stamp,
    sites: options,
    tokens,
  } = await newPlanInProgress(base, {
    campaign: 'Photo deck',
    plan: 'Visual plan',
    dates: { start_date: '2027-07-01', end_date: '2027-07-31' },
  });
  const { planner } = tokens;
  const boards = options.filter((site) => site.kind === 'conventional').slice(0, 3);
  expect(boards).toHaveLength(3);
  const row = { start_date: '2027-07-01', end_date: '2027-07-30', monthly_rate: 90_000, discount_percent: 5 };
  await apiCall(base, planner, 'POST', `/create-plansites/admin-appsell/${planId}`, {
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

async function as(
  browser: Browser,
  view: (typeof VIEWS)[number],
  role: StaffRole = 'planner',
): Promise<Page> {
  const context = await browser.newContext({ viewport: view.viewport, colorScheme: view.colorScheme });
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

async function checkScreen(page: Page, shot: string, fullPage = true) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading the deck' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${shot}: horizontal page scroll`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/${shot}.png`, fullPage });
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

/** The deck: a cover, a page per site in the plan's order (code and name), and the summary page. */
async function expectDeckCarries(deck: Buffer, sites: PlanRow[]) {
  expect(deck.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const { pages } = await pdfText(deck);
  expect(pages).toHaveLength(1 + sites.length + 1);
  for (const [index, site] of sites.entries()) {
    expect(pages[1 + index]).toContain(site.site_code);
    expect(pages[1 + index]).toContain(site.site_name);
  }
  expect(pages.at(-1)).toMatch(/summary/i);
}

/** The workbook: a sheet per city of the sites; each site's row (code and name) with its photo beside it. */
async function expectWorkbookCarries(workbook: Buffer, sites: PlanRow[]) {
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(workbook as unknown as ArrayBuffer);
  const cities = [...new Set(sites.map((site) => site.city_name))].sort();
  expect(book.worksheets.map((sheet) => sheet.name).sort()).toEqual(cities);
  for (const sheet of book.worksheets) {
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Site code');
    expect(header.at(-1)).toBe('Photo');
    const inSheet = sites.filter((site) => site.city_name === sheet.name);
    const images = sheet.getImages();
    expect(images, `photos in ${sheet.name}`).toHaveLength(inSheet.length);
    for (const site of inSheet) {
      let found = 0;
      sheet.eachRow((row, number) => {
        if (row.getCell(1).text === site.site_code) found = number;
      });
      expect(found, `${site.site_code} in ${sheet.name}`).toBeGreaterThan(1);
      expect(sheet.getRow(found).getCell(2).text).toBe(site.site_name);
      // An image anchored on the site's row (exceljs counts anchors from 0).
      expect(images.some((image) => Math.floor(image.range.tl.nativeRow) === found - 1)).toBe(true);
    }
  }
}

/**
 * Preview deck: every page drawn once scrolled into view (an image named "Deck page N of M" with pixels), then
 * closed with Escape.
 */
async function previewDeck(page: Page, count: number, shot: string) {
  await page.getByRole('button', { name: 'Preview deck' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deck preview' });
  await expect(dialog.getByText(`${count} pages`, { exact: false })).toBeVisible({ timeout: 60_000 });
  for (let number = 1; number <= count; number++) {
    // A page is drawn when its place comes into view.
    await dialog.getByText(`Page ${number} of ${count}`, { exact: true }).scrollIntoViewIfNeeded();
    const image = dialog.getByRole('img', { name: `Deck page ${number} of ${count}`, exact: true });
    await expect
      .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(1000);
  }
  await expect(dialog.getByRole('img', { name: new RegExp(`^Deck page \\d+ of ${count}$`) })).toHaveCount(
    count,
  );
  await dialog.getByText(`${count} pages`, { exact: false }).scrollIntoViewIfNeeded();
  // The viewport only: a full-page capture moves the dialog, which is fixed to the viewport.
  await checkScreen(page, shot, false);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preview deck' })).toBeFocused();
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

  await expectWorkbookCarries(await downloaded(desk, 'Download Excel'), sites);
  await expectDeckCarries(await downloaded(desk, 'Download PDF'), sites);
  await previewDeck(desk, sites.length + 2, `visual-representation-preview-${VIEWS[0].name}`);
  await checkScreen(desk, `visual-representation-${VIEWS[0].name}`);
  // The other scheme too, for review (axe runs once per view).
  await desk.emulateMedia({ colorScheme: 'dark' });
  await desk.screenshot({ path: 'test-results/screens/visual-representation-desk-dark.png', fullPage: true });
  await desk.context().close();

  // On a phone, dark: through the drawer's navigation and the plan picker; the photos are the server's now.
  const phone = await as(browser, VIEWS[1]);
  await phone.getByRole('button', { name: 'Open the menu' }).click();
  await phone
    .getByRole('dialog', { name: 'OOH back office' })
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Visual representation' })
    .click();
  await expect(phone.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await phone.getByRole('combobox', { name: 'Plan' }).fill(stamp);
  await phone.getByRole('option', { name: new RegExp(planName) }).click();
  await expect(phone).toHaveURL(new RegExp(`/plan/visual-representation\\?plan_id=${planId}$`));
  for (const name of names) await expectThumbnail(phone, name);
  await checkScreen(phone, `visual-representation-${VIEWS[1].name}`);
  await previewDeck(phone, sites.length + 2, `visual-representation-preview-${VIEWS[1].name}`);
  await phone.emulateMedia({ colorScheme: 'light' });
  await phone.screenshot({
    path: 'test-results/screens/visual-representation-phone-light.png',
    fullPage: true,
  });
  await phone.context().close();

  // A key account manager reads the same plan's summary: the money the deck's summary page shows.
  const kamToken = await apiToken(baseURL!, 'key_account_manager');
  const { totals } = await apiGet<{ totals: { net: number; sites: number } }>(
    baseURL!,
    kamToken,
    `/fetch-plan-summary-consolidated/client-appsells/${planId}`,
  );
  expect(totals.sites).toBe(3);
  const kam = await as(browser, VIEWS[0], 'key_account_manager');
  await kam.goto(`/plan/plan-summary/${planId}`);
  await expect(kam.getByRole('heading', { level: 1, name: 'Plan summary' })).toBeVisible();
  await expect(kam.getByText(planName).first()).toBeVisible();
  await expect(kam.getByRole('region', { name: 'Plan figures' })).toContainText(
    `NetPKR ${Math.round(totals.net).toLocaleString('en-US')}`,
  );
  await kam.context().close();
});
