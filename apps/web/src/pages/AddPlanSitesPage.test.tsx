import { createPlanSites, fetchPlan, PLAN_MESSAGES } from '@ooh/api';
import { planOf, withPlanSites } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOptions } from '../modules/brief-form/test-support.ts';
import { formatDate } from '../modules/briefs/format.ts';
import { formatAmount } from '../modules/plans/plan-format.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, bodiesOf, type TestClient, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { AddPlanSitesPage } from './AddPlanSitesPage.tsx';

function renderPage(client: TestClient, planId: number, query = '') {
  const result = renderWithApp(
    <>
      <AddPlanSitesPage params={{ plan_id: String(planId) }} />
      <Toaster />
    </>,
    { client, session: sessionFor(userOf('planner')), path: `/add-plan-sites/${planId}${query}` },
  );
  return { ...result, client, user: userEvent.setup() };
}

const planTable = () => screen.getByRole('table', { name: /^Sites in the plan/ });
const optionsTable = () => screen.getByRole('table', { name: 'Inventory sites' });
/** Money as the table shows it: whole rupees, the currency in the caption ("amounts in PKR"). */
const money = (amount: number) => formatAmount(amount);
/** Opens a row's date picker from its button and picks the day, moving month by month to reach it. */
async function pickDate(user: ReturnType<typeof userEvent.setup>, label: string, iso: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}: `) }));
  await screen.findByRole('button', { name: 'Previous month' });
  const days = () => [...document.querySelectorAll<HTMLElement>('[role="button"][data-value]')];
  const day = () =>
    days().find((cell) => cell.dataset.value === iso && !cell.hasAttribute('data-outside-range'));
  for (let month = 0; month < 24 && !day(); month += 1) {
    const later = iso > (days()[0]?.dataset.value ?? '');
    await user.click(screen.getByRole('button', { name: later ? 'Next month' : 'Previous month' }));
  }
  await user.click(day() as HTMLElement);
}

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

  it('lays a whole row out in one line of columns: the site first, the money columns and Remove last (issue 15)', async () => {
    await openPlan(1);
    const table = planTable();
    expect(table).toHaveAccessibleName(/amounts in PKR/);
    const headers = within(within(table).getAllByRole('rowgroup')[0]!).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent(/Site$/);
    expect(headers.slice(1).map((header) => header.textContent)).toEqual([
      'StartEndDays',
      'Paid / FOC',
      'Monthly rate',
      'Disc. %',
      'Printing / ft²Mounting',
      'Spot (s)Loop (s)Spots',
      'Gross',
      'Net',
      'Production',
      'Total',
      'Remove',
    ]);
    // Each row: its site as the row header, then one cell per column, the total before Remove.
    const row = within(table)
      .getByRole('rowheader', { name: /LHE-001/ })
      .closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(headers.length - 1);
    const saved = planOf(1).sites_list.find((site) => site.site_code === 'LHE-001')!;
    expect(cells.at(-2)).toHaveTextContent(money(saved.total));
    expect(cells.at(-5)).toHaveTextContent(money(saved.gross));
    expect(within(cells.at(-1)!).getByRole('button', { name: 'Remove LHE-001' })).toBeInTheDocument();
    // The site's checkbox sits in its cell, so the sticky column is one cell wide.
    expect(within(row).getByRole('rowheader')).toContainElement(
      screen.getByRole('checkbox', { name: 'Select LHE-001 in the plan' }),
    );
    // The city's row starts at the left: one header cell across the table, its words at its start.
    const city = within(table).getByRole('columnheader', { name: /Karachi/ });
    expect(city).toHaveAttribute('colspan', String(headers.length));
    expect(city.firstElementChild).toHaveTextContent(/^Karachi/);
    // Dates read as everywhere else in the app, on the design system's picker.
    expect(
      screen.getByRole('button', { name: `Start date, LHE-001: ${formatDate(saved.start_date)}` }),
    ).toHaveTextContent(formatDate(saved.start_date));
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

  it('keeps its filters in the address: a reload opens the same sites, and a new choice is written back', async () => {
    const client = testClient();
    const { user, location } = renderPage(client, 8, '?region_ids=1&city_ids=1&availability=available');
    await screen.findByRole('heading', { level: 1, name: planOf(8).planName });
    await waitFor(() =>
      expect(bodiesOf(client, 'fetchPlanSiteOptions')[0]).toMatchObject({
        region_ids: [1],
        city_ids: [1],
        availability: 'available',
      }),
    );
    // The restored choices show as chosen: the cities of the region were loaded for them.
    expect(await screen.findByRole('button', { name: 'Remove Lahore' })).toBeInTheDocument();

    await chooseOptions(user, /^Regions/, ['Sindh']);
    await waitFor(() => expect(location.history.at(-1)).toMatch(/region_ids=1%2C2|region_ids=1,2/));
    expect(location.history.at(-1)).toContain('availability=available');
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

    expect(screen.getByRole('button', { name: 'Start date, LHE-002: 7 Dec 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End date, LHE-002: 31 Jan 2027' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Paid or FOC, LHE-002' })).toHaveTextContent('Paid');
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

  // The test DOM has no WebGL: the map (lazy, as in the app) says so and lists its sites, with the same actions.
  it('shows the page of sites on a map, where a site is chosen and added as from the table', async () => {
    const { user } = await openPlan(8);
    await within(optionsTable()).findByRole('rowheader', { name: /LHE-002/ });
    await user.click(screen.getByRole('radio', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Inventory sites on the map' });
    expect(screen.queryByRole('table', { name: 'Inventory sites' })).not.toBeInTheDocument();
    expect(await within(map).findByText(/The map needs WebGL/)).toBeInTheDocument();
    // The fixtures' last site was never surveyed: it is not on the map, and the panel says so.
    expect(screen.getByText(/1 site has no coordinates and is not on the map/)).toBeInTheDocument();
    expect(within(map).queryByRole('link', { name: 'KHI-012' })).not.toBeInTheDocument();
    expect(within(map).getByRole('link', { name: 'LHE-002' })).toHaveAttribute(
      'href',
      '/site-management/view?id=2',
    );
    // A booked site cannot be chosen here either.
    expect(within(map).getByRole('link', { name: 'LHE-001' })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: /LHE-001/ })).not.toBeInTheDocument();

    await user.click(within(map).getByRole('button', { name: 'Choose: LHE-002' }));
    await user.click(within(map).getByRole('button', { name: 'Choose: KHI-009' }));
    await user.click(within(map).getByRole('button', { name: 'Unchoose: KHI-009' }));
    expect(screen.getByText(/1 chosen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add 1 site' }));
    expect(screen.getByRole('spinbutton', { name: 'Monthly rate, LHE-002' })).toHaveValue(60_000);
    // Now in the plan: no longer choosable from the map; the table shows it as in the plan.
    expect(within(map).queryByRole('button', { name: /LHE-002/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    expect(within(optionsTable()).getByRole('checkbox', { name: 'Select LHE-002' })).toBeDisabled();
  });

  it('checks an edited row with the contract’s messages and sends nothing while a row is invalid', async () => {
    const { client, user } = await openPlan(1);
    await pickDate(user, 'End date, LHE-003', '2026-11-01');
    const end = screen.getByRole('button', { name: 'End date, LHE-003: 1 Nov 2026' });
    await waitFor(() => expect(end).toHaveAccessibleDescription(PLAN_MESSAGES.endBeforeStart));
    expect(end).toHaveAttribute('aria-invalid', 'true');

    const rate = screen.getByRole('spinbutton', { name: 'Monthly rate, LHE-001' });
    await user.clear(rate);
    await waitFor(() => expect(rate).toHaveAccessibleDescription(PLAN_MESSAGES.rate));

    await user.click(screen.getByRole('button', { name: 'Save sites' }));
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(bodiesOf(client, 'createPlanSites')).toEqual([]);

    await user.type(rate, '120000');
    await pickDate(user, 'End date, LHE-003', '2026-12-31');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'End date, LHE-003: 31 Dec 2026' })).not.toHaveAttribute(
        'aria-invalid',
      ),
    );
    expect(rate).not.toHaveAttribute('aria-invalid');
  }, 45_000);

  it('refuses a digital row without its spot, loop and spots per loop, with a message on each field (issue 15)', async () => {
    const { client, user } = await openPlan(8);
    await user.click(await screen.findByRole('checkbox', { name: 'Select LHE-004' }));
    await user.click(screen.getByRole('button', { name: 'Add 1 site' }));
    const spot = screen.getByRole('spinbutton', { name: 'Spot (s), LHE-004' });
    const loop = screen.getByRole('spinbutton', { name: 'Loop (s), LHE-004' });
    const spots = screen.getByRole('spinbutton', { name: 'Spots per loop, LHE-004' });
    await user.clear(spot);
    await user.clear(loop);
    await user.clear(spots);
    await waitFor(() => expect(spot).toHaveAccessibleDescription(PLAN_MESSAGES.spotLength));
    expect(loop).toHaveAccessibleDescription(PLAN_MESSAGES.loopLength);
    expect(spots).toHaveAccessibleDescription(PLAN_MESSAGES.spotsPerLoop);

    await user.click(screen.getByRole('button', { name: 'Save sites' }));
    await waitFor(() => expect(spot).toHaveAttribute('aria-invalid', 'true'));
    expect(bodiesOf(client, 'createPlanSites')).toEqual([]);

    await user.type(spot, '20');
    await user.type(loop, '30');
    await user.type(spots, '2');
    await waitFor(() => expect(loop).toHaveAccessibleDescription(PLAN_MESSAGES.loopTooShort));
    await user.clear(loop);
    await user.type(loop, '60');
    await waitFor(() => expect(loop).not.toHaveAttribute('aria-invalid'));
  });

  it('hides columns from the client and saves them with the rows; the table then shows the server’s figures', async () => {
    const plan = planOf(1);
    const { client, user } = await openPlan(1);
    await user.click(screen.getByRole('button', { name: 'Columns hidden from the client: 0' }));
    await user.click(await screen.findByRole('checkbox', { name: 'CPM' }));
    await user.click(screen.getByRole('checkbox', { name: 'Printing rate / sq ft' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Columns hidden from the client: 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Paid or FOC, KHI-008' }));
    await user.click(await screen.findByRole('option', { name: 'FOC' }));
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
    await user.click(screen.getByRole('combobox', { name: 'Paid or FOC, LHE-001' }));
    await user.click(await screen.findByRole('option', { name: 'FOC' }));
    await user.click(screen.getByRole('button', { name: 'Save sites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some rows were refused');
    // Rows are sent in the table's order as loaded: the third is LHE-001.
    expect(screen.getByRole('button', { name: /^End date, LHE-001: / })).toHaveAccessibleDescription(
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
