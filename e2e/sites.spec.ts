import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import { photoAt } from './photos.ts';
import { apiCall, apiGet, apiToken, newPlanInProgress, type StaffRole, signIn, test } from './support.ts';

/**
 * Issue 16, the site inventory on the screens of the people who keep it. A key account manager adds a site on
 * /site-management/add (region → city → location, a conventional medium, size, rate, a typed position), adds a
 * photo on the edit screen the save opens, finds the site in the list by city and code, and on the Map view,
 * and opens its page from the map. A site asked for from the field (through the API, as the operation analyst's
 * app does) waits in the Requested tab: the KAM reads what it still needs, completes its details, approves it,
 * and finds it among the approved sites; a planner then finds it, free, among the site options of a plan in
 * progress. The list, the form and the site's page pass axe (WCAG 2.2 AA); each is saved under
 * test-results/screens/.
 */

type Named = { id: number; name: string };
type City = Named & { region_id: number };
type Location = Named & { city_id: number };
type SiteChanged = {
  site: { id: number; site_code: string; status: string; missing_for_approval: string[] };
};

/** `text` matched literally inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function as(browser: Browser, role: StaffRole): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  await signIn(page, role);
  return page;
}

/** The screen has loaded what it shows: saved as a screenshot, then checked with axe (as summaries.spec.ts does). */
async function checkScreen(page: Page, shot: string) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
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

/** One choice of the design system's select (a combobox and its listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Choices of a multi-select filter, closed after. */
async function chooseOptions(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  const list = page.getByRole('listbox', { name: new RegExp(`^${label}`) });
  for (const option of options) await list.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** A number typed into a spin button and left (the field formats it on blur). */
async function typeNumber(page: Page, label: string, value: string) {
  const field = page.getByRole('spinbutton', { name: new RegExp(`^${escaped(label)}`) });
  await field.fill(value);
  await field.press('Tab');
}

test.describe('site management (issue 16)', () => {
  test('a KAM adds a site with a photo, finds it by city and code in the list and on the map, and opens it from the map', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const code = `SKT-BB-${stamp}`;
    const name = `Paris Road flyover ${stamp}`;
    const kam = await as(browser, 'key_account_manager');

    // Sites, from the sidebar; Add site.
    await kam.getByRole('navigation').getByRole('link', { name: 'Sites' }).click();
    await expect(kam.getByRole('heading', { level: 1, name: 'Site management' })).toBeVisible();
    await expect(kam.getByRole('table', { name: 'Approved sites' }).getByRole('row').nth(1)).toBeVisible();
    await checkScreen(kam, 'site-management-list');
    await kam.getByRole('link', { name: 'Add site' }).click();
    await expect(kam.getByRole('heading', { level: 1, name: 'Add site' })).toBeVisible();
    await expect(kam.getByRole('combobox', { name: /^Region/ })).toBeEnabled();
    await expect(kam.getByRole('combobox', { name: /^Medium/ })).toBeEnabled();
    await checkScreen(kam, 'site-form-add');

    // The form: code and name, Punjab → Sialkot → Paris Road, a billboard of 40 × 20 ft, its rate and position.
    await kam.getByRole('textbox', { name: /^Site code/ }).fill(code);
    await kam.getByRole('textbox', { name: /^Site name/ }).fill(name);
    await choose(kam, 'Region', 'Punjab');
    await choose(kam, 'City', 'Sialkot');
    await choose(kam, 'Location', 'Paris Road');
    await choose(kam, 'Medium', 'Billboard');
    // A conventional medium takes no slot data: the digital fields are not there.
    await expect(kam.getByRole('spinbutton', { name: /^Spot length/ })).toHaveCount(0);
    await typeNumber(kam, 'Width', '40');
    await typeNumber(kam, 'Height', '20');
    await typeNumber(kam, 'Latitude', '32.4921');
    await typeNumber(kam, 'Longitude', '74.5312');
    await expect(kam.getByText('Position set')).toBeVisible();
    await typeNumber(kam, 'Monthly rate', '275000');
    await kam.getByRole('button', { name: 'Add site' }).click();

    // Saved: the edit screen opens for its photos.
    await expect(kam).toHaveURL(/\/site-management\/edit\?id=\d+&added=1$/);
    await expect(kam.getByRole('heading', { level: 1, name: `Edit ${code}` })).toBeVisible();
    await expect(kam.getByText('The site is in the inventory. Add its photos below')).toBeVisible();
    await expect(kam.getByText('No photos yet')).toBeVisible();
    await kam.locator('input[type="file"]').setInputFiles({
      name: `${code}-front.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photoAt({ lat: 32.4921, lng: 74.5312 }, code),
    });
    await kam.getByRole('button', { name: 'Upload photo' }).click();
    const photo = kam.getByRole('img', { name: `${code}-front.jpg, a photo of ${code}` });
    await expect(photo).toBeVisible();
    // The picture itself has come (through the bearer-authenticated download), not a placeholder.
    await expect
      .poll(
        () =>
          photo.evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(160);

    // Back to the list: filtered to Sialkot and searched by its code, it is the one row.
    await kam.getByRole('navigation').getByRole('link', { name: 'Sites' }).click();
    await expect(kam.getByRole('heading', { level: 1, name: 'Site management' })).toBeVisible();
    await chooseOptions(kam, 'Cities', ['Sialkot']);
    await kam.getByRole('searchbox', { name: 'Search approved sites' }).fill(code);
    const table = kam.getByRole('table', { name: 'Approved sites' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(escaped(code)) });
    await expect(row).toContainText('Paris Road');
    await expect(row).toContainText('Sialkot, Punjab');
    await expect(row).toContainText('Billboard');
    await expect(row).toContainText('40 × 20 ft');
    await expect(row).toContainText('Located');
    await expect(kam).toHaveURL(/city_ids=\d+/);

    // The Map view: the same city and search, one located site; the list of the sites in view names it.
    await kam.getByRole('radio', { name: 'Map' }).check({ force: true });
    await expect(kam).toHaveURL(/view=map/);
    await expect(kam.getByRole('searchbox', { name: 'Search approved sites' })).toHaveValue(code);
    await expect(kam.getByText('1 located site on the map.', { exact: false })).toBeVisible();
    const map = kam.getByRole('region', { name: 'Map of the approved sites' });
    await expect(map.getByRole('list', { name: 'Mediums by colour' })).toContainText('Billboard (1)');
    const listButton = map.getByRole('button', { name: /^List the sites in view/ });
    const noWebGL = map.getByText(/^The map (needs WebGL|could not start)/);
    await expect(listButton.or(noWebGL)).toBeVisible({ timeout: 30_000 });
    const webgl = await listButton.isVisible();
    if (webgl) {
      await expect(listButton).toHaveText('List the sites in view (1)');
      await listButton.click();
    }
    const listed = map.getByRole('list', { name: 'Sites on the map' });
    await expect(listed.getByRole('listitem')).toHaveCount(1);
    await expect(listed).toContainText(`${code} ${name}`);
    if (webgl) {
      // Shown on the map: its popup names it and links to its page.
      await listed.getByRole('button', { name: `Show on map: ${code}` }).click();
      const popup = kam.locator('.maplibregl-popup');
      await expect(popup).toContainText(`${code} · ${name}`);
      await expect(popup).toContainText('Billboard · Sialkot');
      // The inventory's map only shows sites: no "Choose" (the plan site table's pick action) on it.
      await expect(popup.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
      await kam.screenshot({ path: 'test-results/screens/site-management-map.png' });
      await popup.getByRole('link', { name: 'View site' }).click();
    } else {
      // Without WebGL the map says so and lists the sites (SiteMap's fallback).
      test.info().annotations.push({ type: 'map', description: 'no WebGL: the fallback list was used' });
      await kam.screenshot({ path: 'test-results/screens/site-management-map.png' });
      await listed.getByRole('link', { name: code }).click();
    }

    // The site's page: what was entered, and its photo.
    await expect(kam).toHaveURL(/\/site-management\/view\?id=\d+$/);
    await expect(kam.getByRole('heading', { level: 1, name: `${code} · ${name}` })).toBeVisible();
    await expect(kam.getByText('Billboard · Paris Road, Sialkot')).toBeVisible();
    await expect(kam.getByRole('img', { name: `${code}-front.jpg, a photo of ${code}` })).toBeVisible();
    await checkScreen(kam, 'site-view');
    await kam.context().close();
  });

  test('a requested site is completed and approved by a KAM, and a planner finds it free for a plan', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL!;
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Abdali Road roundabout ${stamp}`;
    const code = `MUX-UP-${stamp}`;

    // The field asks for a site (the operation analyst's app calls the API): Multan, Abdali Road, a unipole.
    const analyst = await apiToken(base, 'operation_analyst');
    const [cities, mediums] = await Promise.all([
      apiGet<{ data: City[] }>(base, analyst, '/cities/fetch-all-cities-admin'),
      apiGet<{ data: Named[] }>(base, analyst, '/medium/fetch-all-mediums-admin'),
    ]);
    const multan = cities.data.find((city) => city.name === 'Multan')!;
    const locations = await apiCall<{ data: Location[] }>(
      base,
      analyst,
      'POST',
      '/fetch-all-locations-city-wise/',
      { city_ids: [multan.id] },
    );
    const requested = await apiCall<SiteChanged>(
      base,
      analyst,
      'POST',
      '/admin/create-requested-site/appsells',
      {
        site_name: name,
        location_id: locations.data.find((location) => location.name === 'Abdali Road')!.id,
        medium_id: mediums.data.find((medium) => medium.name === 'Unipole')!.id,
        latitude: 30.1978,
        longitude: 71.4697,
        note: 'A new unipole facing the roundabout, free from next month.',
      },
    );
    expect(requested.site.status).toBe('pending');
    const provisional = requested.site.site_code;

    // The KAM finds it under Requested and opens it.
    const kam = await as(browser, 'key_account_manager');
    await kam.getByRole('navigation').getByRole('link', { name: 'Sites' }).click();
    await kam.getByRole('tab', { name: /^Requested/ }).click();
    await kam.getByRole('searchbox', { name: 'Search requested sites' }).fill(stamp);
    const requestedTable = kam.getByRole('table', { name: 'Requested sites' });
    await expect(requestedTable.getByRole('row')).toHaveCount(2);
    await requestedTable.getByRole('link', { name: provisional }).click();
    await expect(kam).toHaveURL(/\/site-management\/requested-site\/view\?id=\d+$/);
    await expect(kam.getByRole('heading', { level: 1, name: `${provisional} · ${name}` })).toBeVisible();
    await expect(kam.getByText('Requested', { exact: true })).toBeVisible();
    await expect(kam.getByText('A new unipole facing the roundabout, free from next month.')).toBeVisible();

    // What it still needs before approval, in words; it cannot be approved yet.
    const missing = kam.getByRole('list', { name: 'Missing for approval' });
    await expect(missing).toContainText('the site code (replace the provisional one)');
    for (const what of requested.site.missing_for_approval) await expect(missing).toContainText(what);
    await expect(kam.getByRole('button', { name: 'Approve site' })).toBeDisabled();

    // Complete details: a real code, its size and rate.
    await kam.getByRole('link', { name: 'Complete details' }).click();
    await expect(kam.getByRole('heading', { level: 1, name: `Complete ${provisional}` })).toBeVisible();
    await expect(kam.getByRole('combobox', { name: /^Location/ })).toContainText('Abdali Road');
    await checkScreen(kam, 'site-form-add-details');
    const codeField = kam.getByRole('textbox', { name: /^Site code/ });
    await codeField.fill(code);
    await typeNumber(kam, 'Width', '30');
    await typeNumber(kam, 'Height', '15');
    await typeNumber(kam, 'Monthly rate', '180000');
    await kam.getByRole('button', { name: 'Save details' }).click();

    // Back on its view: complete now, approved after the confirmation.
    await expect(kam.getByRole('heading', { level: 1, name: `${code} · ${name}` })).toBeVisible();
    await expect(kam.getByText('Its details are complete: it can be approved')).toBeVisible();
    await kam.getByRole('button', { name: 'Approve site' }).click();
    const confirm = kam.getByRole('alertdialog', { name: `Approve ${code}?` });
    await expect(confirm).toContainText('It joins the inventory for good');
    await confirm.getByRole('button', { name: 'Approve site' }).click();
    await expect(confirm).toBeHidden();
    await expect(kam.getByText('This site is approved: it is in the inventory.')).toBeVisible();

    // It is in the Approved tab now, and no longer among the requested sites.
    await kam.getByRole('link', { name: 'Back to the sites' }).click();
    await kam.getByRole('tab', { name: /^Approved/ }).click();
    await kam.getByRole('searchbox', { name: 'Search approved sites' }).fill(code);
    const approved = kam.getByRole('table', { name: 'Approved sites' });
    await expect(approved.getByRole('row')).toHaveCount(2);
    await expect(approved.getByRole('row', { name: new RegExp(escaped(code)) })).toContainText('Abdali Road');
    await kam.getByRole('tab', { name: /^Requested/ }).click();
    await kam.getByRole('searchbox', { name: 'Search requested sites' }).fill(stamp);
    await expect(kam.getByText('No sites match')).toBeVisible();
    await kam.context().close();

    // A planner, building a plan in progress, finds it among the site options: a fresh site is free.
    const plan = await newPlanInProgress(base, {
      campaign: 'Requested site',
      plan: 'Requested site plan',
      dates: { start_date: daysFromNow(30), end_date: daysFromNow(90) },
    });
    const planner = await as(browser, 'planner');
    await planner.goto(`/add-plan-sites/${plan.planId}`);
    await planner.getByRole('searchbox', { name: 'Search sites' }).fill(code);
    const options = planner.getByRole('table', { name: 'Inventory sites' });
    await expect(options.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
    const option = options.getByRole('row', { name: new RegExp(escaped(code)) });
    await expect(option).toContainText('Multan · Abdali Road');
    await expect(option).toContainText('Unipole');
    await expect(option).toContainText('Free');
    await expect(option.getByRole('checkbox', { name: `Select ${code}` })).toBeEnabled();
    await planner.context().close();
  });
});
