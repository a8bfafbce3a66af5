import { fetchDashboardQueue, fetchDashboardStats, fetchDashboardTrends } from '@ooh/api';
import { mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { planListHandlers } from '../modules/plan-lists/stories/plan-story.ts';
import { DashboardPage } from './DashboardPage.tsx';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardPage,
  decorators: [withBriefApp({ role: 'admin', path: '/dashboard' })],
  beforeEach({ msw }) {
    msw.use(...planListHandlers());
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The headline figures, with the value of the accepted plans and their sites, and the counts. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // The figures stay out of the layout (hidden) until the work queue above them has its size (DashboardPage.tsx):
    // wait for what a reader sees, not for text that may still be hidden (a busy machine once answered the figures
    // before the queue, and the link was not there yet).
    const sites = await canvas.findByRole('link', { name: /^Sites in accepted plans/ });
    await expect(sites).toHaveAttribute('href', '/plan?tab=approved');
    await expect(canvas.getByText('PKR 18,450,000')).toBeVisible();
  },
};

/** A planner: cards for lists the role may not open are not links. */
export const Planner: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/dashboard' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('PKR 18,450,000')).toBeVisible());
  },
};

/** A key account manager: the briefs to review and the plans to take to the client, first. */
export const KeyAccountManager: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/dashboard' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('New briefs to review')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'BR-2026-0031 · Winter launch' })).toHaveAttribute(
      'href',
      '/brief-review-form/1',
    );
  },
};

/** A new instance: nothing waits, nothing charted, every figure zero. */
export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    const zero = { pending: 0, approved: 0, rejected: 0 };
    msw.use(
      mockEndpoint(fetchDashboardQueue, { items: [] }),
      mockEndpoint(fetchDashboardTrends, {
        briefsByWeek: ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26'].map((week_start) => ({
          week_start,
          ...zero,
        })),
        acceptedPlansByMonth: ['2026-09', '2026-10', '2026-11'].map((month) => ({
          month,
          plans: 0,
          value: 0,
        })),
      }),
      mockEndpoint(fetchDashboardStats, {
        totalBriefs: 0,
        totalPlans: 0,
        activeCampaigns: 0,
        completedCampaigns: 0,
        approvedSites: 0,
        pendingSites: 0,
        totalClients: 0,
        acceptedPlansValue: 0,
        sitesInAcceptedPlans: 0,
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing waits for you' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('heading', { name: 'No briefs or accepted plans lately' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchDashboardStats));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchDashboardStats, 500, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('An error occurred while fetching dashboard stats')).toBeVisible(),
    );
  },
};
