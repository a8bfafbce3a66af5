import { fetchLostPlansOfBrief, type PlanDetail } from '@ooh/api';
import { briefOf, plansOf } from '@ooh/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistedState } from '../state/store.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import {
  AlteredPlansPage,
  ApprovedPlansPage,
  InprogressPlansPage,
  LostPlansOfBriefPage,
  ModificationPendingPlansPage,
  ModificationRequiredPlansPage,
} from './BriefPlansPage.tsx';

const brief = briefOf(3, {
  id: 3,
  brief_number: 'BR-2026-0003',
  client_name: 'Shan Foods',
  campaign_name: 'Winter launch',
  status: 'approved',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
});

beforeEach(() => {
  db.briefs = [brief];
});

/** Renders one of the screens on brief 3, whose plans are `plans`. */
function renderScreen(
  Page: typeof InprogressPlansPage,
  plans: PlanDetail[],
  role: Parameters<typeof userOf>[0] = 'planner',
) {
  db.plans = plans;
  const client = testClient();
  const result = renderWithApp(<Page params={{ brief_id: '3' }} />, {
    client,
    session: sessionFor(userOf(role)),
    path: '/somewhere/3',
  });
  return { ...result, client };
}

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('the plans of one brief', () => {
  it('shows the brief’s header and its in-progress plans, asked by status', async () => {
    const { client, location } = renderScreen(InprogressPlansPage, plansOf('inprogress', 2));
    expect(screen.getByRole('heading', { level: 1, name: 'In-progress plans' })).toBeInTheDocument();
    expect(
      await screen.findByText('Brief BR-2026-0003 · Shan Foods · Winter launch · 1 Dec 2026 – 31 Dec 2026'),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 plans')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    // The header names the brief: the rows leave its columns out.
    expect(screen.queryByRole('columnheader', { name: 'Client' })).not.toBeInTheDocument();
    expect(client.calls.find((call) => call.id === 'fetchPlansOfBrief')).toMatchObject({
      options: { params: { brief_id: 3 }, query: { status: 'inprogress' } },
    });

    await userEvent.click(screen.getByText('Plan 2'));
    expect(location.history.at(-1)).toBe('/inprogress-plans/3/view-plan/2');
    expect(persistedState.selectedPlan?.id).toBe(2);
  });

  it('asks for the accepted plan on the approved screen', async () => {
    const { client, location } = renderScreen(ApprovedPlansPage, plansOf('accepted', 1, 5));
    await userEvent.click(await screen.findByText('Plan 5'));
    expect(client.calls.find((call) => call.id === 'fetchPlansOfBrief')).toMatchObject({
      options: { query: { status: 'accepted' } },
    });
    expect(location.history.at(-1)).toBe('/approved-plan-review/3/view-plan/5');
  });

  it('counts the altered plans on the modification screen', async () => {
    renderScreen(AlteredPlansPage, plansOf('modification_pending', 3, 10));
    expect(screen.getByRole('heading', { level: 1, name: 'Altered plans' })).toBeInTheDocument();
    expect(await screen.findByText('3 altered plans (more than one version)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
  });

  it('lists the modification-required plans with their reason, opening their view', async () => {
    const { location } = renderScreen(ModificationRequiredPlansPage, plansOf('modification_required', 1, 7));
    expect(await screen.findByText('Reason 7')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Plan 7'));
    expect(location.history.at(-1)).toBe('/modification-required/3/view-plan/7');
  });

  it('names the brief from its plans for an editor, who may not read briefs', async () => {
    const { client } = renderScreen(
      ModificationPendingPlansPage,
      plansOf('modification_pending', 1, 4),
      'editor',
    );
    expect(await screen.findByText('Brief BR-2026-0003 · Shan Foods · Campaign 3')).toBeInTheDocument();
    expect(client.calls.some((call) => call.id === 'fetchSingleBrief')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Brief details' })).not.toBeInTheDocument();
  });

  it('links KAMs to the brief’s details', async () => {
    renderScreen(LostPlansOfBriefPage, [], 'key_account_manager');
    expect(await screen.findByRole('link', { name: 'Brief details' })).toHaveAttribute(
      'href',
      '/view-brief-details/3',
    );
  });

  it('says what an empty list means', async () => {
    renderScreen(LostPlansOfBriefPage, []);
    expect(await screen.findByRole('heading', { name: 'No lost plans' })).toBeInTheDocument();
    expect(screen.getByText('0 plans')).toBeInTheDocument();
  });

  it('shows a loading state', () => {
    answerNever(fetchLostPlansOfBrief);
    renderScreen(LostPlansOfBriefPage, []);
    expect(screen.getByRole('status', { name: 'Loading lost plans' })).toBeInTheDocument();
  });

  it('shows the fallback on an error, and loads again on Retry', async () => {
    answerError(fetchLostPlansOfBrief, 500, null, { once: true });
    renderScreen(LostPlansOfBriefPage, plansOf('lost', 1, 9));
    expect(await screen.findByText('An error occurred while fetching plans')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Plan 9')).toBeInTheDocument();
  });

  it('says when the brief does not exist', async () => {
    db.briefs = [];
    renderScreen(InprogressPlansPage, []);
    expect(await screen.findByRole('heading', { name: 'Brief not found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/plan'),
    );
  });
});
