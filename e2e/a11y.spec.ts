import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import { apiGet, apiToken, type StaffRole, signIn, test } from './support.ts';

/**
 * The brief and plan screens, as each role that works in them sees them, checked with axe (WCAG 2.2 AA) at desk
 * width in the light theme and at phone width in the dark one (the app follows the device's colour scheme).
 * Each screen is also saved as a screenshot under test-results/screens/ for review.
 */

type PlanPage = { plans: Array<{ plan_id: number; brief_id: number; planName: string }> };
type BriefPage = { briefs: Array<{ id: number; kind: 'form' | 'file' }> };

const VIEWS = [
  { name: 'desk-light', viewport: { width: 1440, height: 900 }, colorScheme: 'light' },
  { name: 'phone-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

type SavedState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

/** Signs a role in once through the form; each screen's test then starts from the saved session. */
async function signedIn(browser: Browser, role: StaffRole, view: (typeof VIEWS)[number]) {
  const context = await browser.newContext({ viewport: view.viewport, colorScheme: view.colorScheme });
  await signIn(await context.newPage(), role);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** `check` in a new context signed in from the saved session, closed after. */
async function checkAs(
  browser: Browser,
  state: SavedState,
  view: (typeof VIEWS)[number],
  ...rest: Parameters<typeof check> extends [Page, ...infer R] ? R : never
) {
  const context = await browser.newContext({
    viewport: view.viewport,
    colorScheme: view.colorScheme,
    storageState: state,
  });
  try {
    await check(await context.newPage(), ...rest);
  } finally {
    await context.close();
  }
}

/** Opens a screen, waits until it has loaded what it shows, saves a screenshot and checks it with axe. */
async function check(page: Page, path: string, loaded: (page: Page) => Promise<void>, shot: string) {
  await page.goto(path);
  await loaded(page);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.screenshot({ path: `test-results/screens/${shot}.png`, fullPage: true });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `${path} (${shot})`).toEqual([]);
}

/**
 * One test per screen and view, so each has the whole test timeout for its one page and its axe run (the six
 * screens of a view in one test took 58 s of its 60 on a quiet machine, and timed out under load).
 */
for (const view of VIEWS) {
  test.describe(`briefs and plans pass axe for a KAM and a planner (${view.name})`, () => {
    let brief: BriefPage['briefs'][number];
    let pendingPlan: PlanPage['plans'][number];
    let buildingPlan: PlanPage['plans'][number];
    let kam: SavedState;
    let planner: SavedState;

    test.beforeAll(async ({ browser, baseURL }) => {
      const kamToken = await apiToken(baseURL!, 'key_account_manager');
      const briefs = await apiGet<BriefPage>(baseURL!, kamToken, '/fetch-all-briefs-admin?page=1&limit=1');
      const pending = await apiGet<PlanPage>(
        baseURL!,
        kamToken,
        '/fetch-briefs-pending-plans-list/admin-appsells?page=1&limit=1',
      );
      const inprogress = await apiGet<PlanPage>(
        baseURL!,
        kamToken,
        '/fetch-briefs-inprogress-plans-list/admin-appsells?page=1&limit=1',
      );
      brief = briefs.briefs[0]!;
      pendingPlan = pending.plans[0]!;
      buildingPlan = inprogress.plans[0]!;
      kam = await signedIn(browser, 'key_account_manager', view);
      planner = await signedIn(browser, 'planner', view);
    });

    test('KAM: the brief lists', async ({ browser }) => {
      await checkAs(
        browser,
        kam,
        view,
        '/brief',
        (page) => expect(page.getByRole('tab', { name: /New/ })).toBeVisible(),
        `${view.name}-kam-briefs`,
      );
    });

    test('KAM: a brief under review', async ({ browser }) => {
      await checkAs(
        browser,
        kam,
        view,
        `/brief-review-${brief.kind}/${brief.id}`,
        (page) => expect(page.getByRole('heading', { level: 1, name: /^Brief / })).toBeVisible(),
        `${view.name}-kam-brief-review`,
      );
    });

    test('KAM: the pending plans', async ({ browser }) => {
      await checkAs(
        browser,
        kam,
        view,
        '/plan?tab=pending',
        (page) => expect(page.getByRole('row', { name: new RegExp(pendingPlan.planName) })).toBeVisible(),
        `${view.name}-kam-plans-pending`,
      );
    });

    test('KAM: a plan under review', async ({ browser }) => {
      await checkAs(
        browser,
        kam,
        view,
        `/pending-plan-review/${pendingPlan.brief_id}/view-plan/${pendingPlan.plan_id}`,
        (page) => expect(page.getByRole('button', { name: 'Accept' })).toBeVisible(),
        `${view.name}-kam-plan-review`,
      );
    });

    test("planner: a plan's site table", async ({ browser }) => {
      await checkAs(
        browser,
        planner,
        view,
        `/add-plan-sites/${buildingPlan.plan_id}`,
        (page) => expect(page.getByRole('heading', { level: 1, name: buildingPlan.planName })).toBeVisible(),
        `${view.name}-planner-plan-sites`,
      );
    });

    test('planner: a plan being built', async ({ browser }) => {
      await checkAs(
        browser,
        planner,
        view,
        `/inprogress-plans/${buildingPlan.brief_id}/view-plan/${buildingPlan.plan_id}`,
        (page) => expect(page.getByRole('heading', { level: 1, name: buildingPlan.planName })).toBeVisible(),
        `${view.name}-planner-plan-view`,
      );
    });
  });
}

type CampaignPage = { campaigns: Array<{ brief_id: number; name: string }> };

for (const view of VIEWS) {
  test.describe(`pay orders and campaigns pass axe for an admin (${view.name})`, () => {
    let campaign: CampaignPage['campaigns'][number];
    let admin: SavedState;

    test.beforeAll(async ({ browser, baseURL }) => {
      const adminToken = await apiToken(baseURL!, 'admin');
      const active = await apiGet<CampaignPage>(
        baseURL!,
        adminToken,
        '/campaign-fetch/admin/appsells?page=1&limit=1',
      );
      campaign = active.campaigns[0]!;
      admin = await signedIn(browser, 'admin', view);
    });

    test('admin: the pending pay orders', async ({ browser }) => {
      await checkAs(
        browser,
        admin,
        view,
        '/plan-po-review?tab=pending',
        (page) => expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true'),
        `${view.name}-admin-pay-orders`,
      );
    });

    test('admin: the active campaigns', async ({ browser }) => {
      await checkAs(
        browser,
        admin,
        view,
        '/campaign-management',
        (page) => expect(page.getByRole('link', { name: campaign.name })).toBeVisible(),
        `${view.name}-admin-campaigns`,
      );
    });

    test('admin: a campaign with its sites', async ({ browser }) => {
      await checkAs(
        browser,
        admin,
        view,
        `/campaign-details/${campaign.brief_id}`,
        (page) =>
          expect(page.getByRole('table', { name: 'Campaign sites' }).getByRole('row').nth(1)).toBeVisible(),
        `${view.name}-admin-campaign-details`,
      );
    });
  });
}
