import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken, type StaffRole, signIn } from './support.ts';

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

async function as(browser: Browser, role: StaffRole, view: (typeof VIEWS)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: view.viewport, colorScheme: view.colorScheme });
  const page = await context.newPage();
  await signIn(page, role);
  return page;
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

for (const view of VIEWS) {
  test(`briefs and plans pass axe for a KAM and a planner (${view.name})`, async ({ browser, baseURL }) => {
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
    const brief = briefs.briefs[0]!;
    const pendingPlan = pending.plans[0]!;
    const buildingPlan = inprogress.plans[0]!;

    const kam = await as(browser, 'key_account_manager', view);
    await check(
      kam,
      '/brief',
      (page) => expect(page.getByRole('tab', { name: /New/ })).toBeVisible(),
      `${view.name}-kam-briefs`,
    );
    await check(
      kam,
      `/brief-review-${brief.kind}/${brief.id}`,
      (page) => expect(page.getByRole('heading', { level: 1, name: /^Brief / })).toBeVisible(),
      `${view.name}-kam-brief-review`,
    );
    await check(
      kam,
      '/plan?tab=pending',
      (page) => expect(page.getByRole('row', { name: new RegExp(pendingPlan.planName) })).toBeVisible(),
      `${view.name}-kam-plans-pending`,
    );
    await check(
      kam,
      `/pending-plan-review/${pendingPlan.brief_id}/view-plan/${pendingPlan.plan_id}`,
      (page) => expect(page.getByRole('button', { name: 'Accept' })).toBeVisible(),
      `${view.name}-kam-plan-review`,
    );
    await kam.context().close();

    const planner = await as(browser, 'planner', view);
    await check(
      planner,
      `/add-plan-sites/${buildingPlan.plan_id}`,
      (page) => expect(page.getByRole('heading', { level: 1, name: buildingPlan.planName })).toBeVisible(),
      `${view.name}-planner-plan-sites`,
    );
    await check(
      planner,
      `/inprogress-plans/${buildingPlan.brief_id}/view-plan/${buildingPlan.plan_id}`,
      (page) => expect(page.getByRole('heading', { level: 1, name: buildingPlan.planName })).toBeVisible(),
      `${view.name}-planner-plan-view`,
    );
    await planner.context().close();
  });
}
