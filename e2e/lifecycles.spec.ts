import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { apiGet, apiToken, signIn, test } from './support.ts';

/**
 * Issue 19, end to end: the admin's lifecycle explorer (docs/domain.md "Lifecycle explorer"). The plan lifecycle is
 * drawn in the browser from the machine, with the records in each state from the counters; its simulator steps a
 * plan from in progress to accepted through the server's own transition check, and shows a refusal explained in
 * the words the server answers with. Nothing is fetched from anywhere but the app's own server. A planner cannot
 * open the page.
 */

const countWords = (n: number | null) =>
  n === null ? 'not counted' : `${n} ${n === 1 ? 'record' : 'records'}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toContainText(option);
}

async function send(page: Page, event: string) {
  await page
    .getByRole('region', { name: 'Simulator' })
    .getByRole('button', { name: event, exact: true })
    .click();
}

async function expectState(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: `Now ${title}` })).toBeVisible();
  await expect(
    page.getByRole('img', { name: new RegExp(`^Plan lifecycle diagram, at ${title};`) }),
  ).toBeVisible();
  await expect(page.locator(`[data-current="true"]`)).toContainText(title);
}

test('the admin steps a plan from in progress to accepted and reads a refusal explained', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Lifecycles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lifecycles' })).toBeVisible();

  await choose(page, 'Lifecycle', 'Plan');
  const diagram = page.getByRole('img', { name: /^Plan lifecycle diagram, at In progress;/ });
  await expect(diagram).toBeVisible();
  // The records in each state, as the counters have them.
  const token = await apiToken(baseURL ?? '', 'admin');
  const { counts } = await apiGet<{ counts: Record<string, Record<string, number | null>> }>(
    baseURL ?? '',
    token,
    '/admin/fetch-lifecycle-counts',
  );
  const summary = page.getByRole('region', { name: 'Records in each state' });
  await expect(summary).toContainText(`In progress: ${countWords(counts.plan?.inprogress ?? null)}`);
  await expect(summary).toContainText(`Accepted: ${countWords(counts.plan?.accepted ?? null)}`);
  await expect(diagram).toContainText(countWords(counts.plan?.pending ?? null));

  const simulator = page.getByRole('region', { name: 'Simulator' });
  await expect(simulator.getByRole('combobox', { name: 'State' })).toContainText('In progress');

  // No site on the plan yet: the server's refusal, with the rule.
  await send(page, 'Submit');
  await expect(page.getByRole('alert')).toHaveText(
    'Refused: Cannot submit: this plan is in progress. A plan needs at least one site to be submitted.',
  );
  await simulator.getByRole('spinbutton', { name: 'Sites on the plan' }).fill('3');
  await send(page, 'Submit');
  await expectState(page, 'Pending');

  await simulator.getByRole('textbox', { name: 'Reason' }).fill('Swap the two Clifton sites');
  await send(page, 'Request modification');
  await expectState(page, 'Modification required');
  await send(page, 'Resubmit');
  await expectState(page, 'Modification pending');

  // Another plan of the brief is accepted: accepting is refused, and the page says why.
  const accepted = simulator.getByRole('checkbox', { name: 'The brief already has an accepted plan' });
  await accepted.focus();
  await accepted.press('Space');
  await expect(accepted).toBeChecked();
  await send(page, 'Accept');
  await expect(page.getByRole('alert')).toHaveText(
    'Refused: Cannot accept: this plan is modification pending. Only one plan per brief can be accepted, and this brief already has an accepted plan.',
  );
  await accepted.press('Space');
  await expect(accepted).not.toBeChecked();
  await send(page, 'Accept');
  await expectState(page, 'Accepted');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: '/tmp/wt-life-shot2.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(simulator).toContainText('Accepted is final: no event leaves it.');

  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /^Submit refused in In progress/,
    'Submit: In progress → Pending',
    'Request modification: Pending → Modification required',
    'Resubmit: Modification required → Modification pending',
    /^Accept refused in Modification pending/,
    'Accept: Modification pending → Accepted',
  ]);

  // The transitions table is the diagram's text alternative.
  await expect(page.getByRole('img', { name: /^Plan lifecycle diagram/ })).toHaveAccessibleDescription(
    /^The plan diagram as a table/,
  );
  const table = page.getByRole('table', { name: 'Plan transitions' });
  await expect(table.getByRole('row', { name: /Submit/ }).first()).toContainText('Admin, Planner');

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(foreign).toEqual([]);
});

test('a planner has no Lifecycles entry and cannot open the page', async ({ page }) => {
  await signIn(page, 'planner');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Lifecycles' })).toHaveCount(0);
  await page.goto('/lifecycles');
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByText('Lifecycles is not open to your role (Planner).')).toBeVisible();
});

test('on a phone in the dark theme the diagram scrolls in its own region and the page passes axe', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const page = await context.newPage();
  try {
    await signIn(page, 'admin');
    await page.goto('/lifecycles');
    await choose(page, 'Lifecycle', 'Plan');
    const region = page.getByRole('region', { name: 'Plan diagram, scrollable' });
    await expect(region.getByRole('img', { name: /^Plan lifecycle diagram/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Records in each state' })).toBeVisible();
    // The page does not widen: only the diagram's region scrolls sideways.
    const widths = await region.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(widths.page).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  } finally {
    await context.close();
  }
});
