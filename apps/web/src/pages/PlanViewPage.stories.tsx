import { acceptPlan, fetchPlan, fetchPlanGroupedSites, type StaffRole } from '@ooh/api';
import { mockEndpointError } from '@ooh/api/msw';
import type { AppPath } from '@ooh/api/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { PlanView } from '../modules/plans/components/PlanView.tsx';

/** A plan view route with the plan's ids, signed in as `role`. */
function at(specPath: AppPath, planId: number, briefId: number, role: StaffRole) {
  const params = { plan_id: String(planId), brief_id: String(briefId) };
  const path = specPath.replace('{plan_id}', params.plan_id).replace('{brief_id}', params.brief_id);
  return {
    args: { specPath, params: specPath.includes('{brief_id}') ? params : { plan_id: params.plan_id } },
    decorators: [withBriefApp({ role, path })],
  };
}

const meta = {
  title: 'Screens/Plans/Plan view',
  component: PlanView,
  ...at('/view-plan/{plan_id}', 1, 3, 'admin'),
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof PlanView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In progress, seen by its planner: sites in two cities, Edit sites and Submit for review. */
export const InProgress: Story = {
  tags: ['state:full'],
  ...at('/inprogress-plans/{brief_id}/view-plan/{plan_id}', 1, 3, 'planner'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Edit sites' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
    // One table for every city: a subtotal row under each city, the plan's total at the foot (issue 15).
    const table = await canvas.findByRole('table', { name: 'Sites by city, amounts in PKR' });
    await expect(await within(table).findByRole('row', { name: /^Lahore subtotal/ })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: /^Plan total · 5 sites/ })).toBeInTheDocument();
  },
};

/** A new plan without sites: nothing to submit yet, and the way to the site table. */
export const NoSites: Story = {
  tags: ['state:empty'],
  ...at('/inprogress-plans/{brief_id}/view-plan/{plan_id}', 8, 7, 'planner'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No sites yet' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  },
};

/** Pending, seen by a key account manager: Accept, Request modification and Mark as lost. */
export const PendingForTheKam: Story = {
  ...at('/pending-plan-review/{brief_id}/view-plan/{plan_id}', 7, 3, 'key_account_manager'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Request modification' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mark as lost' })).toBeInTheDocument();
  },
};

/** Pending, with two columns hidden from the client: the table shows only the others. */
export const HiddenColumns: Story = {
  ...at('/pending-plan-review/{brief_id}/view-plan/{plan_id}', 2, 7, 'key_account_manager'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Sites by city, amounts in PKR' });
    await expect(within(table).getByRole('columnheader', { name: 'Impressions' })).toBeInTheDocument();
    await expect(within(table).queryByRole('columnheader', { name: /CPM/ })).toBeNull();
  },
};

/** Request modification asks for a reason and refuses to go on without one. */
export const ModificationNeedsAReason: Story = {
  ...PendingForTheKam,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request modification' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request modification' }));
    await expect(await within(dialog).findByText('Enter a reason to continue.')).toBeInTheDocument();
  },
};

/** The server refused (409, a site booked in another accepted plan): its message in the dialog. */
export const AcceptRefused: Story = {
  ...PendingForTheKam,
  beforeEach({ msw }) {
    msw.use(
      mockEndpointError(
        acceptPlan,
        409,
        'LHE-003 is booked from 1 Dec 2026 to 30 Dec 2026 in the accepted plan “Jazz Back to school – plan E”.',
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept plan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('is booked from 1 Dec 2026');
  },
};

/** Sent back with a reason, seen by the planner: Edit sites and Resubmit. */
export const ModificationRequired: Story = {
  ...at('/modification-required/{brief_id}/view-plan/{plan_id}', 3, 11, 'planner'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Resubmit' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Swap the Karachi streetpoles for a second screen.', { selector: 'dd, dd *' }),
    ).toBeInTheDocument();
  },
};

/** Resubmitted as version 2, reviewed by a key account manager, with the history and its reason. */
export const ModificationPending: Story = {
  ...at('/view-modification-request/{brief_id}/view-plan/{plan_id}', 4, 3, 'key_account_manager'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Version 2 · Resubmitted' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Reason: Swap the Karachi streetpoles for a second screen.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  },
};

/** Accepted: final, no actions. */
export const Accepted: Story = {
  ...at('/approved-plan-review/{brief_id}/view-plan/{plan_id}', 5, 7, 'key_account_manager'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Version 1 · Accepted' });
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** Lost, with its reason: final, no actions. */
export const Lost: Story = {
  ...at('/view-lost-plan-detail/{plan_id}', 6, 11, 'planner'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The client went with another vendor.', { selector: 'dd, dd *' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Edit sites' })).toBeNull();
  },
};

/** Choosing a city asks the server for that city's rows only. */
export const OneCity: Story = {
  ...at('/view-plan/{plan_id}', 1, 3, 'admin'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'City' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Karachi' }),
    );
    await waitFor(() => expect(canvas.queryByRole('row', { name: /^Lahore subtotal/ })).toBeNull());
    await expect(canvas.getByRole('row', { name: /^Karachi subtotal/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('row', { name: /^Plan total/ })).toBeNull();
  },
};

/** The attach-plan screen's view, outside the shell. */
export const AttachPlan: Story = {
  ...at('/attach-plan/{brief_id}/view-plan/{plan_id}', 7, 3, 'key_account_manager'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/attach-plan/3',
    );
  },
};

/** The same resubmitted plan, read by an editor (who fixes its photos): no review action is offered. */
export const ModificationPendingForEditor: Story = {
  ...at('/modification-pending/{brief_id}/view-plan/{plan_id}', 4, 3, 'editor'),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Version 2 · Resubmitted' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchPlan), loadingForever(fetchPlanGroupedSites));
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpointError(fetchPlan, 404, 'Plan not found'),
      mockEndpointError(fetchPlanGroupedSites, 404, 'Plan not found'),
    );
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Plan not found' });
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchPlan, 500, ''), mockEndpointError(fetchPlanGroupedSites, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchPlan.errorMessage);
  },
};
