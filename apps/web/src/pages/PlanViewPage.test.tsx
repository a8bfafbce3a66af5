import { acceptPlan, fetchPlan, type PlanDetail, type StaffRole, submitPlan } from '@ooh/api';
import { planForCity, planOf } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes as routes } from '../app/screens.ts';
import { renderWithApp } from '../test/render.tsx';
import { answer, answerError, db, type TestClient, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { PlanViewPage } from './PlanViewPage.tsx';

function routeOf(specPath: string) {
  const route = routes.find((candidate) => candidate.path === specPath);
  if (!route) throw new Error(`No route ${specPath}`);
  return route;
}

/** The route's URL for a plan, or for explicit ids. */
function pathOf(specPath: string, ids: { plan_id: string; brief_id?: string }) {
  return specPath.replace('{plan_id}', ids.plan_id).replace('{brief_id}', ids.brief_id ?? '');
}

function renderPlan(
  options: {
    plan?: PlanDetail;
    role?: StaffRole;
    specPath?: string;
    client?: TestClient;
    params?: { plan_id: string; brief_id?: string };
  } = {},
) {
  const plan = options.plan ?? planOf(1);
  // The fake backend serves the plan as given (in place of the fixture plan of that id); transitions move it.
  if (options.plan) db.plans = [...db.plans.filter((p) => p.plan_id !== plan.plan_id), plan];
  const specPath = options.specPath ?? '/view-plan/{plan_id}';
  const client = options.client ?? testClient();
  const params = options.params ?? {
    plan_id: String(plan.plan_id),
    ...(specPath.includes('{brief_id}') ? { brief_id: String(plan.brief_id) } : {}),
  };
  const result = renderWithApp(
    <>
      <PlanViewPage route={routeOf(specPath)} params={params} />
      <Toaster />
    </>,
    {
      client,
      session: sessionFor(userOf(options.role ?? 'admin')),
      path: pathOf(specPath, params),
    },
  );
  return { ...result, client };
}

const heading = (plan: PlanDetail) => screen.findByRole('heading', { level: 1, name: plan.planName });
const headerOf = () => screen.getByRole('heading', { level: 1 }).parentElement?.parentElement as HTMLElement;
const sitesTable = () => screen.getByRole('table', { name: 'Sites by city, amounts in PKR' });
const headersOf = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');

describe('a plan view', () => {
  it('shows the plan: status, version, brief, totals', async () => {
    const plan = planOf(4);
    renderPlan({ plan, role: 'planner', specPath: '/modification-pending/{brief_id}/view-plan/{plan_id}' });
    await heading(plan);
    const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(fact('Status')).toHaveTextContent('Modification pending');
    expect(fact('Version')).toHaveTextContent('Version 2');
    expect(fact('Client')).toHaveTextContent(plan.client_name);
    expect(fact('Modification requested')).toHaveTextContent(
      'Swap the Karachi streetpoles for a second screen.',
    );
    expect(within(fact('Brief') as HTMLElement).getByRole('link', { name: 'BR-2026-0003' })).toHaveAttribute(
      'href',
      '/modification-pending/3',
    );

    const totals = screen.getByRole('region', { name: 'Plan totals' });
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent('PKR 1,180,320');
    expect(within(totals).getByText('Sites').nextElementSibling).toHaveTextContent('5');
  });

  // Issue 15: one table for every city (its columns line up), a city row and a subtotal row per city and the
  // plan's total at the foot, in place of a table and a card of figures per city.
  it('shows only the columns left visible, formatted, the site’s identity in one column', async () => {
    const plan = planOf(2);
    const { unmount } = renderPlan({ plan });
    await heading(plan);
    const hiding = sitesTable();
    expect(headersOf(hiding)).toContain('Dates');
    // Hidden: CPM (under Impressions) and the printing rate (over Mounting).
    expect(headersOf(hiding)).toContain('Impressions');
    expect(headersOf(hiding)).toContain('Mounting');
    expect(headersOf(hiding)[0]).toBe('SiteSite code · Location · Medium');

    unmount();
    const all = planOf(1);
    renderPlan({ plan: all });
    await heading(all);
    const table = sitesTable();
    expect(headersOf(table)).toContain('ImpressionsCPM');
    expect(headersOf(table)).toContain('Printing rate / sq ftMounting');
    const screenRow = within(table).getByRole('row', { name: /LHE-004/ });
    expect(screenRow).toHaveTextContent('24 × 12');
    expect(screenRow).toHaveTextContent('1 Dec – 30 Dec 2026');
    expect(screenRow).toHaveTextContent('10 / 60');
    expect(screenRow).toHaveTextContent('360,000');
    expect(screenRow).not.toHaveTextContent('PKR');
    expect(screenRow).toHaveTextContent('1,309.09');
    expect(screen.getByText(/^Amounts in PKR/)).toBeInTheDocument();
  });

  it('groups the sites by city in one table, with each city’s subtotal and the plan’s total', async () => {
    const plan = planOf(1);
    renderPlan({ plan });
    await heading(plan);
    const table = sitesTable();
    const cityRows = within(table)
      .getAllByRole('columnheader')
      .filter((cell) => cell.getAttribute('scope') === 'colgroup')
      .map((cell) => cell.textContent);
    expect(cityRows).toEqual(['KarachiSindh · 2 sites', 'LahorePunjab · 3 sites']);
    const cell = (row: HTMLElement, header: string) =>
      row.querySelectorAll('th, td')[
        headersOf(table).indexOf(header) - (headersOf(table).indexOf('Gross') - 1)
      ];
    // The subtotal's label spans the columns before the first summed one (Gross); figures sit under their headers.
    const lahore = within(table).getByRole('row', { name: /^Lahore subtotal/ });
    expect(cell(lahore, 'Total')).toHaveTextContent('777,000');
    expect(cell(lahore, 'ImpressionsCPM')).toHaveTextContent('CPM 226.89');
    const karachi = within(table).getByRole('row', { name: /^Karachi subtotal/ });
    expect(cell(karachi, 'Net')).toHaveTextContent('54,000');
    const total = within(table).getByRole('row', { name: /^Plan total · 5 sites/ });
    expect(cell(total, 'Total')).toHaveTextContent('899,160');
    // The same total as the plan's own, in the strip above.
    const strip = screen.getByRole('region', { name: 'Plan totals' });
    expect(within(strip).getByText('Total').nextElementSibling).toHaveTextContent('PKR 899,160');
  });

  it('asks the server for one city’s rows', async () => {
    const plan = planOf(1);
    const user = userEvent.setup();
    const { client } = renderPlan({ plan });
    await heading(plan);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Lahore' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: /^Karachi subtotal/ })).toBeNull());
    expect(client.calls.filter((call) => call.id === 'fetchPlan').at(-1)?.options).toMatchObject({
      params: { plan_id: 1 },
      query: { city_name: 'Lahore' },
    });
    expect(screen.getByRole('row', { name: /^Lahore subtotal/ })).toBeInTheDocument();
    // One city shown: its subtotal is the table's last figure; the plan's own totals stay in the strip.
    expect(screen.queryByRole('row', { name: /^Plan total/ })).toBeNull();
    const totals = screen.getByRole('region', { name: 'Plan totals' });
    expect(within(totals).getByText('Sites').nextElementSibling).toHaveTextContent('5');

    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'All cities' }));
    expect(await screen.findByRole('row', { name: /^Karachi subtotal/ })).toBeInTheDocument();
    expect(client.calls.filter((call) => call.id === 'fetchPlan').at(-1)?.options).not.toHaveProperty(
      'query',
    );
  });

  it('lists the versions, newest first, with the reasons given', async () => {
    const plan = planOf(4);
    renderPlan({ plan });
    await heading(plan);
    const history = screen
      .getByRole('heading', { name: 'Version history' })
      .closest('section') as HTMLElement;
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Version 2 · Resubmitted',
      'Version 1 · Modification requested',
      'Version 1 · Submitted for review',
      'Version 1 · Created',
    ]);
    expect(entries[0]).toHaveTextContent('Parveen Planner');
    expect(entries[0]).toHaveTextContent('5 sites · PKR 1,180,320');
    expect(entries[1]).toHaveTextContent('Bilal Ahmed');
    expect(entries[1]).toHaveTextContent('Reason: Swap the Karachi streetpoles for a second screen.');
    expect(within(entries[1] as HTMLElement).getByText(/2026/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-11-16T14:00:00.000Z',
    );
  });

  it('offers what the plan machine and the role allow', async () => {
    const all = [
      'Edit sites',
      'Submit for review',
      'Resubmit',
      'Accept',
      'Request modification',
      'Mark as lost',
    ];
    const cases: [StaffRole, PlanDetail, string[]][] = [
      ['planner', planOf(1), ['Edit sites', 'Submit for review']],
      // KAMs build plans but do not submit them.
      ['key_account_manager', planOf(1), ['Edit sites']],
      ['admin', planOf(1), ['Edit sites', 'Submit for review']],
      // No site yet: nothing to submit.
      ['planner', planOf(8), ['Edit sites']],
      ['key_account_manager', planOf(7), ['Accept', 'Request modification', 'Mark as lost']],
      ['planner', planOf(7), []],
      // Another plan of the brief is accepted: no second acceptance.
      ['key_account_manager', planOf(2), ['Request modification', 'Mark as lost']],
      ['planner', planOf(3), ['Edit sites', 'Resubmit']],
      ['key_account_manager', planOf(3), ['Edit sites']],
      ['key_account_manager', planOf(4), ['Accept', 'Request modification', 'Mark as lost']],
      ['editor', planOf(4), []],
      ['admin', planOf(5), []],
      ['key_account_manager', planOf(5), []],
      ['admin', planOf(6), []],
      ['planner', planOf(6), []],
    ];
    for (const [role, plan, shown] of cases) {
      const { unmount } = renderPlan({ role, plan });
      await heading(plan);
      const header = headerOf();
      for (const name of all) {
        const found = within(header).queryByText(name);
        const label = `${role} on plan ${plan.plan_id} (${plan.status}) ${shown.includes(name) ? 'sees' : 'sees no'} ${name}`;
        if (shown.includes(name)) expect(found, label).toBeInTheDocument();
        else expect(found, label).toBeNull();
      }
      unmount();
    }
  });

  it('says why an action the role could take is not offered', async () => {
    renderPlan({ role: 'planner', plan: planOf(8) });
    await heading(planOf(8));
    expect(screen.getByText('A plan needs at least one site to be submitted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No sites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add sites' })).toHaveAttribute('href', '/add-plan-sites/8');
    expect(screen.getByRole('link', { name: 'Edit sites' })).toHaveAttribute('href', '/add-plan-sites/8');
  });

  it('submits after confirming and opens the plan in its new list', async () => {
    const plan = planOf(1);
    const { client, location } = renderPlan({
      plan,
      role: 'planner',
      specPath: '/inprogress-plans/{brief_id}/view-plan/{plan_id}',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Submit ${plan.planName} for review?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit plan' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/pending-plan-review/3/view-plan/1'));
    expect(client.calls.find((call) => call.id === 'submitPlan')).toMatchObject({
      options: { params: { plan_id: 1 } },
    });
    expect(await screen.findByText('Plan submitted for review')).toBeInTheDocument();
  });

  it('says that a resubmission makes the next version', async () => {
    const plan = planOf(3);
    const { client, location } = renderPlan({
      plan,
      role: 'planner',
      specPath: '/modification-required/{brief_id}/view-plan/{plan_id}',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resubmit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This creates version 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resubmit as version 2' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/modification-pending/11/view-plan/3'));
    expect(client.calls.some((call) => call.id === 'resubmitPlan')).toBe(true);
  });

  it('requests a modification only with a reason, then opens the modification-required screen', async () => {
    const plan = planOf(7);
    const { client, location } = renderPlan({
      plan,
      role: 'key_account_manager',
      specPath: '/pending-plan-review/{brief_id}/view-plan/{plan_id}',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request modification' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request modification' }));
    expect(await within(dialog).findByText('Enter a reason to continue.')).toBeInTheDocument();
    expect(client.calls.some((call) => call.id === 'requestPlanModification')).toBe(false);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      '  Add a screen in Karachi  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request modification' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/modification-required/3/view-plan/7'));
    expect(client.calls.find((call) => call.id === 'requestPlanModification')).toMatchObject({
      options: { params: { plan_id: 7 }, body: { reason: 'Add a screen in Karachi' } },
    });
  });

  it('marks a plan as lost only with a reason', async () => {
    const plan = planOf(4);
    const { client, location } = renderPlan({
      plan,
      role: 'key_account_manager',
      specPath: '/view-modification-request/{brief_id}/view-plan/{plan_id}',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as lost' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Mark ${plan.planName} as lost?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(await within(dialog).findByText('Enter a reason to continue.')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Client chose another vendor',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/view-lost-plan-detail/4'));
    expect(client.calls.find((call) => call.id === 'losePlan')).toMatchObject({
      options: { body: { reason: 'Client chose another vendor' } },
    });
  });

  it('stays on the plain plan view and loads the plan again', async () => {
    const plan = planOf(7);
    const { client, location } = renderPlan({ plan, role: 'key_account_manager' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Accept ${plan.planName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept plan' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location.history.at(-1)).toBe('/view-plan/7');
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Accepted');
    await waitFor(() => expect(client.calls.filter((call) => call.id === 'fetchPlan')).toHaveLength(2));
    expect(client.calls.filter((call) => call.id === 'fetchPlanGroupedSites')).toHaveLength(2);
    expect(await screen.findByText('Plan accepted')).toBeInTheDocument();
  });

  it('shows a refusal (409) in the dialog, and retries on confirming again', async () => {
    const plan = planOf(7);
    answerError(
      acceptPlan,
      409,
      'LHE-003 is booked from 1 Dec 2026 in the accepted plan “Jazz Back to school – plan E”.',
      { once: true },
    );
    const { client } = renderPlan({ plan, role: 'key_account_manager' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'LHE-003 is booked from 1 Dec 2026 in the accepted plan “Jazz Back to school – plan E”.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept plan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(client.calls.filter((call) => call.id === 'acceptPlan')).toHaveLength(2);
  });

  it('says “Failed to update status” when the server gives no reason', async () => {
    const plan = planOf(1);
    answerError(submitPlan, 500);
    renderPlan({ plan, role: 'planner' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update status');
  });

  it('moves a plan reached under another brief to its own brief’s URL', async () => {
    const plan = planOf(7);
    const { location } = renderPlan({
      plan,
      specPath: '/pending-plan-review/{brief_id}/view-plan/{plan_id}',
      params: { brief_id: '11', plan_id: '7' },
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/pending-plan-review/3/view-plan/7'));
  });

  it('works outside the shell on the attach-plan route', async () => {
    const plan = planOf(7);
    renderPlan({
      plan,
      role: 'key_account_manager',
      specPath: '/attach-plan/{brief_id}/view-plan/{plan_id}',
    });
    await heading(plan);
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/attach-plan/3');
  });

  it('says when the plan does not exist', async () => {
    db.plans = [];
    renderPlan();
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/plan');
  });

  it('asks nothing for an id that cannot exist', () => {
    const client = testClient();
    renderPlan({ client, params: { plan_id: 'abc' } });
    expect(screen.getByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
    expect(client.calls).toHaveLength(0);
  });

  it('shows a loading state, then an error with Retry', async () => {
    const plan = planOf(1);
    // A 503 first; then the plan, answered without a history.
    answer(fetchPlan, ({ url }) => ({
      plan: planForCity(plan, url.searchParams.get('city_name')),
      history: [],
    }));
    answerError(fetchPlan, 503, null, { once: true });
    renderPlan({ plan });
    expect(screen.getByRole('status', { name: 'Loading the plan' })).toBeInTheDocument();
    // The contract's fallback for fetchPlan (spec section 8's 'An error occurred while fetching …').
    expect(await screen.findByText('An error occurred while fetching the plan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await heading(plan);
    expect(screen.getByRole('heading', { name: 'No history yet' })).toBeInTheDocument();
  });
});

describe('an accepted plan', () => {
  it('links to its summaries and pre-campaign form for the roles that may open them', async () => {
    const plan = planOf(5);
    const { unmount } = renderPlan({
      plan,
      role: 'key_account_manager',
      specPath: '/approved-plan-review/{brief_id}/view-plan/{plan_id}',
    });
    await heading(plan);
    const links = screen.getByRole('navigation', { name: 'Plan outputs' });
    expect(within(links).getByRole('link', { name: 'Plan summary' })).toHaveAttribute(
      'href',
      '/plan/plan-summary/5',
    );
    expect(within(links).getByRole('link', { name: 'Summary details' })).toHaveAttribute(
      'href',
      '/plan/plan-summary-details/5',
    );
    expect(within(links).getByRole('link', { name: 'Pre-campaign form' })).toHaveAttribute(
      'href',
      '/pre-campaign-form/5',
    );
    // The visual representation is not for KAMs (spec section 6).
    expect(within(links).queryByRole('link', { name: 'Visual representation' })).toBeNull();
    unmount();

    // An editor may open only the visual representation (spec section 6), which lands on this plan.
    renderPlan({ plan, role: 'editor', specPath: '/view-plan/{plan_id}' });
    await heading(plan);
    const editorLinks = screen.getByRole('navigation', { name: 'Plan outputs' });
    expect(
      within(editorLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Visual representation']);
    expect(within(editorLinks).getByRole('link', { name: 'Visual representation' })).toHaveAttribute(
      'href',
      '/plan/visual-representation?plan_id=5',
    );
  });

  it('is the only plan that links to them', async () => {
    const plan = planOf(7);
    renderPlan({
      plan,
      role: 'key_account_manager',
      specPath: '/pending-plan-review/{brief_id}/view-plan/{plan_id}',
    });
    await heading(plan);
    expect(screen.queryByRole('navigation', { name: 'Plan outputs' })).toBeNull();
  });

  it('links a plan of any status to its visual representation for planners, admins and editors', async () => {
    const plan = planOf(7);
    renderPlan({ plan, role: 'planner', specPath: '/view-plan/{plan_id}' });
    await heading(plan);
    const links = screen.getByRole('navigation', { name: 'Plan outputs' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Visual representation']);
    expect(within(links).getByRole('link', { name: 'Visual representation' })).toHaveAttribute(
      'href',
      '/plan/visual-representation?plan_id=7',
    );
  });
});
