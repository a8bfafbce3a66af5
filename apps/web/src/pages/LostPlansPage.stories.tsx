import { fetchLostPlans } from '@ooh/api';
import { mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { noPlans, planListHandlers } from '../modules/plan-lists/stories/plan-story.ts';
import { LostPlansPage } from './LostPlansPage.tsx';

const meta = {
  title: 'Screens/Plans/Lost plans',
  component: LostPlansPage,
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/lostPlan' })],
  beforeEach({ msw }) {
    msw.use(...planListHandlers());
  },
} satisfies Meta<typeof LostPlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lost plans with the reason the client gave. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The client went with another vendor.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchLostPlans));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    msw.use(...noPlans(fetchLostPlans));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No lost plans' });
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchLostPlans, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching plans');
  },
};
