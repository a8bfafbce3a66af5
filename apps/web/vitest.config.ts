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
    },
  }),
);
