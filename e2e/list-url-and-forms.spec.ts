import { expect } from '@playwright/test';
import { signIn, test } from './support.ts';

/**
 * Issue 15: a list keeps its tab, page and search in the address, so a reload opens the same list; the brief
 * form keeps a budget as typed and says what is wrong; a start date before today is refused in words; a
 * malformed e-mail at sign-in is named (docs/domain.md "Forms and list addresses (issue 15)").
 */

test('a KAM pages and searches the approved briefs, reloads, and sees the same list', async ({ page }) => {
  await signIn(page, 'key_account_manager');
  await page.goto('/brief');
  await page.getByRole('tab', { name: /^Approved/ }).click();
  await expect(page).toHaveURL(/[?&]tab=approved/);
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Page 2 of', exact: false })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.reload();
  await expect(page.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Page 2 of', exact: false })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A search goes back to page 1 and lives in the address too; back returns to page 2.
  await page.getByRole('searchbox').fill('BR-');
  await expect(page).toHaveURL(/[?&]search=BR-/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('BR-');
  await expect(page.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'true');

  // A bad address opens the list at its defaults, without an error.
  await page.goto('/brief?tab=nonsense&page=-3&limit=99999');
  await expect(page.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
});

test('the brief form keeps a budget as typed and refuses a past start date, in words', async ({ page }) => {
  await signIn(page, 'key_account_manager');
  await page.goto('/create-brief');
  const budget = page.getByRole('spinbutton', { name: /^Budget/ });
  await budget.fill('12345678901234567890');
  await budget.blur();
  await expect(budget).toHaveValue('12345678901234567890');
  await expect(budget).toHaveAccessibleDescription(/At most PKR\s999,999,999,999/);

  const start = page.getByRole('textbox', { name: /^Start date/ });
  await start.click();
  await start.pressSequentially('01/06/2020');
  await start.press('Enter');
  await page.getByRole('button', { name: 'Create brief' }).click();
  await expect(start).toHaveAccessibleDescription(/The start date cannot be before today/);
  await expect(budget).toHaveValue('12345678901234567890');
});

test('a malformed e-mail at sign-in is named', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email: enter a valid e-mail address');
});
