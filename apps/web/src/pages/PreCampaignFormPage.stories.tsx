import { fetchPreCampaignAnalysisForm } from '@ooh/api';
import { mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { PreCampaignForm } from '../modules/plan-summaries/components/PreCampaignForm.tsx';
import { handCheckedHandlers } from '../modules/plan-summaries/stories.ts';

const meta = {
  title: 'Screens/Plans/Pre-campaign form',
  component: PreCampaignForm,
  args: { planId: '5' },
  decorators: [withBriefApp({ role: 'admin', path: '/pre-campaign-form/5' })],
  beforeEach({ msw }) {
    msw.use(...handCheckedHandlers(), ...briefHandlers());
  },
} satisfies Meta<typeof PreCampaignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hand-checked plan: audience against the brief's targets, reach, budget and five weeks of schedule. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const schedule = await canvas.findByRole('table', { name: 'Schedule by week' });
    await expect(within(schedule).getAllByRole('row')).toHaveLength(6);
  },
};

/** A plan without sites: the brief, and nothing to analyse yet. */
export const Empty: Story = {
  tags: ['state:empty'],
  args: { planId: '8' },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No sites in this plan' });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchPreCampaignAnalysisForm));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchPreCampaignAnalysisForm, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching the pre-campaign analysis');
  },
};
