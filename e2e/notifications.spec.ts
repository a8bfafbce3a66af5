import { expect, type Page } from '@playwright/test';
import { signIn, test } from './support.ts';

/**
 * Issue 15: notifications linked to bare lists or to screens the reader's role may not open, nothing was ever
 * marked read and there was no unread count; the dashboard was 17 number cards with nothing to act on.
 */

/** The top bar's bell, named with the unread count ("Notifications, 3 unread"). */
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

async function unreadOf(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAccessibleName(/unread$/);
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /Notifications, (\d+|none)\+? unread/.exec(name);
  return match?.[1] === 'none' ? 0 : Number(match?.[1]);
}

test('a KAM opens a notification on its record, it is marked read, and "Mark all as read" zeroes the count', async ({
  page,
}) => {
  await signIn(page, 'key_account_manager');
  const before = await unreadOf(page);
  expect(before, 'the seed leaves a few unread').toBeGreaterThan(0);

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const unread = page.getByRole('heading', { level: 2, name: /^Unread: / }).first();
  const link = unread.getByRole('link');
  const target = (await link.getAttribute('href')) ?? '';
  expect(target, 'a record, not a bare list').toMatch(/\/\d+$|search=/);
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toHaveCount(0);
  await expect(page.getByText(/not for your role|do not have access|don’t have access/i)).toHaveCount(0);
  await expect.poll(() => unreadOf(page)).toBe(before - 1);

  await bell(page).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Unread: / })).toHaveCount(
    Math.min(before - 1, 10),
  );
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
  await expect(page.getByRole('heading', { level: 2, name: /^Unread: / })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('All read')).toBeVisible();
});

test("the dashboard leads with the KAM's queue, and its charts have their text alternative", async ({
  page,
}) => {
  await signIn(page, 'key_account_manager');
  await page.goto('/dashboard');
  const regions = page.locator('main section[aria-labelledby]');
  const first = page.getByRole('region', { name: 'Waiting for you' });
  await expect(first).toBeVisible();
  await expect(regions.first()).toHaveAttribute(
    'aria-labelledby',
    (await first.getAttribute('aria-labelledby')) ?? '',
  );
  const review = first.getByRole('list', { name: 'New briefs to review' }).getByRole('link').first();
  await expect(review).toHaveAttribute('href', /^\/brief-review-(form|file)\/\d+$/);
  const trends = page.getByRole('region', { name: 'Trends' });
  await expect(trends.getByRole('table', { name: /Briefs received per week/ })).toBeAttached();
  await expect(trends.getByRole('table', { name: /Value of plans accepted per month/ })).toBeAttached();
  await review.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toHaveCount(0);
});
