import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // axe walks the whole tree; happy-dom is quick but a few suites need more than the 5 s default on 2 cores.
      testTimeout: 15_000,
    },
  }),
);
