import { createPlanName, fetchInprogressPlans, fetchPendingPlans } from '@ooh/api';
import { briefsOf, plansOf } from '@ooh/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistedState } from '../state/store.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, answerNextPlanId, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { PlanListsPage } from './PlanListsPage.tsx';

/**
 * Briefs counted 4 new, 12 approved, 1 rejected; plans counted 23 in progress, 2 pending, 1 accepted,
 * 3 in modification (2 required, 1 pending: the altered one), 1 lost. The next plan created is plan 42.
 */
beforeEach(() => {
  db.briefs = [...briefsOf('pending', 4), ...briefsOf('approved', 12, 100), ...briefsOf('rejected', 1, 200)];
  db.plans = [
    ...plansOf('inprogress', 23),
    ...plansOf('pending', 2, 100),
    ...plansOf('modification_required', 2, 200),
    ...plansOf('modification_pending', 1, 300),
    ...plansOf('accepted', 1, 400),
    ...plansOf('lost', 1, 500),
  ];
  answerNextPlanId(42);
});

/** The body rows of the table (the header row left out). */
function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function renderPlans(options: { role?: Parameters<typeof userOf>[0]; path?: string } = {}) {
  const client = testClient();
  const result = renderWithApp(<PlanListsPage />, {
    client,
    session: sessionFor(userOf(options.role ?? 'planner')),
    path: options.path ?? '/plan',
  });
  return { ...result, client };
}

describe('the plan lists', () => {
  it('shows the tabs with the counts that map to them, the approved briefs first', async () => {
    renderPlans();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Approved briefs, 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'In progress, 23' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending, 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved, 1' })).toBeInTheDocument();
    // Modification counts required and pending together: neither tab has a number of its own.
    expect(screen.getByRole('tab', { name: 'Modification required' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Modification pending' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Altered' })).toBeInTheDocument();

    expect(await screen.findByText('BR-2026-0100')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toHaveTextContent('PKR 1,500,000');
  });

  it('lists a plan tab from the URL, 10 to a page, with the plan’s columns', async () => {
    const { client } = renderPlans({ path: '/plan?tab=inprogress' });
    expect(await screen.findByRole('tab', { name: /In progress/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Plan 1')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const first = rows()[0] as HTMLElement;
    for (const text of ['BR-2026-0003', 'Shan Foods', 'Campaign 3', 'In progress', 'v1', 'PKR 1,000,000'])
      expect(first).toHaveTextContent(text);
    expect(client.calls.find((call) => call.id === 'fetchInprogressPlans')).toMatchObject({
      options: { query: { page: 1, limit: 10 } },
    });

    await userEvent.click(screen.getByRole('button', { name: /Page 3/ }));
    expect(await screen.findByText('Plan 21')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const { client } = renderPlans({ path: '/plan?tab=inprogress' });
    expect(await screen.findByText('Plan 1')).toBeInTheDocument();
    const before = client.calls.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search in-progress plans' }), 'Jazz');
    expect(client.calls.length).toBe(before);
    await waitFor(() =>
      expect(client.calls.at(-1)).toMatchObject({
        id: 'fetchInprogressPlans',
        options: { query: { page: 1, limit: 10, search: 'Jazz' } },
      }),
    );
    expect(await screen.findByText('7 of 23 in-progress plans match')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search in-progress plans' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search in-progress plans' }),
      'nothing like it',
    );
    expect(await screen.findByRole('heading', { name: 'Nothing matches your search' })).toBeInTheDocument();
  });

  it('opens a plan on the view of its status and remembers it', async () => {
    const { location } = renderPlans({ path: '/plan?tab=modification-required' });
    await userEvent.click(await screen.findByText('Plan 200'));
    expect(location.history.at(-1)).toBe('/modification-required/3/view-plan/200');
    expect(persistedState.selectedPlan).toEqual({ id: 200, label: 'Plan 200 · BR-2026-0003' });
  });

  it('shows the reason on the modification lists', async () => {
    renderPlans({ path: '/plan?tab=modification-pending' });
    expect(await screen.findByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(await screen.findByText('Reason 300')).toBeInTheDocument();
  });

  it('keeps the tab in the URL and refreshes the counts when it changes', async () => {
    const { location, client } = renderPlans();
    await screen.findByText('BR-2026-0100');
    await userEvent.click(screen.getByRole('tab', { name: /^Approved, 1/ }));
    expect(location.history.at(-1)).toBe('/plan?tab=approved');
    expect(await screen.findByText('Plan 400')).toBeInTheDocument();
    expect(client.calls.filter((call) => call.id === 'fetchPlanCounts')).toHaveLength(2);
  });

  it('shows an empty state that says what the list is', async () => {
    db.plans = db.plans.filter((plan) => plan.status !== 'pending');
    renderPlans({ path: '/plan?tab=pending' });
    expect(await screen.findByRole('heading', { name: 'No pending plans' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
  });

  it('shows a loading state', () => {
    answerNever(fetchPendingPlans);
    renderPlans({ path: '/plan?tab=pending' });
    expect(screen.getByRole('status', { name: 'Loading pending plans' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the spec’s fallback on an error, and loads again on Retry', async () => {
    db.plans = plansOf('inprogress', 2);
    answerError(fetchInprogressPlans, 500, null, { once: true });
    renderPlans({ path: '/plan?tab=inprogress' });
    expect(await screen.findByText('An error occurred while fetching plans in progress')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Plan 1')).toBeInTheDocument();
  });

  it('shows the server’s message when it sends one', async () => {
    answerError(fetchPendingPlans, 403, 'Your role may not list plans');
    renderPlans({ path: '/plan?tab=pending' });
    expect(await screen.findByText('Your role may not list plans')).toBeInTheDocument();
  });
});

describe('creating a plan on an approved brief', () => {
  async function openDialog() {
    await userEvent.click(await screen.findByRole('button', { name: 'Create plan for BR-2026-0100' }));
    return screen.findByRole('dialog', { name: 'Create a plan' });
  }

  it('asks for a name, then opens the new plan’s site table', async () => {
    const { client, location } = renderPlans();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Enter a name for the plan')).toBeInTheDocument();
    expect(client.calls.some((call) => call.id === 'createPlanName')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Plan name/ }), '  Winter plan ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/add-plan-sites/42'));
    expect(client.calls.find((call) => call.id === 'createPlanName')).toMatchObject({
      options: { params: { briefId: 100 }, body: { planName: 'Winter plan' } },
    });
    expect(persistedState.selectedPlan).toEqual({ id: 42, label: 'Winter plan · BR-2026-0100' });
  });

  it('shows the server’s refusal in the dialog and lets the planner try again', async () => {
    answerError(createPlanName, 409, 'Cannot start a plan: this brief is pending', { once: true });
    const { location } = renderPlans();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Plan name/ }), 'Winter plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot start a plan: this brief is pending',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/add-plan-sites/42'));
  });

  it('shows a 400’s message on the name field', async () => {
    answerError(createPlanName, 400, {
      message: 'Invalid input',
      errors: { planName: 'At most 200 characters' },
    });
    renderPlans();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Plan name/ }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('At most 200 characters')).toBeInTheDocument();
  });

  it('closes on Cancel without creating anything', async () => {
    const { client } = renderPlans();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.calls.some((call) => call.id === 'createPlanName')).toBe(false);
  });

  it('lets KAMs open an approved brief’s details from its row', async () => {
    const { location } = renderPlans({ role: 'key_account_manager' });
    await userEvent.click(await screen.findByText('BR-2026-0101'));
    expect(location.history.at(-1)).toBe('/view-brief-details/101');
  });

  it('says, instead of offering Create plan, that a brief with an accepted plan can take no new one', async () => {
    db.plans.push(...plansOf('accepted', 1, 600, 100));
    renderPlans();
    const row = (await screen.findByText('BR-2026-0100')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Accepted: Plan 600');
    expect(row).toHaveTextContent('No new plan: one is accepted');
    expect(within(row).queryByRole('button')).toBeNull();
    // The other approved briefs still offer it.
    expect(screen.getByRole('button', { name: 'Create plan for BR-2026-0101' })).toBeInTheDocument();
  });

  it('shows an empty state when no brief is approved', async () => {
    db.briefs = db.briefs.filter((brief) => brief.status !== 'approved');
    renderPlans();
    expect(await screen.findByRole('heading', { name: 'No approved briefs' })).toBeInTheDocument();
  });
});
