import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The menu's pointer test needs a page of its own: Ark (zag) keeps how the page was last used (pointer, keyboard,
 * a virtual click) in module state, and a pointer click selects an item only while that reads "pointer", as in the
 * first menu of a fresh page (the test's own comment).
 */
const ownPage = ['src/menu/menu.test.tsx'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      // axe walks the whole tree; happy-dom is quick but a few suites need more than the 5 s default on 2 cores.
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'ui',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ownPage,
            // A worker keeps its modules and its page from one file to the next (the cleanup after each test is in
            // src/test/setup.ts): importing React, Ark and the theme afresh, and a new page, cost about 2.5 s of
            // CPU a file, 150 of the suite's 180 s (`time npx vitest run`, with and without isolation).
            isolate: false,
          },
        },
        { extends: true, test: { name: 'ui (own page)', include: ownPage } },
      ],
    },
  }),
);
