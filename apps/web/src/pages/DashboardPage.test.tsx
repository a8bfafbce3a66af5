import {
  fetchBriefCounts,
  fetchDashboardQueue,
  fetchDashboardStats,
  fetchDashboardTrends,
  fetchPlanCounts,
} from '@ooh/api';
import { briefsOf, plansOf } from '@ooh/api/msw';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answer, answerError, answerNever, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { DashboardPage } from './DashboardPage.tsx';

const stats = {
  totalBriefs: 42,
  totalPlans: 37,
  activeCampaigns: 5,
  completedCampaigns: 8,
  approvedSites: 312,
  pendingSites: 6,
  totalClients: 14,
  acceptedPlansValue: 18_450_000,
  sitesInAcceptedPlans: 64,
};

/** The figures above, and briefs and plans the server counts as 11/19/3 briefs and 7/4/12/2/1 plans. */
function seed() {
  db.dashboardStats = stats;
  db.briefs = [...briefsOf('pending', 11), ...briefsOf('approved', 19, 100), ...briefsOf('rejected', 3, 200)];
  db.plans = [
    ...plansOf('inprogress', 7),
    ...plansOf('pending', 4, 100),
    ...plansOf('accepted', 12, 200),
    ...plansOf('modification_required', 1, 300),
    ...plansOf('modification_pending', 1, 400),
    ...plansOf('lost', 1, 500),
  ];
}

/** The card's link, or its text when the viewer may not open the list. */
function card(label: string): HTMLElement {
  const labelNode = screen.getByText(label);
  return (labelNode.closest('a') ?? labelNode.parentElement) as HTMLElement;
}

describe('the dashboard', () => {
  it('shows the numbers from the API on cards linking to their lists', async () => {
    seed();
    const client = testClient();
    renderWithApp(<DashboardPage />, { client, session: sessionFor(userOf('admin')) });

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(card('New briefs')).toHaveTextContent('11'));
    const expected: [string, string, string][] = [
      ['New briefs', '11', '/brief?tab=new'],
      ['Approved briefs', '19', '/brief?tab=approved'],
      ['Rejected briefs', '3', '/brief?tab=rejected'],
      ['Plans in progress', '7', '/plan?tab=inprogress'],
      ['Pending plans', '4', '/plan?tab=pending'],
      ['Accepted plans', '12', '/plan?tab=approved'],
      ['Plans in modification', '2', '/plan?tab=modification-required'],
      ['Lost plans', '1', '/lostPlan'],
      ['Total briefs', '42', '/brief'],
      ['Total plans', '37', '/plan'],
      ['Active campaigns', '5', '/campaign-management'],
      ['Completed campaigns', '8', '/campaign-management'],
      ['Approved sites', '312', '/site-management'],
      ['Pending sites', '6', '/site-management/requested-site/view'],
      ['Clients', '14', '/client-management'],
      ['Value of accepted plans', 'PKR 18,450,000', '/plan?tab=approved'],
      ['Sites in accepted plans', '64', '/plan?tab=approved'],
    ];
    // The figures, not the work queue's cards (whose "New briefs to review" starts alike).
    const waiting = screen.getByRole('region', { name: 'Waiting for you' });
    for (const [label, value, href] of expected) {
      const [link, ...more] = screen
        .getAllByRole('link', { name: new RegExp(`^${label}`) })
        .filter((each) => !waiting.contains(each));
      expect(more).toEqual([]);
      if (!link) throw new Error(`no card ${label}`);
      expect(link).toHaveTextContent(value);
      expect(link).toHaveAttribute('href', href);
    }
    await screen.findByRole('region', { name: 'Waiting for you' });
    await waitFor(() =>
      expect(client.calls.map((call) => call.id).sort()).toEqual([
        'fetchBriefCounts',
        'fetchDashboardQueue',
        'fetchDashboardStats',
        'fetchDashboardTrends',
        'fetchPlanCounts',
      ]),
    );
  });

  // Issue 15: the dashboard leads with the role's work, each record a link, then the charts, then the figures.
  it("leads with the KAM's queue, each record linking to it, before the charts and the figures", async () => {
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('key_account_manager')) });
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    // What follows the queue shows once the queue has drawn its answer (a render after the one that brought it).
    await waitFor(() => expect(screen.getAllByRole('region').length).toBeGreaterThan(2));
    expect(screen.getAllByRole('region')[0]).toBe(waiting);
    // The count is a card linking to the list (the kit's WaitingWork, as on the analyst's screen).
    const newBriefs = await within(waiting).findByRole('link', { name: /^New briefs to review/ });
    expect(newBriefs).toHaveTextContent('3');
    expect(newBriefs).toHaveAttribute('href', '/brief?tab=new');
    expect(within(waiting).getByRole('link', { name: 'BR-2026-0031 · Winter launch' })).toHaveAttribute(
      'href',
      '/brief-review-form/1',
    );
    expect(within(waiting).getByRole('link', { name: 'BR-2026-0027 · Plan A' })).toHaveAttribute(
      'href',
      '/pending-plan-review/2/view-plan/2',
    );
    // Nothing waits for a pay order: that kind is left out.
    expect(within(waiting).queryByText(/Accepted plans without a pay order/)).toBeNull();
  });

  it('charts briefs per week and accepted value per month, each with a table as its text alternative', async () => {
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('key_account_manager')) });
    const trends = await screen.findByRole('region', { name: 'Trends' });
    const briefs = await within(trends).findByRole('table', {
      name: 'Briefs received per week, by status (last 8 weeks)',
    });
    expect(within(briefs).getAllByRole('row')).toHaveLength(9);
    expect(
      within(briefs).getByRole('row', { name: /w\/c 16 Nov · 3 new, 0 approved, 0 rejected/ }),
    ).toHaveTextContent('3 briefs');
    const value = within(trends).getByRole('table', {
      name: 'Value of plans accepted per month (last 6 months)',
    });
    expect(within(value).getByRole('row', { name: /Sep 2026 · 3 plans/ })).toHaveTextContent('PKR 5,100,000');
  });

  it('keeps what follows the queue out of the layout until the queue has its size, and says when nothing waits', async () => {
    // The queue's height is its data's: the sections under it wait for it, so nothing moves when it arrives (a
    // phone's CLS was 0.18). Their calls do not wait.
    answerNever(fetchDashboardQueue);
    answerNever(fetchDashboardTrends);
    const client = testClient();
    const first = renderWithApp(<DashboardPage />, { client, session: sessionFor(userOf('admin')) });
    expect(await screen.findByRole('region', { name: 'Waiting for you' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(client.calls.map((call) => call.id)).toContain('fetchDashboardTrends'));
    expect(screen.queryByRole('region', { name: 'Trends' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
    first.unmount();
    // Once the queue is in, the charts hold their place while they load.
    answer(fetchDashboardQueue, { items: [] });
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('admin')) });
    expect(await screen.findByRole('heading', { name: 'Nothing waits for you' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trends' })).toHaveAttribute('aria-busy', 'true');
    cleanup();
    answer(fetchDashboardTrends, {
      briefsByWeek: [{ week_start: '2026-11-16', pending: 0, approved: 0, rejected: 0 }],
      acceptedPlansByMonth: [{ month: '2026-11', plans: 0, value: 0 }],
    });
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('planner')) });
    expect(await screen.findByRole('heading', { name: 'Nothing waits for you' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No briefs or accepted plans lately' }),
    ).toBeInTheDocument();
  });

  it('says when the queue or the charts cannot be loaded, and Retry loads them', async () => {
    answerError(fetchDashboardQueue, 500, null, { once: true });
    answerError(fetchDashboardTrends, 500, null, { once: true });
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('key_account_manager')) });
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(waiting).findByText(fetchDashboardQueue.errorMessage)).toBeInTheDocument();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Retry' }));
    expect(
      await within(waiting).findByRole('link', { name: 'BR-2026-0031 · Winter launch' }),
    ).toBeInTheDocument();
    const trends = screen.getByRole('region', { name: 'Trends' });
    expect(await within(trends).findByText(fetchDashboardTrends.errorMessage)).toBeInTheDocument();
    await userEvent.click(within(trends).getByRole('button', { name: 'Retry' }));
    expect(
      await within(trends).findByRole('table', { name: /Briefs received per week/ }),
    ).toBeInTheDocument();
  });

  it('links a card only when the viewer may open its list', async () => {
    seed();
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('planner')) });
    await waitFor(() => expect(card('Clients')).toHaveTextContent('14'));
    // Planners may not open client management or brief review, and may open the plan lists.
    expect(screen.queryByRole('link', { name: /^Clients/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^New briefs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Pending plans/ })).toHaveAttribute('href', '/plan?tab=pending');
    expect(screen.getByRole('link', { name: /^Active campaigns/ })).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    for (const endpoint of [fetchDashboardStats, fetchBriefCounts, fetchPlanCounts]) answerNever(endpoint);
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('admin')) });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-busy', 'true');
    expect(within(overview).getAllByText('Loading')).toHaveLength(9);
  });

  it("shows an error with the server's message and retries", async () => {
    seed();
    answerError(fetchPlanCounts, 500, 'The database is busy', { once: true });
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('admin')) });
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(await within(plans).findByText('The database is busy')).toBeInTheDocument();
    await waitFor(() => expect(card('New briefs')).toHaveTextContent('11'));

    await userEvent.click(within(plans).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('Lost plans')).toHaveTextContent('1'));
  });
});
