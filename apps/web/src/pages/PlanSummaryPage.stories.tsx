import { fetchPlanComparisonConventionalDigital } from '@ooh/api';
import { mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { PlanSummary } from '../modules/plan-summaries/components/PlanSummary.tsx';
import { handCheckedHandlers } from '../modules/plan-summaries/stories.ts';

const meta = {
  title: 'Screens/Plans/Plan summary',
  component: PlanSummary,
  args: { planId: '5' },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/plan/plan-summary/5' })],
  beforeEach({ msw }) {
    msw.use(...handCheckedHandlers(), ...briefHandlers());
  },
} satisfies Meta<typeof PlanSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accepted plan of the hand checks: tax 45,000 on 250,000, budget shares 75.0% and 25.0%. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('region', { name: 'Plan figures' });
    await expect(within(figures).getByText('Grand total').nextElementSibling).toHaveTextContent(
      'PKR 295,000',
    );
    await expect(await canvas.findByRole('figure', { name: 'Budget by kind (net)' })).toBeInTheDocument();
  },
};

/** A plan without sites. */
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
    msw.use(loadingForever(fetchPlanComparisonConventionalDigital));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchPlanComparisonConventionalDigital, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching the plan summary');
  },
};
