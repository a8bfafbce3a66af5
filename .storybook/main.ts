import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  // msw-storybook-addon 3 gives every story `msw` in its context (stories add handlers with
  // `beforeEach({ msw }) { msw.use(…) }`); its preview part is set up in preview.tsx, not listed here, so that its
  // worker is registered from beside the preview page (preview.tsx says why).
  addons: [],
  // MSW's service worker (public/mockServiceWorker.js, copied from msw by `npx msw init .storybook/public`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // `.css.ts` files need vanilla-extract, as in packages/ui/vite.config.ts.
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      build: {
        rolldownOptions: {
          // Ark and zag mark their modules "use client"; meaningless in a static Storybook, and hundreds of warnings.
          checks: { moduleLevelDirective: false, bundlerTimings: false },
        },
      },
    });
  },
};

export default config;
