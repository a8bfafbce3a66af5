import { LinkProvider } from '@ooh/ui/link';
import { type ThemeMode, ThemeRoot } from '@ooh/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';
import { z } from 'zod';

// Play functions wait up to 5 s, as the web tests do (src/test/setup.ts): on CI's two busy cores an exit
// animation and the focus it hands back can take longer than testing-library's 1 s default (a Dialog story
// failed so once).
configure({ asyncUtilTimeout: 5000 });

// The forms' schemas run without zod's compiled parsers: zod would first probe `new Function('')`, which the policy
// /storybook is served with refuses (no 'unsafe-eval'), a violation report on every page that parses a form.
z.config({ jitless: true });

/** Storybook's own files, which no story answers: not worth MSW's warning. */
const STORYBOOK_FILE = /\.stories\.|sb-common-assets|iframe\.html|\.mdx$/;

/**
 * MSW's worker, registered from beside the preview page (`./mockServiceWorker.js`) rather than from the site's root
 * as the addon's own set-up does: the server serves Storybook under /storybook/ (README, "Storybook for designers"),
 * where a worker at the root would be the app's 404, and, were it there, would take the app's pages into its scope.
 */
const mswAnnotations = createPreviewAnnotations(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || STORYBOOK_FILE.test(request.url)) return;
      print.warning();
    },
  });
  return worker;
});

// Links in stories never leave the story: a plain click is logged in the Actions panel instead.
const navigate = action('navigate');

const withAppProviders: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeRoot mode={mode}>
      <LinkProvider navigate={navigate}>
        <Story />
      </LinkProvider>
    </ThemeRoot>
  );
};

const preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  beforeEach: mswAnnotations.beforeEach,
  decorators: [withAppProviders],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
} satisfies Preview;

export default preview;
