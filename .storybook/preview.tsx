import { LinkProvider } from '@ooh/ui/link';
import { type ThemeMode, ThemeRoot } from '@ooh/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';

// Play functions wait up to 5 s, as the web tests do (src/test/setup.ts): on CI's two busy cores an exit
// animation and the focus it hands back can take longer than testing-library's 1 s default (a Dialog story
// failed so once).
configure({ asyncUtilTimeout: 5000 });

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
  decorators: [withAppProviders],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
} satisfies Preview;

export default preview;
