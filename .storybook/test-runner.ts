import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';

/** WCAG 2.2 level AA, the project's bar: every story passes it in both themes. */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const themes = ['light', 'dark'] as const;

type StorybookWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
};

/** Switches the toolbar's theme global, as a reader would, and waits until the page wears it. */
async function switchTheme(page: Page, theme: (typeof themes)[number]) {
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
    await injectAxe(page);
  },
  async postVisit(page) {
    for (const theme of themes) {
      await switchTheme(page, theme);
      try {
        await checkA11y(
          page,
          '#storybook-root',
          {
            axeOptions: { runOnly: { type: 'tag', values: wcag22aa } },
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
    // Stories of one file share the page (and its globals): leave it as the next story expects it.
    await switchTheme(page, 'light');
  },
};

export default config;
