import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { apiCall, apiGet, apiToken, signIn, test } from './support.ts';

/**
 * Issue 17, end to end: an admin adds a planner; the planner sets a password from the link in the mail outbox and
 * signs in; a brief a designer accepts reaches the planner's open tab at once (the live stream), with the popup at
 * the top right, without a reload. docs/domain.md "User", "People management screens", "Live delivery".
 */

type Named = { id: number; name: string };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A new brief made through the API by the KAM, for every region, city and medium of the seed. */
async function newPendingBrief(base: string, campaign: string) {
  const kam = await apiToken(base, 'key_account_manager');
  const [regions, cities, mediums, clients] = await Promise.all([
    apiGet<{ data: Named[] }>(base, kam, '/appsells/fetch-regions'),
    apiGet<{ data: Named[] }>(base, kam, '/cities/fetch-all-cities-admin'),
    apiGet<{ data: Named[] }>(base, kam, '/medium/fetch-all-mediums-admin'),
    apiGet<{ clients: Array<{ id: number }> }>(base, kam, '/admin/fetch-all-clients?limit=1'),
  ]);
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const { brief } = await apiCall<{ brief: { id: number } }>(
    base,
    kam,
    'POST',
    '/create-brief/admin-appsells',
    {
      client_id: clients.clients[0]?.id,
      campaign_name: campaign,
      objective: 'Launch',
      start_date: start,
      end_date: end,
      budget: 2_500_000,
      region_ids: regions.data.map((region) => region.id),
      city_ids: cities.data.map((city) => city.id),
      medium_ids: mediums.data.map((medium) => medium.id),
    },
  );
  return brief.id;
}

test('an admin adds a planner, who sets a password from the outbox link, signs in, and sees an accepted brief arrive live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const stamp = Date.now().toString(36).slice(-6);
  const name = `Sana Qureshi ${stamp}`;
  const email = `sana.qureshi.${stamp}@demo.local`;
  const password = `Kite-Harbour-${stamp}-Lantern`;

  // The admin adds the planner.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/user-management');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Add user' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('combobox', { name: /^Role/ }).click();
  await admin.getByRole('option', { name: 'Planner', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();
  await admin.getByRole('searchbox').fill(stamp);
  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expectNoAxeViolations(admin);

  // The link is in the outbox (no SMTP server here): the admin reads it there.
  await admin.getByRole('tab', { name: 'Mail outbox' }).click();
  const message = admin.getByRole('listitem').filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  const body = (await message.textContent()) ?? '';
  const link = /\/set-password\?token=[A-Za-z0-9_-]+/.exec(body)?.[0];
  expect(link, body).toBeTruthy();

  // The planner opens the link, sees the rules, sets a password, and signs in with it.
  const plannerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  const planner = await plannerContext.newPage();
  await planner.goto(link ?? '/');
  await expect(planner.getByText(email)).toBeVisible();
  await planner.getByLabel(/^New password/).fill('password1234');
  await expect(planner.getByRole('listitem').filter({ hasText: 'Not a common password' })).toContainText(
    'not met',
  );
  await expectNoAxeViolations(planner);
  await planner.getByLabel(/^New password/).fill(password);
  await planner.getByLabel(/^Type it again/).fill(password);
  await planner.getByRole('button', { name: 'Set password' }).click();
  await expect(planner.getByText(`Sign in with ${email} and your new password.`)).toBeVisible();
  await planner.getByRole('link', { name: 'Sign in' }).click();
  await planner.getByLabel('Email').fill(email);
  await planner.getByLabel('Password', { exact: true }).fill(password);
  await planner.getByRole('button', { name: 'Sign in' }).click();
  await expect(planner.getByRole('banner').getByRole('button', { name: /^User menu: / })).toBeVisible();

  // The link works once.
  const again = await fetch(`${base}/api/user/password-link`, {
    headers: { 'x-password-token': new URL(link ?? '/', base).searchParams.get('token') ?? '' },
  });
  expect(again.status).toBe(401);

  // The admin sees the account active now.
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByRole('searchbox').fill(stamp);
  await expect(admin.getByRole('row', { name: new RegExp(name) })).toContainText('Active');
  await adminContext.close();

  // A designer accepts a new brief: the planner's open tab shows the popup without a reload.
  const campaign = `Live delivery ${stamp}`;
  const briefId = await newPendingBrief(base, campaign);
  const navigations: string[] = [];
  planner.on('framenavigated', (frame) => {
    if (frame === planner.mainFrame()) navigations.push(frame.url());
  });
  // Let the stream open (it opens after the first page) before the event happens.
  await planner.waitForTimeout(1500);
  const designer = await apiToken(base, 'designer');
  await apiCall(base, designer, 'PATCH', `/accept-brief-admin-appsells/${briefId}`);
  const popups = planner.getByRole('region', { name: /^New notifications/ });
  const popup = popups.getByRole('status').filter({ hasText: 'Brief accepted' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup).toContainText(campaign);
  expect(navigations, 'no reload, no navigation').toEqual([]);
  await plannerContext.close();
});

// A password changed ends the account's other sessions (docs/domain.md "User"): the other device is sent to sign
// in at its next call; the tab that changed it carries on with the fresh token.
test('changing one’s password signs the other device out and keeps this tab signed in', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const admin = await apiToken(base, 'admin');
  const email = `two.devices.${Date.now()}@example.com`;
  await apiCall(base, admin, 'POST', '/admin/add/user', { name: 'Dana Devices', email, role: 'designer' });
  const outbox = await apiGet<{ messages: Array<{ recipient: string; body: string }> }>(
    base,
    admin,
    '/admin/mail-outbox?limit=20',
  );
  const token = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(
    outbox.messages.find((message) => message.recipient === email)?.body ?? '',
  )?.[1];
  expect(token).toBeTruthy();
  const first = 'Quiet-Harbour-Lamp-31';
  const set = await fetch(`${base}/api/user/update-password/appsells`, {
    method: 'PATCH',
    headers: { 'x-password-token': token ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ password: first }),
  });
  expect(set.status).toBe(200);

  const signInAs = async (password: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return page;
  };
  const laptop = await signInAs(first);
  const phone = await signInAs(first);
  // A token's clock counts whole seconds: the change must come after the phone's sign-in second.
  await laptop.waitForTimeout(1100);

  await laptop.getByRole('button', { name: /^User menu/ }).focus();
  await laptop.keyboard.press('ArrowDown');
  const menu = laptop.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel(/^Current password/).fill(first);
  await dialog.getByLabel(/^New password/).fill('Second-Harbour-Lamp-72');
  await dialog.getByLabel(/^Type the new password again/).fill('Second-Harbour-Lamp-72');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(
    laptop.getByText('Your password was changed. Your other devices are signed out.'),
  ).toBeVisible();

  // This tab goes on working: a reload re-reads its page with the fresh token.
  await laptop.reload();
  await expect(laptop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(laptop).not.toHaveURL(/\/login/);
  // The other device is sent to sign in at its next call.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await expect(phone.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expectNoAxeViolations(laptop);
});
