import { health } from '@ooh/api';
import { defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { TestingPage } from './TestingPage.tsx';

/** /testing: what a support call asks for, open to anyone (a visitor who cannot sign in included). */
const meta = {
  title: 'Screens/Diagnostics',
  component: TestingPage,
  decorators: [withBriefApp({ role: null, path: '/testing' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof TestingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API answers with its version and database; push is not configured on this build. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('pglite')).toBeInTheDocument();
    await expect(await canvas.findByText('Firebase configured')).toBeInTheDocument();
    await expect(canvas.getByText('/firebase-messaging-sw.js')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  beforeEach({ msw }) {
    msw.use(loadingForever(health));
  },
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

/** The API does not answer: said in the card, with Check again. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(health, 503, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The API did not answer' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Check again' })[0]).toBeEnabled();
  },
};
