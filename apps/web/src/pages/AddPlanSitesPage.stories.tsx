import { createPlanSites, fetchPlan } from '@ooh/api';
import { mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { briefHandlers, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { AddPlanSitesPage } from './AddPlanSitesPage.tsx';

const CONFLICT =
  'LHE-001 is booked from 1 Dec 2026 to 30 Dec 2026 in Jazz Back to school – plan E (BR-2026-0007), which is accepted.';

const meta = {
  title: 'Screens/Plans/Plan site table',
  component: AddPlanSitesPage,
  // Plan 1 is in progress with five sites in Karachi and Lahore.
  args: { params: { plan_id: '1' } },
  decorators: [withBriefApp({ role: 'planner', path: '/add-plan-sites/1' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof AddPlanSitesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSites: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /^Sites in the plan/ });
    await expect(within(table).getByText('Grand total')).toBeInTheDocument();
    await canvas.findByRole('rowheader', { name: /LHE-002/ });
  },
};

/** Plan 8 is in progress with no site yet. */
export const EmptyPlan: Story = {
  args: { params: { plan_id: '8' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No site in this plan yet' });
    await canvas.findByRole('rowheader', { name: /LHE-002/ });
  },
};

/** Only the booked sites: each says which accepted plan holds it, and none can be chosen. */
export const FilteredBookedSites: Story = {
  args: { params: { plan_id: '8' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /LHE-002/ });
    await userEvent.click(canvas.getByRole('radio', { name: 'Booked' }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /LHE-002/ })).toBeNull());
    const booked = await canvas.findByRole('checkbox', { name: 'Select LHE-001' });
    await expect(booked).toBeDisabled();
    await expect(canvas.getAllByText(/^Booked in Jazz Back to school – plan E/).length).toBeGreaterThan(0);
  },
};

/** Sites chosen and added with the defaults: the figures are a preview until saved. */
export const SitesAdded: Story = {
  args: { params: { plan_id: '8' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select LHE-002' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select KHI-010' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 sites' }));
    await canvas.findByText('Grand total (preview)');
  },
};

export const ValidationErrors: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rate = await canvas.findByRole('spinbutton', { name: 'Monthly rate, LHE-001' });
    await userEvent.clear(rate);
    fireEvent.change(canvas.getByLabelText('End date, LHE-003'), { target: { value: '2026-11-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Save sites' }));
    await canvas.findByText('Enter a rate of 0 or more');
    await canvas.findByText('The end date cannot be before the start date');
  },
};

/** The save is on its way: the button is busy and the rows wait for the answer. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever(createPlanSites));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const discount = await canvas.findByRole('spinbutton', { name: 'Discount %, LHE-003' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save sites' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save sites/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A site is booked in an accepted plan for overlapping dates: the server's message, every edit kept. */
export const Conflict: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(createPlanSites, 409, CONFLICT));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const discount = await canvas.findByRole('spinbutton', { name: 'Discount %, LHE-003' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save sites' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CONFLICT);
    await expect(discount).toHaveValue(15);
  },
};

/** Plan 2 is pending: the plan machine refuses edits, so the table is shown as it is. */
export const ReadOnly: Story = {
  args: { params: { plan_id: '2' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(/Cannot save sites: this plan is pending\./);
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchPlan));
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchPlan, { message: 'Plan not found' } as never, { status: 404 }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Plan not found' });
  },
};
