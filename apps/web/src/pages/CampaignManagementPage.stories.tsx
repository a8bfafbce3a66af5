import { fetchActiveCampaigns, fetchCompletedCampaigns } from '@ooh/api';
import { defaultHandlers, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { CampaignManagementPage } from './CampaignManagementPage.tsx';

const meta = {
  title: 'Screens/Campaigns/Campaign management',
  component: CampaignManagementPage,
  decorators: [withBriefApp({ path: '/campaign-management' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof CampaignManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on Active: every filter, the campaigns with their verified share and what waits. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Active, 12' })).toBeInTheDocument();
    await expect((await canvas.findAllByText(/1 proposal to approve/)).length).toBeGreaterThan(0);
  },
};

/** The operation analyst's home: the same lists. */
export const OperationAnalyst: Story = {
  decorators: [withBriefApp({ role: 'operation_analyst', path: '/campaign-management' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('tab', { name: 'Active, 12' });
  },
};

/** A planner on Completed. */
export const PlannerCompleted: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/campaign-management?tab=completed' })],
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('columnheader', { name: 'Completed' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchActiveCampaigns), loadingForever(fetchCompletedCampaigns));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    const none = { campaigns: [], total: 0, totalCapped: false, allTotal: 0, totalPages: 0 };
    msw.use(mockEndpoint(fetchActiveCampaigns, none), mockEndpoint(fetchCompletedCampaigns, none));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No active campaigns' });
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchActiveCampaigns, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchActiveCampaigns.errorMessage);
  },
};
