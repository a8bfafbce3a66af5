import { completeCampaign, fetchSingleCampaign } from '@ooh/api';
import {
  campaignOf,
  defaultHandlers,
  mockEndpoint,
  mockEndpointError,
  toCampaignDetail,
  withDerived,
} from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { CampaignDetailsPage } from './CampaignDetailsPage.tsx';

const meta = {
  title: 'Screens/Campaigns/Campaign details',
  component: CampaignDetailsPage,
  // Brief 3's campaign is the fake backend's worked example: a site in every state.
  args: { params: { brief_id: '3' } },
  decorators: [withBriefApp({ path: '/campaign-details/3' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof CampaignDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the header, the sites with their field state, the decisions, and why completing waits. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Campaign sites' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await expect(canvas.getByText(/neither approved nor waived/)).toBeInTheDocument();
  },
};

/** Rejecting a proposal asks for a reason. */
export const RejectProposal: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    const dialog = await canvas.findByRole('alertdialog');
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeInTheDocument();
  },
};

/** The operation analyst: no approvals or waivers (an admin's), the same facts. */
export const OperationAnalyst: Story = {
  decorators: [withBriefApp({ role: 'operation_analyst', path: '/campaign-details/3' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Campaign sites' });
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** A planner reads the campaign. */
export const Planner: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/campaign-details/3' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('table', { name: 'Campaign sites' });
  },
};

/** Campaign of brief 11 is completed: read-only. */
export const Completed: Story = {
  args: { params: { brief_id: '11' } },
  decorators: [withBriefApp({ path: '/campaign-details/11' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByText(/This campaign is completed/);
  },
};

/** Completing refused by the server (a site unsettled since the page loaded): its words stay in the dialog. */
export const CompleteRefused: Story = {
  beforeEach({ msw }) {
    // The worked example with every site settled (an approved status, nothing proposed): Complete is offered.
    const campaign = campaignOf(1);
    campaign.sites = campaign.sites.map((site) =>
      withDerived({
        ...site,
        execution_status: { id: 5, name: 'live' },
        proposed_execution_status: null,
        proposed_by_name: null,
        proposed_at: null,
      }),
    );
    const sites = [...campaign.sites].sort((a, b) => a.site_code.localeCompare(b.site_code));
    msw.use(
      mockEndpoint(fetchSingleCampaign, {
        campaign: toCampaignDetail(campaign),
        sites,
        total: sites.length,
        totalCapped: false,
        allTotal: sites.length,
      }),
      mockEndpointError(
        completeCampaign,
        409,
        '1 site has no approved execution status and no waiver: LHR-0003.',
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete campaign' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete campaign' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'no approved execution status and no waiver',
      ),
    );
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchSingleCampaign));
  },
};

export const NotFound: Story = {
  args: { params: { brief_id: '999' } },
  decorators: [withBriefApp({ path: '/campaign-details/999' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Campaign not found' });
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchSingleCampaign, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchSingleCampaign.errorMessage);
  },
};
