import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient, httpError, sessionFor, userOf } from '../test/fakes.ts';
import { renderWithApp } from '../test/render.tsx';
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
const briefCounts = { pendingBriefsCount: 11, approvedBriefsCount: 19, rejectedBriefsCount: 3 };
const planCounts = {
  inprogressPlansCount: 7,
  pendingPlansCount: 4,
  acceptedPlansCount: 12,
  modificationPlansCount: 2,
  rejectedPlansCount: 1,
};

function answers() {
  return {
    fetchDashboardStats: () => stats,
    fetchBriefCounts: () => briefCounts,
    fetchPlanCounts: () => planCounts,
  };
}

/** The card's link, or its text when the viewer may not open the list. */
function card(label: string): HTMLElement {
  const labelNode = screen.getByText(label);
  return (labelNode.closest('a') ?? labelNode.parentElement) as HTMLElement;
}

describe('the dashboard', () => {
  it('shows the numbers from the API on cards linking to their lists', async () => {
    const client = fakeClient(answers());
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
    renderWithApp(<DashboardPage />, {
      client: fakeClient(answers()),
      session: sessionFor(userOf('planner')),
    });
    await waitFor(() => expect(card('Clients')).toHaveTextContent('14'));
    // Planners may not open client management or brief review, and may open the plan lists.
    expect(screen.queryByRole('link', { name: /^Clients/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^New briefs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Pending plans/ })).toHaveAttribute('href', '/plan?tab=pending');
    expect(screen.getByRole('link', { name: /^Active campaigns/ })).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    const pending = () => new Promise(() => {});
    renderWithApp(<DashboardPage />, {
      client: fakeClient({
        fetchDashboardStats: pending,
        fetchBriefCounts: pending,
        fetchPlanCounts: pending,
      }),
      session: sessionFor(userOf('admin')),
    });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-busy', 'true');
    expect(within(overview).getAllByText('Loading')).toHaveLength(9);
  });

  it("shows an error with the server's message and retries", async () => {
    let failures = 1;
    const client = fakeClient({
      ...answers(),
      fetchPlanCounts: () => {
        if (failures-- > 0) throw httpError(500, 'The database is busy');
        return planCounts;
      },
    });
    renderWithApp(<DashboardPage />, { client, session: sessionFor(userOf('admin')) });
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(await within(plans).findByText('The database is busy')).toBeInTheDocument();
    await waitFor(() => expect(card('New briefs')).toHaveTextContent('11'));

    await userEvent.click(within(plans).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('Lost plans')).toHaveTextContent('1'));
  });
});
