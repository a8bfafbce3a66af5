import { fetchLostPlans } from '@ooh/api';
import { plansOf } from '@ooh/api/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistedState } from '../state/store.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { LostPlansPage } from './LostPlansPage.tsx';

beforeEach(() => {
  db.plans = plansOf('lost', 12, 600);
});

function renderLost() {
  const client = testClient();
  const result = renderWithApp(<LostPlansPage />, {
    client,
    session: sessionFor(userOf('key_account_manager')),
    path: '/lostPlan',
  });
  return { ...result, client };
}

describe('the lost plans', () => {
  it('lists the lost plans with their reason, 10 to a page', async () => {
    const { client } = renderLost();
    expect(screen.getByRole('heading', { level: 1, name: 'Lost plans' })).toBeInTheDocument();
    expect(await screen.findByText('Plan 600')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    const first = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('Reason 600');
    expect(first).toHaveTextContent('Lost');
    expect(client.calls[0]).toMatchObject({
      id: 'fetchLostPlans',
      options: { query: { page: 1, limit: 10 } },
    });
    expect(screen.getByRole('navigation', { name: 'Lost plans pages' })).toBeInTheDocument();
  });

  it('opens a lost plan’s detail', async () => {
    const { location } = renderLost();
    await userEvent.click(await screen.findByText('Plan 601'));
    expect(location.history.at(-1)).toBe('/view-lost-plan-detail/601');
    expect(persistedState.selectedPlan?.id).toBe(601);
  });

  it('says what the list is for when it is empty', async () => {
    db.plans = [];
    renderLost();
    expect(await screen.findByRole('heading', { name: 'No lost plans' })).toBeInTheDocument();
  });

  it('shows the spec’s fallback when the server sends no message', async () => {
    answerError(fetchLostPlans, 500);
    renderLost();
    expect(await screen.findByText('An error occurred while fetching plans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
