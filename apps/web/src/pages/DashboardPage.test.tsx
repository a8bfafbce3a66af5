import { fetchBriefCounts, fetchDashboardStats, fetchPlanCounts } from '@ooh/api';
import { briefsOf, plansOf } from '@ooh/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db, testClient } from '../test/server.ts';
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
    for (const [label, value, href] of expected) {
      const link = screen.getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveTextContent(value);
      expect(link).toHaveAttribute('href', href);
    }
    expect(client.calls.map((call) => call.id).sort()).toEqual([
      'fetchBriefCounts',
      'fetchDashboardStats',
      'fetchPlanCounts',
    ]);
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

  it('shows skeletons while loading', () => {
    for (const endpoint of [fetchDashboardStats, fetchBriefCounts, fetchPlanCounts]) answerNever(endpoint);
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('admin')) });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-busy', 'true');
    expect(within(overview).getAllByText('Loading')).toHaveLength(9);
  });

  it("shows an error with the server's message and retries", async () => {
    seed();
    answerError(fetchPlanCounts, 500, 'The database is busy', { once: true });
    renderWithApp(<DashboardPage />, { session: sessionFor(userOf('admin')) });
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(await within(plans).findByText('The database is busy')).toBeInTheDocument();
    await waitFor(() => expect(card('New briefs')).toHaveTextContent('11'));

    await userEvent.click(within(plans).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('Lost plans')).toHaveTextContent('1'));
  });
});
