import { LinkProvider } from '@ooh/ui/link';
import { type ThemeMode, ThemeRoot } from '@ooh/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';

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
