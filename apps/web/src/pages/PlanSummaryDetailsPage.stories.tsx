import { fetchDigitalPlanSummary } from '@ooh/api';
import { mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { PlanSummaryDetails } from '../modules/plan-summaries/components/PlanSummaryDetails.tsx';
import { handCheckedHandlers } from '../modules/plan-summaries/stories.ts';

const meta = {
  title: 'Screens/Plans/Plan summary details',
  component: PlanSummaryDetails,
  args: { planId: '5' },
  decorators: [withBriefApp({ role: 'planner', path: '/plan/plan-summary-details/5' })],
  beforeEach({ msw }) {
    msw.use(...handCheckedHandlers(), ...briefHandlers());
  },
} satisfies Meta<typeof PlanSummaryDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hand checks: the billboards' CPM 40, the screen's 1,080 plays a day and 90 hours of display. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const display = await canvas.findByRole('table', { name: 'Display time of the digital sites' });
    await expect(within(display).getByRole('row', { name: /^LHE-004/ })).toHaveTextContent('90 h');
    await expect(await canvas.findByRole('figure', { name: 'CPM by medium (PKR)' })).toBeInTheDocument();
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
    msw.use(loadingForever(fetchDigitalPlanSummary));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchDigitalPlanSummary, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching the plan summary');
  },
};
