import {
  createPlanName,
  fetchAlterPendingPlans,
  fetchAlterPlans,
  fetchAlterRequiredPlans,
  fetchApprovedBriefs,
  fetchApprovedPlans,
  fetchBriefCounts,
  fetchInprogressPlans,
  fetchPendingPlans,
  fetchPlanCounts,
} from '@ooh/api';
import { mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { noPlans, planListHandlers } from '../modules/plan-lists/stories/plan-story.ts';
import { PlanListsPage } from './PlanListsPage.tsx';

const meta = {
  title: 'Screens/Plans/Plan lists',
  component: PlanListsPage,
  decorators: [withBriefApp({ role: 'planner', path: '/plan' })],
  beforeEach({ msw }) {
    msw.use(...planListHandlers());
  },
} satisfies Meta<typeof PlanListsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A planner on the first tab: the approved briefs, each with "Create plan". */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('BR-2026-0003')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create plan for BR-2026-0003' })).toBeInTheDocument();
  },
};

/** The in-progress plans, opened from the URL (`?tab=inprogress`). */
export const InProgressTab: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/plan?tab=inprogress' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /In progress/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect((await canvas.findAllByText('In progress', { selector: 'td *' })).length).toBeGreaterThan(0);
  },
};

/** The modification lists show the reason of the request. */
export const ModificationRequiredTab: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/plan?tab=modification-required' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
  },
};

/** A brief with an accepted plan offers no "Create plan": it says why (one accepted plan per brief). */
export const BriefWithAnAcceptedPlan: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('BR-2026-0007')).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('No new plan: one is accepted');
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

/** "Create plan" asks for the name; an empty one is refused in the field. */
export const CreatePlanDialog: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create plan for BR-2026-0003' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Create a plan' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create plan' }));
    await expect(await dialog.findByText('Enter a name for the plan')).toBeInTheDocument();
  },
};

/** The server refuses (409): its message shows in the dialog, which stays open to try again. */
export const CreatePlanRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(createPlanName, 409, 'Cannot start a plan: this brief is not approved'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create plan for BR-2026-0003' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Create a plan' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan name/ }), 'Winter plan');
    await userEvent.click(dialog.getByRole('button', { name: 'Create plan' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('this brief is not approved');
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(
      loadingForever(fetchApprovedBriefs),
      loadingForever(fetchPlanCounts),
      loadingForever(fetchBriefCounts),
    );
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  decorators: [withBriefApp({ role: 'planner', path: '/plan?tab=pending' })],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchApprovedBriefs, { briefs: [], total: 0, totalCapped: false, allTotal: 0 }),
      ...noPlans(
        fetchInprogressPlans,
        fetchPendingPlans,
        fetchAlterRequiredPlans,
        fetchAlterPendingPlans,
        fetchApprovedPlans,
        fetchAlterPlans,
      ),
      mockEndpoint(fetchPlanCounts, {
        inprogressPlansCount: 0,
        pendingPlansCount: 0,
        acceptedPlansCount: 0,
        modificationPlansCount: 0,
        rejectedPlansCount: 0,
      }),
    );
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No pending plans' });
  },
};

/** A search that matches nothing has its own empty state. */
export const NoMatch: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/plan?tab=pending' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Pending', { selector: 'td *' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search pending plans' }), 'Nothing like it');
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing matches your search' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  decorators: [withBriefApp({ role: 'planner', path: '/plan?tab=inprogress' })],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchInprogressPlans, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching plans in progress');
  },
};
