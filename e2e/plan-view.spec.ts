import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet, apiToken, signIn, test } from './support.ts';

/**
 * Issue 15: a plan view is one table of every city, every money column and the plan's total within a desk
 * screen, dates on one line; a brief's details link its plans; a brief with an accepted plan says, where a plan
 * would be created, that no new plan could be accepted.
 */

type PlanListItem = {
  plan_id: number;
  brief_id: number;
  brief_number: string;
  planName: string;
  sites: number;
};

const DESK = { width: 1440, height: 900 };
const MONEY_HEADERS = ['Monthly rate', 'Gross', 'Net', 'Printing rate / sq ft', 'Production', 'Total'];

/** The seeded accepted plan with the most sites: the widest table. */
async function acceptedPlan(baseURL: string): Promise<PlanListItem> {
  const token = await apiToken(baseURL, 'key_account_manager');
  const { plans } = await apiGet<{ plans: PlanListItem[] }>(baseURL, token, '/approved-plans-admin?limit=50');
  const plan = [...plans].sort((a, b) => b.sites - a.sites)[0];
  if (!plan) throw new Error('the seed has no accepted plan');
  return plan;
}

async function expectInViewport(page: Page, locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize() ?? DESK;
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height);
}

test.describe('plan views', () => {
  test.use({ viewport: DESK });

  test('a KAM sees every money column and the total of an accepted plan at 1440 × 900, dates on one line', async ({
    page,
    baseURL,
  }) => {
    const plan = await acceptedPlan(baseURL ?? '');
    await signIn(page, 'key_account_manager');
    await page.goto(`/approved-plan-review/${plan.brief_id}/view-plan/${plan.plan_id}`);
    await expect(page.getByRole('heading', { level: 1, name: plan.planName })).toBeVisible();

    const table = page.getByRole('table', { name: 'Sites by city, amounts in PKR' });
    await expect(table).toBeVisible();
    for (const header of MONEY_HEADERS)
      await expectInViewport(page, table.locator('thead th', { hasText: header }), `${header} header`);
    const total = table.getByRole('row', { name: /^Plan total/ });
    await expect(total).toContainText(`${plan.sites} site`);
    await expectInViewport(page, total, 'the plan total row');

    // No scroll box inside the page: the table's container is as wide as the table.
    const overflow = await table.evaluate((element) => {
      const box = element.parentElement as HTMLElement;
      return { scroll: box.scrollWidth, client: box.clientWidth, maxHeight: getComputedStyle(box).maxHeight };
    });
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    expect(overflow.maxHeight).toBe('none');

    // A date range is one line: its height is one line's.
    const dates = table.locator('td[data-column="dates"] > span').first();
    await expect(dates).toHaveText(/^\d{1,2} \w{3}( \d{4})? – \d{1,2} \w{3} \d{4}$/);
    const { height, lineHeight } = await dates.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);
  });

  test('a KAM opens a plan from its brief’s details', async ({ page, baseURL }) => {
    const plan = await acceptedPlan(baseURL ?? '');
    await signIn(page, 'key_account_manager');
    await page.goto(`/view-brief-details/${plan.brief_id}`);
    const plans = page.getByRole('table', { name: 'Plans of this brief' });
    await plans.getByRole('link', { name: plan.planName }).click();
    await expect(page).toHaveURL(new RegExp(`/view-plan/${plan.plan_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: plan.planName })).toBeVisible();
  });

  test('a planner is told, instead of offered Create plan, that a brief with an accepted plan takes no new one', async ({
    page,
    baseURL,
  }) => {
    const plan = await acceptedPlan(baseURL ?? '');
    await signIn(page, 'planner');
    await page.goto('/plan');
    await page.getByRole('searchbox', { name: /^Search approved briefs/i }).fill(plan.brief_number);
    const row = page.getByRole('row', { name: new RegExp(plan.brief_number) });
    await expect(row).toContainText('No new plan: one is accepted');
    await expect(row).toContainText(`Accepted: ${plan.planName}`);
    await expect(page.getByRole('button', { name: `Create plan for ${plan.brief_number}` })).toHaveCount(0);
  });
});
