import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';

/** WCAG 2.2 level AA, the project's bar: every story passes it, and its colours pass in both themes. */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const themes = ['light', 'dark'] as const;
/**
 * What a theme changes. Switching the theme global re-renders the story with the other theme's colour variables:
 * the same elements, names, roles and layout, other colours. So the light pass runs every WCAG 2.2 AA rule, and the
 * dark pass the rules that read colours (contrast, and links told apart from text by colour); the others would
 * check the very same DOM a second time. The dark pass was half of each story's axe time.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];
const axeRun = {
  light: { type: 'tag', values: wcag22aa },
  dark: { type: 'rule', values: colourRules },
} as const;

/**
 * What axe reads: the story and what it puts in portals (dialogs, menus, popovers, toasts are appended to the body,
 * outside #storybook-root), without Storybook's own hidden wrappers and the docs root.
 */
const storyAndItsPortals = { include: [['body']], exclude: [['.sb-wrapper'], ['#storybook-docs']] };

type StorybookWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
};

/** Switches the toolbar's theme global, as a reader would, and waits until the page wears it. */
async function switchTheme(page: Page, theme: (typeof themes)[number]) {
  if (await page.evaluate((expected) => document.documentElement.dataset.theme === expected, theme)) return;
  await page.evaluate(
    (globals) => {
      (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals });
    },
    { theme },
  );
  await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, theme);
  // Let React commit and the browser paint before axe reads colours.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    // No transitions or animations, so axe never samples a colour halfway through one.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The stories of one file share the page, so axe is injected once per page (about 65 ms a story otherwise).
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page) {
    // The story is checked in the theme the page wears first, then in the other: one theme switch (a re-render) a
    // story, not three. The stories of one file share the page, so they alternate light-first and dark-first; a
    // story renders and plays the same in either (the play functions read names and roles, never colours).
    const current = await page.evaluate(() => document.documentElement.dataset.theme);
    const order = current === 'dark' ? (['dark', 'light'] as const) : themes;
    for (const theme of order) {
      await switchTheme(page, theme);
      try {
        await checkA11y(
          page,
          storyAndItsPortals,
          {
            axeOptions: {
              runOnly: { type: axeRun[theme].type, values: [...axeRun[theme].values] },
              // Every violation in full; of the passes and the rules that did not apply, axe keeps one node each
              // instead of all: about 30 % of axe's time on a screen story (12.4 s instead of 14.1 s for the ten
              // stories of UserManagementPage, one worker).
              resultTypes: ['violations'],
            },
            detailedReport: true,
            detailedReportOptions: { html: true },
            // Report violations only (tables of rule, node and HTML), not every clean pass.
            verbose: false,
          },
          false,
          'default',
        );
      } catch (error) {
        throw new Error(`axe (WCAG 2.2 AA) in the ${theme} theme: ${(error as Error).message}`);
      }
    }
  },
};

export default config;
