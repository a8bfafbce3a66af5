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
      // As in packages/ui: the suite runs beside the server's and the end-to-end tests on CI's 2 cores, where a
      // screen test waiting up to 5 s for what it expects (src/test/setup.ts) could pass vitest's 5 s default.
      testTimeout: 15_000,
    },
  }),
);
