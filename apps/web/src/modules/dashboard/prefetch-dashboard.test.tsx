import { fetchDashboardQueue, fetchDashboardTrends } from '@ooh/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFirstPageData } from '../../app/first-page-data.ts';
import { DashboardPage } from '../../pages/DashboardPage.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { answerError, testClient } from '../../test/server.ts';
import { sessionFor, userOf } from '../../test/session.ts';
import { peekAnswered, prefetchCall } from '../request/prefetch.ts';
import { dashboardGroups } from './dashboard-cards.ts';
import { DASHBOARD_CALLS, prefetchDashboard } from './prefetch-dashboard.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard’s calls started at boot (README "The first load")', () => {
  it('names exactly the calls the page makes', () => {
    const { stats, briefs, plans } = dashboardGroups;
    expect(new Set(DASHBOARD_CALLS)).toEqual(
      new Set([fetchDashboardQueue, fetchDashboardTrends, stats.endpoint, briefs.endpoint, plans.endpoint]),
    );
  });

  it('starts only the calls the role may make, and the page takes them instead of calling again', async () => {
    const client = testClient();
    prefetchDashboard(client, 'planner', prefetchCall);
    const started = client.calls.map((call) => call.id).sort();
    expect(started).toEqual(
      DASHBOARD_CALLS.filter((e) => e.roles.includes('planner'))
        .map((e) => e.id)
        .sort(),
    );
    renderWithApp(<DashboardPage />, { client, session: sessionFor(userOf('planner')) });
    expect(await screen.findByText('Total briefs')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Trends' });
    // Each call went out once: the sections took the answers already on their way.
    await waitFor(() => expect(client.calls.map((call) => call.id).sort()).toEqual(started));
  });

  it('draws answers that arrived before the page in its first render, with no loading state, and forgets them', async () => {
    const client = testClient();
    prefetchDashboard(client, 'admin', prefetchCall);
    await waitFor(() => {
      for (const endpoint of DASHBOARD_CALLS) expect(peekAnswered(endpoint, {})).toBeDefined();
    });
    const { container } = renderWithApp(<DashboardPage />, {
      client,
      session: sessionFor(userOf('admin')),
    });
    // No waiting: the first render has the figures, and no section is busy.
    expect(screen.getByText('Total briefs')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(client.calls).toHaveLength(DASHBOARD_CALLS.length);
    // Taken once: the next page to ask calls afresh.
    for (const endpoint of DASHBOARD_CALLS) expect(peekAnswered(endpoint, {})).toBeUndefined();
  });

  it('hands a failure to the page, whose Retry calls afresh', async () => {
    answerError(fetchDashboardTrends, 500, 'The database is busy', { once: true });
    const client = testClient();
    prefetchDashboard(client, 'admin', prefetchCall);
    renderWithApp(<DashboardPage />, { client, session: sessionFor(userOf('admin')) });
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByRole('table', { name: /Briefs received per week/ })).toBeInTheDocument();
    expect(client.calls.filter((call) => call.id === fetchDashboardTrends.id)).toHaveLength(2);
  });

  it('is not taken when stale, nor twice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = testClient();
    prefetchCall(client, fetchDashboardTrends);
    vi.setSystemTime(Date.now() + 11_000);
    const { takePrefetched } = await import('../request/prefetch.ts');
    expect(takePrefetched(fetchDashboardTrends, {})).toBeUndefined();
    prefetchCall(client, fetchDashboardTrends);
    expect(takePrefetched(fetchDashboardTrends, {})).toBeDefined();
    expect(takePrefetched(fetchDashboardTrends, {})).toBeUndefined();
  });

  it('loads nothing for another page or without a saved token', async () => {
    const client = testClient();
    loadFirstPageData('/brief', true)(client, 'admin');
    loadFirstPageData('/dashboard', false)(client, 'admin');
    loadFirstPageData('/dashboard', true)(client, 'not-a-role');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.calls).toEqual([]);
    loadFirstPageData('/dashboard', true)(client, 'key_account_manager');
    await waitFor(() => expect(client.calls.length).toBeGreaterThan(0));
  });
});
