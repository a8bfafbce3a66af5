import { type BrowserContext, expect, type Page } from '@playwright/test';
import { signIn, test } from './support.ts';

/**
 * Issue 19, "Storybook for designers": the built Storybook served by the app's server at /storybook. A signed-in
 * designer opens it from the user menu (the app gets a pass for it with the bearer token, then opens the address in a
 * new tab: no token in any address) and sees a screen's story render in the preview frame, with no part of either
 * page blocked by the Storybook policy (its inline scripts are allowed by hash). Without a pass the address says to
 * open it from the app.
 */

type ViolationWindow = Window & { __cspViolations?: string[] };

/** Every frame of the context records what its content security policy blocked. */
async function recordPolicyViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const own = window as ViolationWindow;
    own.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      own.__cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
}

const violationsIn = (page: Page) =>
  Promise.all(
    page.frames().map((frame) => frame.evaluate(() => (window as ViolationWindow).__cspViolations ?? [])),
  ).then((lists) => lists.flat());

test('a signed-in designer opens Storybook from the user menu and sees a screen story render', async ({
  context,
  page,
}) => {
  // A story's first load fetches a hundred and more files, each past the pass check: slow beside the test-runner.
  test.setTimeout(120_000);
  await recordPolicyViolations(context);
  await signIn(page, 'designer');
  // Opened at once, while the landing page may still be loading: its arrival once closed the menu (the focus moved
  // to the page's heading; e2e/shell.spec.ts has the test of it).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^User menu: / })
    .click();
  const [storybook] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Storybook' }).click(),
  ]);
  await storybook.waitForURL('**/storybook/');
  await expect(storybook.locator('#storybook-preview-iframe')).toBeVisible();
  // A story's own address, as designers share it, opens it in the preview frame, drawn from MSW's fake data. (Not by
  // clicking the sidebar: Storybook keeps scrolling its tree into place, which Playwright never finds stable enough
  // to click.)
  await storybook.goto('/storybook/?path=/story/screens-inventory-lookup-administration--mediums');
  const preview = storybook.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { name: 'Mediums', level: 1 })).toBeVisible({ timeout: 60_000 });
  // The mediums come from the story's fake backend: MSW's worker, registered under /storybook/, answered the call.
  await expect(preview.getByText('DOOH screen')).toBeVisible();
  expect(await violationsIn(storybook)).toEqual([]);
  // The app's own tab carries on where it was.
  await expect(page.getByRole('banner').getByRole('button', { name: /^User menu: / })).toBeVisible();
});

test('without a pass, /storybook says to open it from the app', async ({ page }) => {
  const response = await page.goto('/storybook/');
  expect(response?.status()).toBe(401);
  await expect(
    page.getByRole('heading', { name: 'Storybook is for signed-in staff', level: 1 }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open the app' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});
