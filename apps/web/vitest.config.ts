import { defineConfig, mergeConfig } from 'vitest/config';
// The vanilla-extract plugin must be in the test pipeline too (STACK.md): merge the app's Vite config.
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      // A worker keeps its modules and its page from one file to the next (src/test/setup.ts cleans up after each
      // test: the rendered trees, storage, the persisted state, the fake backend): importing React, Ark, MSW and
      // the app afresh and a new page cost most of the suite's CPU (586 s → 207 s, `time npx vitest run` with and
      // without isolation, on a busy 2-core machine).
      isolate: false,
      // As in packages/ui: the suite runs beside the server's and the end-to-end tests on CI's 2 cores, where a
      // screen test waiting up to 5 s for what it expects (src/test/setup.ts) could pass vitest's 5 s default.
      testTimeout: 15_000,
    },
  }),
);
