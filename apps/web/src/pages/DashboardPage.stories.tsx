import { fetchDashboardStats } from '@ooh/api';
import { mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
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
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('PKR 18,450,000')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^Sites in accepted plans/ })).toHaveAttribute(
      'href',
      '/plan?tab=approved',
    );
  },
};

/** A planner: cards for lists the role may not open are not links. */
export const Planner: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/dashboard' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByText('PKR 18,450,000');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchDashboardStats));
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchDashboardStats, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching dashboard stats');
  },
};
