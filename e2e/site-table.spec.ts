import { expect, type Locator, type Page } from '@playwright/test';
import { apiCall, newPlanInProgress, type SiteOption, signIn, test } from './support.ts';

/**
 * Issue 15, the plan's site table (/add-plan-sites): a whole row in view at 1440×900 without sideways scrolling,
 * dates on the design system's picker, a prompt before unsaved edits are left, and a digital row refused without
 * its slot data. Screenshots at 1440 and 390, light and dark, go to test-results/site-table/.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Saved = {
  plan: { sites_list: Array<{ site_id: number; site_code: string; kind: string; city_name: string }> };
};

/** A plan in progress with six billboards and one screen, saved through the API as the planner. */
async function planWithRows(base: string) {
  const dates = { start_date: day(40), end_date: day(100) };
  const made = await newPlanInProgress(base, { campaign: 'Site table', plan: 'Site table plan', dates });
  const boards = made.sites.filter((site: SiteOption) => site.kind === 'conventional').slice(0, 6);
  const screen = made.sites.find((site: SiteOption) => site.kind === 'digital');
  expect(boards).toHaveLength(6);
  expect(screen).toBeTruthy();
  const row = (site: SiteOption) => ({
    site_id: site.id,
    ...dates,
    monthly_rate: 1_250_000,
    discount_percent: 10,
  });
  const saved = await apiCall<Saved>(
    base,
    made.tokens.planner,
    'POST',
    `/create-plansites/admin-appsell/${made.planId}`,
    {
      hide_columns: [],
      plan_form: [
        ...boards.map((site) => ({ ...row(site), printing_rate: 45, mounting_cost: 15_000 })),
        { ...row(screen!), spot_length_seconds: 10, loop_length_seconds: 60, spots_per_loop: 1 },
      ],
    },
  );
  const digital = saved.plan.sites_list.find((site) => site.kind === 'digital')!;
  return { ...made, rows: saved.plan.sites_list, digital, dates };
}

/** The element is inside the viewport's width: no sideways scrolling is needed to see it. */
async function expectInViewport(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is on the page`).not.toBeNull();
  expect(box!.x, `${what} starts in the viewport`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends in the viewport`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('the plan site table (issue 15)', () => {
  test('a planner sees whole rows, picks dates, is asked before leaving unsaved edits, and cannot save a digital row without its slot data', async ({
    browser,
    baseURL,
  }) => {
    const plan = await planWithRows(baseURL!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'planner');
    // Opened from within the app (as a link would), so Back stays in the app: a Back to another document is the
    // browser's own beforeunload question instead.
    await expect(page.getByRole('navigation')).toBeVisible();
    await page.evaluate((path) => window.history.pushState(null, '', path), `/add-plan-sites/${plan.planId}`);
    const table = page.getByRole('table', { name: /^Sites in the plan/ });
    // A loaded runner: the plan and its inventory take a while to come.
    await expect(table).toBeVisible({ timeout: 30_000 });

    // A whole row in view: its site, its total and its Remove, with no sideways scrolling anywhere.
    const first = plan.rows[0]!;
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(first.site_code) }) });
    await row.scrollIntoViewIfNeeded();
    await expectInViewport(page, row.getByRole('rowheader'), 'the site');
    await expectInViewport(page, row.getByRole('cell').nth(-2), 'the total');
    await expectInViewport(page, row.getByRole('button', { name: `Remove ${first.site_code}` }), 'Remove');
    const scroll = await page.evaluate(() => {
      const frame = document.querySelector('section[aria-label="Sites in the plan"]') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        frame: frame.scrollWidth - frame.clientWidth,
        rowHeight: (document.querySelector('tr[data-row-key]') as HTMLElement).getBoundingClientRect().height,
      };
    });
    expect(scroll.page, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
    expect(scroll.frame, 'the table does not scroll sideways').toBeLessThanOrEqual(0);
    expect(scroll.rowHeight, 'a row is not a tower').toBeLessThan(120);
    // The city's row starts at the table's left edge.
    const city = table
      .getByRole('columnheader', { name: new RegExp(`^${first.city_name}`) })
      .locator('span')
      .first();
    const [cityBox, tableBox] = await Promise.all([city.boundingBox(), table.boundingBox()]);
    expect(cityBox!.x - tableBox!.x).toBeLessThan(24);

    await page.screenshot({ path: 'test-results/site-table/1440-light.png', fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'test-results/site-table/1440-dark.png', fullPage: false });
    await page.emulateMedia({ colorScheme: 'light' });

    // A date on the design system's picker, by keyboard: open, one day back, Enter.
    const end = page.getByRole('button', { name: new RegExp(`^End date, ${first.site_code}: `) });
    await end.focus();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('application', { name: /^Calendar, End date/ })
        .or(page.locator('[data-scope="date-picker"][data-part="content"]')),
    ).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const endBefore = new Date(`${plan.dates.end_date}T00:00:00Z`);
    endBefore.setUTCDate(endBefore.getUTCDate() - 1);
    const shown = `${endBefore.getUTCDate()} ${endBefore.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' }).replace('Sept', 'Sep')} ${endBefore.getUTCFullYear()}`;
    await expect(page.getByRole('button', { name: `End date, ${first.site_code}: ${shown}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `End date, ${first.site_code}: ${shown}` })).toBeFocused();
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    // Leaving by the sidebar asks; Stay keeps the page and the edit.
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(prompt).toBeVisible();
    await page.screenshot({ path: 'test-results/site-table/1440-leave-prompt.png' });
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/add-plan-sites/${plan.planId}$`));
    await expect(page.getByRole('button', { name: `End date, ${first.site_code}: ${shown}` })).toBeVisible();

    // Back asks too, and Leave goes.
    await page.goBack();
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/add-plan-sites/${plan.planId}$`));
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).not.toHaveURL(/add-plan-sites/);

    // A digital row with its slot fields emptied: a message on each, and nothing is saved.
    await page.goto(`/add-plan-sites/${plan.planId}`);
    const code = plan.digital.site_code;
    for (const label of ['Spot (s)', 'Loop (s)', 'Spots per loop'])
      await page.getByRole('spinbutton', { name: `${label}, ${code}` }).fill('');
    await expect(page.getByRole('spinbutton', { name: `Spot (s), ${code}` })).toHaveAccessibleDescription(
      'Enter the spot length in seconds',
    );
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/create-plansites/')) saves += 1;
    });
    await page.getByRole('button', { name: 'Save sites' }).click();
    await expect(page.getByRole('spinbutton', { name: `Loop (s), ${code}` })).toHaveAccessibleDescription(
      'Enter the loop length in seconds',
    );
    expect(saves).toBe(0);
    // The server refuses the same row on its own, naming the row and the field.
    const refused = await fetch(`${baseURL}/api/create-plansites/admin-appsell/${plan.planId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${plan.tokens.planner}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        plan_form: [{ site_id: plan.digital.site_id, ...plan.dates, monthly_rate: 100_000 }],
      }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(
      `Row 1 (${code}): enter the spot length in seconds. 2 more fields need attention.`,
    );
    await context.close();
  });

  test('at 390 px the table scrolls sideways in its own frame, the site column staying in view', async ({
    browser,
    baseURL,
  }) => {
    const plan = await planWithRows(baseURL!);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'planner');
    await page.goto(`/add-plan-sites/${plan.planId}`);
    const frame = page.locator('section[aria-label="Sites in the plan"]');
    await expect(frame).toHaveAttribute('data-overflow', 'true', { timeout: 30_000 });
    await frame.scrollIntoViewIfNeeded();
    const widths = await frame.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await page.screenshot({ path: 'test-results/site-table/390-light.png' });
    // Scrolled to the money columns, the site stays at the left.
    await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const site = frame.getByRole('rowheader', { name: new RegExp(plan.rows[0]!.site_code) });
    const [siteBox, frameBox] = await Promise.all([site.boundingBox(), frame.boundingBox()]);
    expect(Math.abs(siteBox!.x - frameBox!.x)).toBeLessThan(4);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'test-results/site-table/390-dark.png' });
    await context.close();
  });
});
