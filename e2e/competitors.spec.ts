import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { photoAt } from './photos.ts';
import { apiGet, apiToken, signIn, test } from './support.ts';

/**
 * Issue 18, end to end: a planner records a competitor with a logo, a campaign seen on two inventory sites in one
 * city and a sighting recorded by hand (with a photo) in another, generates the city-wise report and reads its
 * figures (2 and 1 of 3 → 66.7 % and 33.3 %, docs/domain.md "Competitor reports"), and exports it as a PDF.
 */

type Site = {
  id: number;
  site_code: string;
  region_name: string;
  city_id: number;
  city_name: string;
  location_name: string;
  medium_name: string;
};

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** One choice of the design system's select (a combobox and its listbox), within `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a planner records a competitor and a campaign in two cities, reports its city-wise presence and exports it', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const stamp = Date.now().toString(36);
  // Two approved inventory sites in one city, and a third city's site whose place the hand-recorded sighting uses.
  const planner = await apiToken(base, 'planner');
  const { sites } = await apiGet<{ sites: Site[] }>(base, planner, '/admin/fetch-approved-sites?limit=100');
  const byCity = new Map<number, Site[]>();
  for (const site of sites) byCity.set(site.city_id, [...(byCity.get(site.city_id) ?? []), site]);
  const [first, second] = [...byCity.values()].find((group) => group.length >= 2) ?? [];
  const elsewhere = sites.find((site) => site.city_id !== first?.city_id);
  if (!first || !second || !elsewhere)
    throw new Error('the seed has no two sites in one city and one in another');

  await signIn(page, 'planner');
  await page.goto('/competitor-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();

  // A competitor with a logo.
  const name = `Skyline Rival ${stamp}`;
  await page.getByRole('button', { name: 'Add competitor' }).click();
  const add = page.getByRole('dialog', { name: 'Add competitor' });
  await add.getByRole('textbox', { name: /Competitor name/ }).fill(name);
  const logo = await sharp({
    create: { width: 120, height: 60, channels: 3, background: { r: 200, g: 40, b: 60 } },
  })
    .png()
    .toBuffer();
  await add
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await add.getByRole('button', { name: 'Add competitor' }).click();
  await expect(page).toHaveURL(/\/competitor-report\/view-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A campaign of it.
  const campaign = `Summer Rival ${stamp}`;
  await page.getByRole('button', { name: 'Add campaign' }).click();
  const addCampaign = page.getByRole('dialog', { name: `Add a campaign of ${name}` });
  await addCampaign.getByRole('textbox', { name: /Campaign name/ }).fill(campaign);
  await addCampaign.getByRole('textbox', { name: /Industry/ }).fill('Beverages');
  await addCampaign.getByRole('button', { name: 'Add campaign' }).click();
  await expect(page).toHaveURL(/\/campaign-details\/\d+$/);

  // Two inventory sites in the first city…
  await page.getByRole('button', { name: 'Add inventory sites' }).click();
  const inventory = page.getByRole('list', { name: 'Inventory sites' });
  for (const site of [first, second]) {
    await page.getByRole('searchbox', { name: 'Search the inventory' }).fill(site.site_code);
    await inventory.getByRole('button', { name: `Add ${site.site_code}` }).click();
    await expect(inventory.getByRole('button', { name: `Added: ${site.site_code}` })).toBeVisible();
  }
  // …and one recorded by hand in another.
  const address = `Opposite the stadium gate ${stamp}`;
  await page.getByRole('button', { name: 'Record a sighting' }).click();
  const record = page.getByRole('form', { name: 'Record a sighting' });
  await choose(page, record, 'Region', elsewhere.region_name);
  await choose(page, record, 'City', elsewhere.city_name);
  await choose(page, record, 'Location', elsewhere.location_name);
  await choose(page, record, 'Medium', elsewhere.medium_name);
  await record.getByRole('textbox', { name: /Address/ }).fill(address);
  await record.getByRole('button', { name: 'Add to the list' }).click();
  await page.getByRole('button', { name: 'Save sites' }).click();
  await expect(page.getByText('3 sites saved')).toBeVisible();

  // The recorded sighting's photo.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Upload photo for ${address}` }).click();
  await (await chooser).setFiles({
    name: 'sighting.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoAt({ lat: 24.86, lng: 67.0 }, stamp),
  });
  await expect(page.getByRole('button', { name: `Replace photo for ${address}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The city-wise report: 2 and 1 of 3.
  await page.getByRole('link', { name: /^Reports/ }).click();
  await page.getByRole('link', { name: 'Create City-wise presence' }).click();
  await expect(page.getByRole('checkbox', { name: `${first.city_name} (2 sites)` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `${elsewhere.city_name} (1 site)` })).toBeChecked();
  await page.getByRole('button', { name: 'Generate report' }).click();
  const figures = page.getByRole('table', { name: 'City-wise presence figures' });
  await expect(figures.getByRole('row', { name: new RegExp(first.city_name) })).toContainText('66.7');
  const firstRow = figures.getByRole('row', { name: new RegExp(first.city_name) });
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText('2');
  const otherRow = figures.getByRole('row', { name: new RegExp(elsewhere.city_name) });
  await expect(otherRow.getByRole('cell').nth(1)).toHaveText('1');
  await expect(otherRow).toContainText('33.3');
  await expect(figures.getByRole('row', { name: /Total/ })).toContainText('100');
  await expectNoAxeViolations(page);

  // The PDF, made by the server's document service.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
