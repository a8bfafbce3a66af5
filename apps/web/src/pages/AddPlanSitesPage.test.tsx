import { createPlanSites, fetchPlan, PLAN_MESSAGES } from '@ooh/api';
import { planOf, withPlanSites } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOptions } from '../modules/brief-form/test-support.ts';
import { formatMoney } from '../modules/briefs/format.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, bodiesOf, type TestClient, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { AddPlanSitesPage } from './AddPlanSitesPage.tsx';

function renderPage(client: TestClient, planId: number) {
  const result = renderWithApp(
    <>
      <AddPlanSitesPage params={{ plan_id: String(planId) }} />
      <Toaster />
    </>,
    { client, session: sessionFor(userOf('planner')), path: `/add-plan-sites/${planId}` },
  );
  return { ...result, client, user: userEvent.setup() };
}

const planTable = () => screen.getByRole('table', { name: /^Sites in the plan/ });
const optionsTable = () => screen.getByRole('table', { name: 'Inventory sites' });
/** Money as the table shows it, with plain spaces (toHaveTextContent folds the table's own). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
const lastBody = (client: TestClient, id: string) => bodiesOf(client, id).at(-1) as Record<string, unknown>;

/** Opens one of the fake backend's plans (the fixtures: see `planOf`), its lookups and inventory. */
async function openPlan(planId: number) {
  const rendered = renderPage(testClient(), planId);
  await screen.findByRole('heading', { level: 1, name: planOf(planId).planName });
  return rendered;
}

// Whole user flows over a wide table: slower than the default 5 s under a loaded machine.
describe('the plan site table', { timeout: 20_000 }, () => {
  it('shows the plan, its brief and its rows grouped by city with subtotals and the server’s total', async () => {
    const plan = planOf(1);
    await openPlan(1);
    expect(screen.getByText('BR-2026-0003')).toBeInTheDocument();
    expect(screen.getByText(plan.client_name)).toBeInTheDocument();
    expect(screen.getByText('3 Dec 2026 – 31 Jan 2027')).toBeInTheDocument();
    expect(screen.getAllByText('In progress').length).toBeGreaterThan(0);

    const table = planTable();
    const [karachi, lahore] = within(table).getAllByRole('rowgroup').slice(1, 3);
    expect(within(karachi!).getByRole('columnheader', { name: /Karachi/ })).toBeInTheDocument();
    expect(within(karachi!).getAllByRole('row')).toHaveLength(1 + 2 + 1);
    expect(
      within(lahore!).getByRole('rowheader', { name: /Lahore subtotal \(3 sites\)/ }),
    ).toBeInTheDocument();
    const grand = table.querySelector('[data-grand-total]') as HTMLElement;
    expect(grand).toHaveTextContent('Grand total');
    expect(grand).toHaveTextContent(money(plan.totals.total));
    expect(screen.getByRole('spinbutton', { name: 'Monthly rate, LHE-001' })).toHaveValue(150_000);
  });

  it('says when the plan does not exist', async () => {
    renderPage(testClient(), 99);
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    const plan = planOf(1);
    answerError(fetchPlan, 500, null, { once: true });
    const { user } = renderPage(testClient(), 1);
    expect(await screen.findByText('An error occurred while fetching the plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: plan.planName })).toBeInTheDocument();
  });

  it('cascades region → city → location and sends the filters in the body', async () => {
    const { client, user } = await openPlan(8);
    await waitFor(() => expect(bodiesOf(client, 'fetchPlanSiteOptions')).toHaveLength(1));
    expect(lastBody(client, 'fetchPlanSiteOptions')).toMatchObject({
      page: 1,
      limit: 25,
      availability: 'all',
    });
    expect(screen.getByRole('combobox', { name: /^Cities/ })).toBeDisabled();

    await chooseOptions(user, /^Regions/, ['Punjab', 'Sindh']);
    await chooseOptions(user, /^Cities/, ['Lahore', 'Karachi']);
    await chooseOptions(user, /^Locations/, ['Gulberg', 'Clifton']);
    await waitFor(() =>
      expect(lastBody(client, 'fetchPlanSiteOptions')).toMatchObject({
        region_ids: [1, 2],
        city_ids: [1, 3],
        location_ids: [1, 3],
      }),
    );
    expect(bodiesOf(client, 'fetchLocationsByCities').at(-1)).toEqual({ city_ids: [1, 3] });

    // Taking Sindh away drops Karachi and Clifton with it.
    await user.click(screen.getByRole('button', { name: 'Remove Sindh' }));
    await waitFor(() =>
      expect(lastBody(client, 'fetchPlanSiteOptions')).toMatchObject({
        region_ids: [1],
        city_ids: [1],
        location_ids: [1],
      }),
    );
    expect(screen.queryByRole('button', { name: 'Remove Karachi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Clifton' })).not.toBeInTheDocument();
  });

  it('filters by availability and never lets a booked site be chosen', async () => {
    const { client, user } = await openPlan(8);
    const booked = await within(optionsTable()).findByRole('rowheader', { name: /LHE-001/ });
    const row = booked.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(
      'Booked in Jazz Back to school – plan E (BR-2026-0007) 1 Dec 2026 – 30 Dec 2026',
    );
    expect(within(row).getByRole('checkbox', { name: 'Select LHE-001' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select every free site on this page' }));
    expect(screen.getByRole('button', { name: 'Add 7 sites' })).toBeEnabled();
    expect(within(row).getByRole('checkbox', { name: 'Select LHE-001' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Booked' }));
    await waitFor(() =>
      expect(lastBody(client, 'fetchPlanSiteOptions')).toMatchObject({ availability: 'booked' }),
    );
    await waitFor(() => expect(within(optionsTable()).getAllByRole('row')).toHaveLength(1 + 5));
    await user.click(screen.getByRole('radio', { name: "Free for the brief's dates" }));
    await waitFor(() =>
      expect(lastBody(client, 'fetchPlanSiteOptions')).toMatchObject({ availability: 'available' }),
    );
  });

  it('adds the chosen sites with the defaults, grouped by city', async () => {
    const { user } = await openPlan(8);
    expect(screen.getByRole('heading', { name: 'No site in this plan yet' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Select LHE-002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select LHE-004' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select KHI-009' }));
    await user.click(screen.getByRole('button', { name: 'Add 3 sites' }));

    expect(screen.getByLabelText('Start date, LHE-002')).toHaveValue('2026-12-07');
    expect(screen.getByLabelText('End date, LHE-002')).toHaveValue('2027-01-31');
    expect(screen.getByRole('combobox', { name: 'Paid or FOC, LHE-002' })).toHaveValue('paid');
    expect(screen.getByRole('spinbutton', { name: 'Monthly rate, LHE-002' })).toHaveValue(60_000);
    expect(screen.getByRole('spinbutton', { name: 'Discount %, LHE-002' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Printing rate, LHE-002' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Mounting, LHE-002' })).toHaveValue(0);
    // Digital: the site's slot data, no printing or mounting.
    expect(screen.getByRole('spinbutton', { name: 'Spot (s), LHE-004' })).toHaveValue(10);
    expect(screen.getByRole('spinbutton', { name: 'Loop (s), LHE-004' })).toHaveValue(60);
    expect(screen.queryByRole('spinbutton', { name: 'Mounting, LHE-004' })).not.toBeInTheDocument();

    const table = planTable();
    expect(table).toHaveAccessibleName(/figures are a preview/);
    expect(within(table).getByRole('rowheader', { name: /Karachi subtotal \(1 site\)/ })).toBeInTheDocument();
    expect(within(table).getByText('Grand total (preview)')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // Sites in the plan stay shown in the results, not choosable again.
    expect(within(optionsTable()).getByRole('checkbox', { name: 'Select LHE-002' })).toBeDisabled();
  });

  it('checks an edited row with the contract’s messages and sends nothing while a row is invalid', async () => {
    const { client, user } = await openPlan(1);
    const end = screen.getByLabelText('End date, LHE-003');
    fireEvent.change(end, { target: { value: '2026-11-01' } });
    await waitFor(() => expect(end).toHaveAccessibleDescription(PLAN_MESSAGES.endBeforeStart));
    expect(end).toHaveAttribute('aria-invalid', 'true');

    const rate = screen.getByRole('spinbutton', { name: 'Monthly rate, LHE-001' });
    await user.clear(rate);
    await waitFor(() => expect(rate).toHaveAccessibleDescription(PLAN_MESSAGES.rate));

    await user.click(screen.getByRole('button', { name: 'Save sites' }));
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(bodiesOf(client, 'createPlanSites')).toEqual([]);

    await user.type(rate, '120000');
    fireEvent.change(end, { target: { value: '2026-12-31' } });
    await waitFor(() => expect(end).not.toHaveAttribute('aria-invalid'));
    expect(rate).not.toHaveAttribute('aria-invalid');
  });

  it('hides columns from the client and saves them with the rows; the table then shows the server’s figures', async () => {
    const plan = planOf(1);
    const { client, user } = await openPlan(1);
    await user.click(screen.getByRole('button', { name: 'Columns hidden from the client: 0' }));
    await user.click(await screen.findByRole('checkbox', { name: 'CPM' }));
    await user.click(screen.getByRole('checkbox', { name: 'Printing rate / sq ft' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Columns hidden from the client: 2' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Paid or FOC, KHI-008' }), 'foc');
    await user.click(screen.getByRole('button', { name: 'Save sites' }));

    expect(await screen.findByText('Plan sites saved')).toBeInTheDocument();
    const body = lastBody(client, 'createPlanSites') as { hide_columns: string[]; plan_form: unknown[] };
    expect(body.hide_columns).toEqual(['printing_rate', 'cpm']);
    expect(body.plan_form).toHaveLength(5);
    expect(body.plan_form).toContainEqual(
      expect.objectContaining({ site_id: 8, line_type: 'foc', monthly_rate: 60_000, discount_percent: 10 }),
    );
    const answer = withPlanSites(plan, body as Parameters<typeof withPlanSites>[1]);
    expect(answer.totals.total).toBeLessThan(plan.totals.total);
    const grand = planTable().querySelector('[data-grand-total]') as HTMLElement;
    expect(grand).toHaveTextContent(/^Grand total/);
    expect(grand).not.toHaveTextContent('preview');
    expect(grand).toHaveTextContent(money(answer.totals.total));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save sites' })).toBeDisabled();
  });

  it('shows a 409 in an alert and keeps every edit', async () => {
    const message =
      'LHE-001 is booked from 1 Dec 2026 to 30 Dec 2026 in Jazz Back to school – plan E (BR-2026-0007).';
    answerError(createPlanSites, 409, message);
    const { client, user } = await openPlan(1);
    const discount = screen.getByRole('spinbutton', { name: 'Discount %, LHE-003' });
    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(screen.getByRole('button', { name: 'Save sites' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(discount).toHaveValue(15);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(bodiesOf(client, 'createPlanSites')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save sites' })).toBeEnabled();
  });

  it("puts a 400's messages on their rows", async () => {
    answerError(createPlanSites, 400, {
      message: 'Invalid input',
      errors: { 'plan_form.2.end_date': 'The end date is after the brief ends' },
    });
    const { user } = await openPlan(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paid or FOC, LHE-001' }), 'foc');
    await user.click(screen.getByRole('button', { name: 'Save sites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some rows were refused');
    // Rows are sent in the table's order as loaded: the third is LHE-001.
    expect(screen.getByLabelText('End date, LHE-001')).toHaveAccessibleDescription(
      'The end date is after the brief ends',
    );
  });

  it('removes a new row at once and asks before removing saved rows', async () => {
    const { user } = await openPlan(1);
    await user.click(await screen.findByRole('checkbox', { name: 'Select LHE-002' }));
    await user.click(screen.getByRole('button', { name: 'Add 1 site' }));
    await user.click(screen.getByRole('button', { name: 'Remove LHE-002' }));
    expect(screen.queryByLabelText('Start date, LHE-002')).not.toBeInTheDocument();

    await user.click(within(planTable()).getByRole('checkbox', { name: 'Select KHI-008 in the plan' }));
    await user.click(within(planTable()).getByRole('checkbox', { name: 'Select KHI-009 in the plan' }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 selected' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2 sites' }));
    await waitFor(() => expect(screen.queryByLabelText('Start date, KHI-008')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: /Karachi subtotal/ })).not.toBeInTheDocument();
  });

  it('shows a plan whose status forbids edits read-only, with the reason and a link to its view', async () => {
    const plan = planOf(2);
    const { client } = await openPlan(2);
    expect(screen.getByText(/Cannot save sites: this plan is pending\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the plan view' })).toHaveAttribute('href', '/view-plan/2');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save sites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add sites' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Columns hidden from the client: Printing rate \/ sq ft, CPM/),
    ).toBeInTheDocument();
    expect(within(planTable()).getByText(plan.sites_list[0]!.site_code)).toBeInTheDocument();
    expect(client.calls.some((call) => call.id === 'fetchPlanSiteOptions')).toBe(false);
  });
});
