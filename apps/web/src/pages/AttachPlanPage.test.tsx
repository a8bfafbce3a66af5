import { fetchSingleBrief } from '@ooh/api';
import { briefOf, plansOf } from '@ooh/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistedState } from '../state/store.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerNever, answerNextPlanId, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { AttachPlanPage } from './AttachPlanPage.tsx';

const approved = briefOf(3, { id: 3, brief_number: 'BR-2026-0003', status: 'approved' });
const plans = [
  ...plansOf('inprogress', 1, 1),
  ...plansOf('modification_pending', 1, 2),
  ...plansOf('lost', 1, 3),
];

beforeEach(() => {
  db.briefs = [approved];
  db.plans = plans;
  answerNextPlanId(42);
});

function renderAttach() {
  const client = testClient();
  const result = renderWithApp(<AttachPlanPage params={{ brief_id: '3' }} />, {
    client,
    session: sessionFor(userOf('key_account_manager')),
    path: '/attach-plan/3',
  });
  return { ...result, client };
}

describe('the attach-plan screen', () => {
  it('lists every plan of the brief, whatever its status, with the altered ones counted', async () => {
    const { client } = renderAttach();
    expect(screen.getByRole('heading', { level: 1, name: 'Attach plan' })).toBeInTheDocument();
    expect(await screen.findByText('3 plans, 1 altered (more than one version)')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    const call = client.calls.find((c) => c.id === 'fetchPlansOfBrief');
    expect(call?.options).toMatchObject({ params: { brief_id: 3 } });
    expect(call?.options).not.toHaveProperty('query');
  });

  it('opens a plan inside the attach-plan screen', async () => {
    const { location } = renderAttach();
    await userEvent.click(await screen.findByText('Plan 2'));
    expect(location.history.at(-1)).toBe('/attach-plan/3/view-plan/2');
  });

  it('creates a plan and opens its site table', async () => {
    const { location, client } = renderAttach();
    await userEvent.click(await screen.findByRole('button', { name: 'Create plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a plan' });
    expect(dialog).toHaveTextContent('For brief BR-2026-0003');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Plan name/ }), 'Second plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/add-plan-sites/42'));
    expect(client.calls.find((call) => call.id === 'createPlanName')).toMatchObject({
      options: { params: { briefId: 3 }, body: { planName: 'Second plan' } },
    });
    expect(persistedState.selectedPlan?.id).toBe(42);
  });

  it('offers no plan on a brief that is not approved', async () => {
    db.briefs = [{ ...approved, status: 'pending' }];
    renderAttach();
    expect(await screen.findByText('Plan 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create plan' })).not.toBeInTheDocument();
  });

  it('offers no plan while the brief is still on its way, though its plans have come', async () => {
    db.briefs = [{ ...approved, status: 'pending' }];
    answerNever(fetchSingleBrief);
    renderAttach();
    expect(await screen.findByText('Plan 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create plan' })).not.toBeInTheDocument();
  });

  it('invites the first plan when there is none', async () => {
    db.plans = [];
    renderAttach();
    expect(await screen.findByRole('heading', { name: 'No plan for this brief yet' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create plan' })).toBeInTheDocument();
  });
});
