import { createPlanSites, fetchPlan } from '@ooh/api';
import { mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
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
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /^Sites in the plan/ });
    await expect(within(table).getByText('Grand total')).toBeInTheDocument();
    await canvas.findByRole('rowheader', { name: /LHE-002/ });
  },
};

/** Plan 8 is in progress with no site yet. */
export const EmptyPlan: Story = {
  tags: ['state:empty'],
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

/**
 * The page's sites on a map (headless Chromium draws WebGL in software): one is shown from the list, chosen from its
 * popup and added, as from the table's checkbox.
 */
export const ChosenOnTheMap: Story = {
  args: { params: { plan_id: '8' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /LHE-002/ });
    await userEvent.click(canvas.getByRole('radio', { name: 'Map' }));
    await canvas.findByRole('region', { name: 'Inventory sites on the map, map' });
    await expect(canvas.getByText(/1 site has no coordinates and is not on the map/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /^List the sites in view/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Show on map: LHE-002' }));
    const popup = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('.maplibregl-popup');
      if (!found) throw new Error('no popup yet');
      return found;
    });
    await expect(popup).toHaveTextContent('LHE-002');
    await userEvent.click(within(popup).getByRole('button', { name: 'Choose: LHE-002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 site' }));
    await expect(await canvas.findByRole('spinbutton', { name: 'Monthly rate, LHE-002' })).toHaveValue(
      60_000,
    );
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
    // Dates are picked from a calendar now (no typing an impossible one); a discount over 100 % is the second.
    const discount = canvas.getByRole('spinbutton', { name: 'Discount %, LHE-003' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Save sites' }));
    await canvas.findByText('Enter a rate of 0 or more');
    await canvas.findByText('The discount must be between 0 and 100 %');
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
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchPlan));
  },
};

export const NotFound: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchPlan, { message: 'Plan not found' } as never, { status: 404 }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Plan not found' });
  },
};
