import { expect } from '@playwright/test';
import { apiGet, apiToken, signIn, test } from './support.ts';

type BriefCounts = { pendingBriefsCount: number; approvedBriefsCount: number; rejectedBriefsCount: number };
type PlanCounts = {
  inprogressPlansCount: number;
  pendingPlansCount: number;
  acceptedPlansCount: number;
  modificationPlansCount: number;
  rejectedPlansCount: number;
};
type Stats = Record<string, number>;

test('the dashboard shows the seeded numbers, each card linking to its list', async ({ page, baseURL }) => {
  const token = await apiToken(baseURL!, 'admin');
  const briefs = await apiGet<BriefCounts>(baseURL!, token, '/fetch-count-brief-status-wise');
  const plans = await apiGet<PlanCounts>(baseURL!, token, '/fetch-count-plan-status-wise');
  const stats = await apiGet<Stats>(baseURL!, token, '/fetch-dashboard-stats');

  // [figure group, card label, seeded count, link]: the figures sit below the work queue, one region a group.
  const expected: Array<[string, string, number, string]> = [
    ['Briefs', 'New briefs', briefs.pendingBriefsCount, '/brief'],
    ['Briefs', 'Approved briefs', briefs.approvedBriefsCount, '/brief'],
    ['Briefs', 'Rejected briefs', briefs.rejectedBriefsCount, '/brief'],
    ['Plans', 'Plans in progress', plans.inprogressPlansCount, '/plan'],
    ['Plans', 'Pending plans', plans.pendingPlansCount, '/plan'],
    ['Plans', 'Accepted plans', plans.acceptedPlansCount, '/plan'],
    ['Plans', 'Plans in modification', plans.modificationPlansCount, '/plan'],
    ['Plans', 'Lost plans', plans.rejectedPlansCount, '/lostPlan'],
    ['Overview', 'Total briefs', stats.totalBriefs!, '/brief'],
    ['Overview', 'Total plans', stats.totalPlans!, '/plan'],
    ['Overview', 'Active campaigns', stats.activeCampaigns!, '/campaign-management'],
    ['Overview', 'Completed campaigns', stats.completedCampaigns!, '/campaign-management'],
    ['Overview', 'Approved sites', stats.approvedSites!, '/site-management'],
    ['Overview', 'Pending sites', stats.pendingSites!, '/site-management'],
    ['Overview', 'Clients', stats.totalClients!, '/client-management'],
  ];
  for (const [, , value] of expected) expect(value, 'every seeded count is non-zero').toBeGreaterThan(0);

  await signIn(page, 'admin');
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  for (const [group, label, value, href] of expected) {
    const card = main
      .getByRole('region', { name: group, exact: true })
      .getByRole('link', { name: new RegExp(`${label}\\b`) });
    await expect(card).toContainText(value.toLocaleString('en-US'));
    await expect(card).toHaveAttribute('href', new RegExp(`^${href}`));
  }

  // The work queue leads to the same list.
  await expect(
    main.getByRole('region', { name: 'Waiting for you' }).getByRole('link', { name: /New briefs/ }),
  ).toHaveAttribute('href', /^\/brief/);
  await main
    .getByRole('region', { name: 'Briefs', exact: true })
    .getByRole('link', { name: /New briefs/ })
    .click();
  await expect(page).toHaveURL(/\/brief/);
});

// The work queue's height is its data's: on a phone it pushed the trends and figures down by a screen when it
// arrived (Lighthouse's CLS 0.18 on /dashboard). The sections under it now wait for it; nothing may move.
test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing on the dashboard moves as its figures arrive', async ({ page }) => {
    await signIn(page, 'admin');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A cold load of the signed-in page, its calls slowed so each section arrives on its own.
    await page.route('**/api/fetch-dashboard-queue', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/dashboard');
    const queue = page.getByRole('region', { name: 'Waiting for you' });
    await expect(queue.getByRole('link', { name: /^New briefs to review/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' }).getByText('Total briefs')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    const total = shifts.reduce((sum, value) => sum + value, 0);
    expect(total, `layout shifts: ${shifts.join(', ')}`).toBeLessThan(0.01);
  });
});

// The first Intl formatter a page builds loads ICU's data: 25–75 ms in one task in Debian's Chromium on our CI
// machines (README "The first load"), most of a point of Lighthouse's blocking time on its own. The dashboard's
// first load writes whole numbers, money and months without Intl (@ooh/ui/text-format); a formatter built on the
// way, or a module that calls toLocaleString as it loads, brings the cost back.
test('the dashboard loads, figures and charts drawn, without building an Intl formatter', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    const record = (what: string) => built.push(`${what} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          record(`Intl.${name}`);
          return Reflect.construct(target, args);
        },
      });
    }
    for (const [prototype, method] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ] as const) {
      const original = (prototype as unknown as Record<string, (...args: unknown[]) => string>)[method]!;
      (prototype as unknown as Record<string, unknown>)[method] = function (
        this: unknown,
        ...args: unknown[]
      ) {
        record(method);
        return original.apply(this, args);
      };
    }
  });
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Waiting for you' }).getByRole('link').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Overview' }).getByText('Total briefs')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Trends' }).getByRole('table').first()).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const built = await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);
  expect(built, 'Intl formatters built during the first load').toEqual([]);
});
