import { type Browser, expect, type Page } from '@playwright/test';
import { apiGet, apiToken, STAFF_ROLES, type StaffRole, signIn, test } from './support.ts';

// Issue 15, "The shell": the phone layout, dark mode, the editor's way to its work, toasts off the controls,
// and document titles that name the record.

const PHONE = { width: 390, height: 844 };

/** Signs in (at any width: support's signIn waits on the top bar) and waits for the home's heading. */
async function signInAnyWidth(page: Page, role: StaffRole) {
  await signIn(page, role);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth > root.clientWidth;
  });
}

async function phonePage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  return { context, page: await context.newPage() };
}

test.describe('at 390 × 844', () => {
  for (const role of STAFF_ROLES) {
    test(`the ${role}'s home fits the width, and the menu button opens the navigation in a drawer`, async ({
      browser,
    }) => {
      const { context, page } = await phonePage(browser);
      await signInAnyWidth(page, role);
      // Wait for the page's content to settle (lists, cards) before measuring. Not 'networkidle': a signed-in tab
      // keeps its live notification stream open (docs/domain.md "Live delivery"), so the network is never idle.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await pageScrollsSideways(page)).toBe(false);
      // No sidebar beside the page: the navigation is behind the menu button.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open the menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'OOH back office' });
      await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await context.close();
    });
  }

  test("none of the admin's screens scrolls sideways (tables and forms keep to the width)", async ({
    browser,
  }) => {
    // The admin reaches every screen of the navigation; a crawl of each role's pages at 390 px (2026-11-29) found
    // none wider than the screen, and this holds it for the screens without a record in their address.
    const { context, page } = await phonePage(browser, { colorScheme: 'dark' });
    await signInAnyWidth(page, 'admin');
    const wide: string[] = [];
    for (const path of [
      '/dashboard',
      '/brief',
      '/notifications',
      '/campaign-management',
      '/user-management',
      '/site-management',
      '/client-management',
      '/plan',
      '/lostPlan',
      '/competitor-report',
      '/plan-po-review',
      '/operation-analyst',
      '/create-brief',
      '/create-brief-by-file',
      '/plan/visual-representation',
      '/site-management/add',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (await pageScrollsSideways(page)) wide.push(path);
    }
    expect(wide, 'screens wider than 390 px').toEqual([]);
    await context.close();
  });

  test('a list page does not scroll sideways (its table scrolls in its own region), and the drawer closes on navigation', async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    await signInAnyWidth(page, 'planner');
    await page.goto('/plan');
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'OOH back office' });
    await drawer.getByRole('link', { name: 'Lost plans' }).click();
    await expect(page).toHaveURL(/\/lostPlan$/);
    await expect(drawer).toHaveCount(0);
    await context.close();
  });

  test("a list's columns of words keep a readable width: dates and campaign names on two lines at most", async ({
    browser,
  }) => {
    // The table gave "Dates" 70 px here, and "20 Dec 2026 – 9 Mar 2027" stood a word a line, six lines a row; the
    // analyst's campaign names had 100 px, four lines ("Ravi Textiles Winter Warmth"); the campaign manager's
    // "Waiting" 85 px, rows of 268 px.
    const lists = [
      { role: 'key_account_manager', paths: ['/plan', '/brief'], row: /BR-\d{4}-\d{4}/ },
      { role: 'operation_analyst', paths: ['/operation-analyst', '/campaign-management'], row: /\d{4} – \d/ },
    ] as const;
    for (const { role, paths, row } of lists) {
      const { context, page } = await phonePage(browser);
      await signInAnyWidth(page, role);
      for (const path of paths) {
        await page.goto(path);
        const table = page.getByRole('table').first();
        // The page's rows have come (the header draws while they load).
        await expect(table.getByRole('row').nth(1)).toContainText(row);
        const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
        const firstRow = table.getByRole('row').nth(1);
        for (const header of ['Dates', 'Campaign']) {
          const index = headers.indexOf(header);
          expect(index, `${path} has a ${header} column`).toBeGreaterThanOrEqual(0);
          const cell = firstRow.getByRole('cell').nth(index);
          await expect(cell).toHaveText(/\S/);
          // The name itself where the cell links it (the campaign manager's cell adds the client below it).
          const lines = await cell.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element.querySelector('a') ?? element);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          });
          expect(lines, `${path}: the first row's ${header}`).toBeLessThanOrEqual(2);
        }
        // Every column of words (start-aligned) is at least 120 px wide (the table's phone minimum).
        const narrow = await firstRow.getByRole('cell').evaluateAll((cells) =>
          cells
            .filter((cell) => cell.textContent?.trim() && getComputedStyle(cell).textAlign === 'start')
            .map((cell) => ({
              text: cell.textContent?.trim().slice(0, 30),
              width: cell.getBoundingClientRect().width,
            }))
            .filter(({ width }) => width < 119.5),
        );
        expect(narrow, `${path}: columns of words narrower than 120 px`).toEqual([]);
      }
      await context.close();
    }
  });
});

test.describe('dark mode', () => {
  const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

  test('follows the system setting, and the user menu choice overrides it across a reload', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await signInAnyWidth(page, 'planner');
    await expect.poll(() => theme(page)).toBe('dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => theme(page)).toBe('dark');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => theme(page)).toBe('dark');
    // Applied before the app ran: the loading screen's marker set by color-scheme.js.
    expect(await page.locator('html').getAttribute('data-scheme')).toBe('dark');

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect.poll(() => theme(page)).toBe('light');
    await context.close();
  });
});

test('the editor signs in to a working screen and reaches the plans waiting after a modification', async ({
  page,
}) => {
  await signInAnyWidth(page, 'editor');
  await expect(page).toHaveURL(/\/plan\/visual-representation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Visual representation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Visual representation',
  ]);
  const waiting = page.getByRole('list', { name: 'Plans waiting after a modification' });
  const first = waiting.getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/modification-pending\/\d+\/view-plan\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/access|not found/i);
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toHaveCount(0);
});

test('a toast does not cover Sign out or the user menu', async ({ page, baseURL }) => {
  const token = await apiToken(baseURL as string, 'admin');
  const briefs = await apiGet<{ briefs: { id: number }[] }>(
    baseURL as string,
    token,
    '/fetch-all-approved-briefs-admin?page=1&limit=1',
  ).catch(() => ({ briefs: [{ id: 1 }] }));
  const briefId = briefs.briefs[0]?.id ?? 1;

  await signInAnyWidth(page, 'admin');
  const loaded = page.waitForResponse((response) =>
    response.url().includes(`/fetch-single-brief-admin/${briefId}`),
  );
  await page.goto(`/view-brief-details/${briefId}`);
  const { brief } = (await (await loaded).json()) as { brief: Record<string, unknown> };
  // The save is answered here, so the demo data is not changed: only the toast it raises matters.
  await page.route('**/api/add-design-link/**', (route) =>
    route.fulfill({
      json: { message: 'Design link saved', brief: { ...brief, design_link: 'https://example.com/d' } },
    }),
  );
  await page.getByLabel('Design link URL').fill('https://example.com/d');
  await page.getByRole('form', { name: 'Change the design link' }).getByRole('button').click();
  const toast = page.getByRole('status').filter({ hasText: 'Design link saved' });
  await expect(toast).toBeVisible();

  const toastBox = await toast.boundingBox();
  for (const control of [
    page.getByRole('button', { name: 'Sign out' }),
    page.getByRole('button', { name: /^User menu/ }),
  ]) {
    const box = await control.boundingBox();
    expect(toastBox && box).toBeTruthy();
    if (!toastBox || !box) continue;
    const overlaps =
      toastBox.x < box.x + box.width &&
      box.x < toastBox.x + toastBox.width &&
      toastBox.y < box.y + box.height &&
      box.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
  }
});

test("a record page's title names the record", async ({ page, baseURL }) => {
  const token = await apiToken(baseURL as string, 'planner');
  const list = await apiGet<{ plans: { plan_id: number; planName: string; brief_number: string }[] }>(
    baseURL as string,
    token,
    '/approved-plans-admin?page=1&limit=1',
  );
  const plan = list.plans[0];
  expect(plan).toBeTruthy();
  if (!plan) return;
  await signInAnyWidth(page, 'planner');
  await page.goto(`/view-plan/${plan.plan_id}`);
  await expect(page).toHaveTitle(`${plan.brief_number} · ${plan.planName} · OOH back office`);
  await page.goto('/plan');
  await expect(page).toHaveTitle('Plans · OOH back office');
});

test("a menu opened while the next page's code loads stays open, and keeps the focus, when the page arrives", async ({
  page,
}) => {
  await signInAnyWidth(page, 'admin');
  // The next screen's code comes slowly, as on a slow line: the shell stays, the page shows it is loading.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('status', { name: 'Loading Notifications' })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^User menu: / })
    .click();
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  // The page arrives and names the document (the effect that would move focus to its heading has run)…
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveTitle(/^Notifications/);
  // …and the menu the reader opened meanwhile is still open, with the focus in it.
  await expect(signOut).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).not.toBeFocused();
  await expect(page.getByRole('menu')).toBeFocused();
});
