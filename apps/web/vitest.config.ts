import { defineConfig, mergeConfig } from 'vitest/config';
// The vanilla-extract plugin must be in the test pipeline too (STACK.md): merge the app's Vite config.
import viteConfig from './vite.config.ts';

/**
 * The screens' stories guard imports every stories file, and with them Storybook's test helpers and each story's
 * module-level set-up: it runs in a module graph and a page of its own, so nothing it loads leaks into a screen test.
 */
const ownPage = ['src/app/screen-stories.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      // As in packages/ui: the suite runs beside the server's and the end-to-end tests on CI's 2 cores, where a
      // screen test waiting up to 5 s for what it expects (src/test/setup.ts) could pass vitest's 5 s default.
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ownPage,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'web (own page)', include: ownPage } },
      ],
    },
  }),
);
