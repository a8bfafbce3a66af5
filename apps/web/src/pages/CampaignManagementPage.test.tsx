import { fetchActiveCampaigns } from '@ooh/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { CampaignManagementPage } from './CampaignManagementPage.tsx';

// The fake backend's campaigns (msw/campaign-fixtures.ts): 12 active, 4 completed.

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function lastListQuery(client: ReturnType<typeof testClient>, id = 'fetchActiveCampaigns') {
  // The tabs' counts ask each list for one row; the list itself asks for a page of 10.
  const calls = client.calls.filter(
    (call) => call.id === id && (call.options as { query: { limit: number } }).query.limit !== 1,
  );
  return (calls.at(-1)?.options as { query: Record<string, unknown> } | undefined)?.query;
}

function renderCampaigns(options: { role?: Parameters<typeof userOf>[0]; path?: string } = {}) {
  const client = testClient();
  const result = renderWithApp(<CampaignManagementPage />, {
    client,
    session: sessionFor(userOf(options.role ?? 'admin')),
    path: options.path ?? '/campaign-management',
  });
  return { ...result, client };
}

const active = () => db.campaigns.filter((campaign) => campaign.status === 'active');

// Each test is a journey through the screen (typing, dialogs, several fetches): as the other screens' suites,
// it gets 20 s, since jsdom and Ark on a loaded 2-core runner take 3–6 s for some of them.
describe('campaign management', { timeout: 20_000 }, () => {
  it('shows the active and completed tabs with their counts, and the active campaigns, 10 to a page', async () => {
    const { client } = renderCampaigns();
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign management' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Active, 12' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Completed, 4' })).toBeInTheDocument();
    const first = active()[0];
    if (!first) throw new Error('no active fixture');
    const link = await screen.findByRole('link', { name: first.name });
    expect(link).toHaveAttribute('href', `/campaign-details/${first.brief_id}`);
    expect(rows()).toHaveLength(10);
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(first.client_name);
    expect(row).toHaveTextContent(/\d+% verified · \d+ of \d+ sites/);
    expect(lastListQuery(client)).toEqual({ page: 1, limit: 10 });

    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('says what waits on an active campaign', async () => {
    renderCampaigns();
    const worked = db.campaigns.find((campaign) => campaign.id === 1);
    if (!worked) throw new Error('no worked fixture');
    const row = (await screen.findByRole('link', { name: worked.name })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1 proposal to approve');
    expect(row).toHaveTextContent('2 photos to review');
    expect(row).toHaveTextContent('1 site without a tracker');
  });

  it('sends every filter of the spec, and says when nothing matches them', async () => {
    const user = userEvent.setup();
    const { client } = renderCampaigns();
    await screen.findByRole('tab', { name: 'Active, 12' });
    await screen.findAllByRole('link');

    await user.type(screen.getByRole('searchbox', { name: 'Search active campaigns' }), 'Jazz');
    await waitFor(() => expect(lastListQuery(client)).toMatchObject({ page: 1, campaign_name: 'Jazz' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search active campaigns' }));

    await user.type(screen.getByRole('textbox', { name: /^Client name/ }), 'Khaadi');
    await waitFor(() => expect(lastListQuery(client)).toMatchObject({ client_name: 'Khaadi' }));
    expect(lastListQuery(client)).not.toHaveProperty('campaign_name');

    const minimum = screen.getByRole('spinbutton', { name: /^Minimum sites/ });
    for (const key of '60') await user.type(minimum, key);
    await waitFor(() => expect(lastListQuery(client)).toMatchObject({ client_name: 'Khaadi', count: 60 }));
    expect(
      await screen.findByRole('heading', { name: 'No campaigns match these filters' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastListQuery(client)).toEqual({ page: 1, limit: 10 }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('filters by region and city from the lookups', async () => {
    const user = userEvent.setup();
    const { client } = renderCampaigns();
    await screen.findByRole('tab', { name: 'Active, 12' });
    await user.click(await screen.findByRole('combobox', { name: /^Region/ }));
    await user.click(await screen.findByRole('option', { name: 'Sindh' }));
    await waitFor(() => expect(lastListQuery(client)).toMatchObject({ region: 2 }));
    await user.click(screen.getByRole('combobox', { name: /^City/ }));
    // Only Sindh's cities are offered once Sindh is chosen.
    expect(await screen.findByRole('option', { name: 'Karachi' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Lahore' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Karachi' }));
    await waitFor(() => expect(lastListQuery(client)).toMatchObject({ region: 2, city: 3 }));
  });

  it('lists the completed campaigns with when they were completed, the tab kept in the URL', async () => {
    const user = userEvent.setup();
    const { location, client } = renderCampaigns();
    await screen.findByRole('tab', { name: 'Active, 12' });
    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(location.history.at(-1)).toBe('/campaign-management?tab=completed');
    expect(await screen.findByRole('columnheader', { name: 'Completed' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(lastListQuery(client, 'fetchCompletedCampaigns')).toEqual({ page: 1, limit: 10 });
  });

  it('opens a campaign from its row with the keyboard', async () => {
    const { location } = renderCampaigns();
    const first = active()[0];
    if (!first) throw new Error('no active fixture');
    const row = (await screen.findByRole('link', { name: first.name })).closest('tr') as HTMLElement;
    act(() => row.focus());
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe(`/campaign-details/${first.brief_id}`);
  });

  it('shows the same lists to operation analysts and planners', async () => {
    renderCampaigns({ role: 'planner' });
    expect(await screen.findByRole('tab', { name: 'Active, 12' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('shows a loading state', () => {
    answerNever(fetchActiveCampaigns);
    renderCampaigns();
    expect(screen.getByRole('status', { name: 'Loading active campaigns' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    db.campaigns = [];
    renderCampaigns();
    expect(await screen.findByRole('heading', { name: 'No active campaigns' })).toBeInTheDocument();
  });

  it('shows the fallback message on an error, and loads again on Retry', async () => {
    answerError(fetchActiveCampaigns, 500, null, { once: true });
    renderCampaigns();
    expect(await screen.findByText(fetchActiveCampaigns.errorMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });
});
