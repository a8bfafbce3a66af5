import { fetchPlansOfBrief } from '@ooh/api';
import { mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { planListHandlers } from '../modules/plan-lists/stories/plan-story.ts';
import { AttachPlanPage } from './AttachPlanPage.tsx';

const meta = {
  title: 'Screens/Plans/Attach plan',
  component: AttachPlanPage,
  args: { params: { brief_id: '3' } },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/attach-plan/3' })],
  beforeEach({ msw }) {
    msw.use(...planListHandlers());
  },
} satisfies Meta<typeof AttachPlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every plan of brief 3, whatever its status, and "Create plan". */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^3 plans, 1 altered/)).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Create plan' })).toBeInTheDocument();
  },
};

/** The dialog asking for the new plan's name. */
export const CreatePlanDialog: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create plan' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Create a plan' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan name/ }), 'Second plan');
    await expect(dialog.getByRole('textbox', { name: /Plan name/ })).toHaveValue('Second plan');
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchPlansOfBrief));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchPlansOfBrief, { plans: [], totalPlans: 0, totalAlteredPlans: 0 }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No plan for this brief yet' });
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchPlansOfBrief, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching plans');
  },
};
