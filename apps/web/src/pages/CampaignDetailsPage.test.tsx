import { completeCampaign, fetchSingleCampaign } from '@ooh/api';
import { type MockCampaign, withDerived } from '@ooh/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, bodiesOf, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { CampaignDetailsPage } from './CampaignDetailsPage.tsx';

// Campaign 1 of the fake backend (brief 3) is the worked example: seven sites, one verified-ready, one with a
// proposal waiting, one with a flagged photo, one waived, one without a tracker. Campaign 13 (brief 11) is completed.

function worked(): MockCampaign {
  const campaign = db.campaigns.find((candidate) => candidate.id === 1);
  if (!campaign) throw new Error('no worked fixture');
  return campaign;
}

function rows() {
  return within(screen.getByRole('table', { name: 'Campaign sites' }))
    .getAllByRole('row')
    .slice(1);
}

function rowOf(code: string): HTMLElement {
  const row = rows().find((candidate) => candidate.textContent?.includes(code));
  if (!row) throw new Error(`No row for ${code}`);
  return row;
}

function renderDetails(options: { role?: Parameters<typeof userOf>[0]; briefId?: string } = {}) {
  const client = testClient();
  const briefId = options.briefId ?? '3';
  const result = renderWithApp(<CampaignDetailsPage params={{ brief_id: briefId }} />, {
    client,
    session: sessionFor(userOf(options.role ?? 'admin')),
    path: `/campaign-details/${briefId}`,
  });
  return { ...result, client };
}

const siteCalls = (client: ReturnType<typeof testClient>) =>
  client.calls.filter((call) => call.id === 'fetchSingleCampaign');

describe('the campaign details', () => {
  it('shows the campaign: client, dates, plan, pay order, verified share and what waits', async () => {
    renderDetails();
    const campaign = worked();
    expect(await screen.findByRole('heading', { level: 1, name: campaign.name })).toBeInTheDocument();
    expect(screen.getByText(`${campaign.client_name} · ${campaign.brief_number}`)).toBeInTheDocument();
    expect(screen.getByText(campaign.plan_name)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${campaign.pay_order?.po_number} · PKR`))).toBeInTheDocument();
    expect(screen.getByText(/% verified · \d+ of 7 sites$/)).toBeInTheDocument();
    expect(
      screen.getByText(/1 proposal to approve · 2 photos to review · 1 site without a tracker/),
    ).toBeInTheDocument();
  });

  it('lists the sites with their tracker, statuses, proposal, photos and flags, linked to the site', async () => {
    renderDetails();
    await screen.findByRole('heading', { level: 1, name: worked().name });
    await waitFor(() => expect(rows()).toHaveLength(7));
    const [verified, , flagged, proposed, , waived, unassigned] = worked().sites;
    if (!verified || !flagged || !proposed || !waived || !unassigned) throw new Error('fixture changed');

    expect(within(rowOf(verified.site_code)).getByRole('link', { name: verified.site_code })).toHaveAttribute(
      'href',
      `/view-sites/${verified.site_id}`,
    );
    expect(rowOf(verified.site_code)).toHaveTextContent(verified.tracker?.name ?? '');
    expect(rowOf(verified.site_code)).toHaveTextContent('live');
    expect(rowOf(flagged.site_code)).toHaveTextContent('1 flagged photo');
    expect(rowOf(flagged.site_code)).toHaveTextContent('2 to review');
    expect(rowOf(proposed.site_code)).toHaveTextContent('Proposed: printed');
    expect(rowOf(proposed.site_code)).toHaveTextContent('by Usman Tariq');
    expect(rowOf(waived.site_code)).toHaveTextContent('Waived: Site demolished');
    expect(rowOf(unassigned.site_code)).toHaveTextContent('No tracker');
  });

  it('filters the sites by execution state and searches them', async () => {
    const user = userEvent.setup();
    const { client } = renderDetails();
    await screen.findByRole('heading', { level: 1, name: worked().name });
    await user.click(screen.getByRole('combobox', { name: /^Execution/ }));
    await user.click(await screen.findByRole('option', { name: 'Flagged photos' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(siteCalls(client).at(-1)?.options).toMatchObject({
      params: { id: 3 },
      query: { page: 1, limit: 10, execution: 'flagged' },
    });
    await user.click(screen.getByRole('combobox', { name: /^Execution/ }));
    await user.click(await screen.findByRole('option', { name: 'Status awaiting approval' }));
    await waitFor(() =>
      expect(siteCalls(client).at(-1)?.options).toMatchObject({ query: { execution: 'awaiting_approval' } }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search campaign sites' }), 'zzz-nothing');
    expect(await screen.findByRole('heading', { name: 'No sites match your search' })).toBeInTheDocument();
  });

  it('lets an admin approve a proposed status, after confirming', async () => {
    const user = userEvent.setup();
    const { client } = renderDetails();
    await screen.findByRole('heading', { level: 1, name: worked().name });
    const proposed = worked().sites[3];
    if (!proposed) throw new Error('fixture changed');
    await waitFor(() => expect(rows()).toHaveLength(7));
    await user.click(within(rowOf(proposed.site_code)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Approve “printed” for ${proposed.site_code}?`,
    });
    const before = siteCalls(client).length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve status' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(client.calls.find((call) => call.id === 'approveExecutionStatus')?.options).toMatchObject({
      query: { site_id: proposed.site_id, plan_id: proposed.plan_id },
    });
    // The campaign and the page of sites load again: the status is current, nothing waits.
    await waitFor(() => expect(siteCalls(client).length).toBe(before + 1));
    await waitFor(() => expect(rowOf(proposed.site_code)).not.toHaveTextContent('Proposed:'));
    expect(rowOf(proposed.site_code)).toHaveTextContent('printed');
    expect(screen.getByText(/^2 photos to review · 1 site without a tracker$/)).toBeInTheDocument();
  });

  it('rejects a proposed status only with a reason', async () => {
    const user = userEvent.setup();
    const { client } = renderDetails();
    await screen.findByRole('heading', { level: 1, name: worked().name });
    const proposed = worked().sites[3];
    if (!proposed) throw new Error('fixture changed');
    await waitFor(() => expect(rows()).toHaveLength(7));
    await user.click(within(rowOf(proposed.site_code)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject proposal' }));
    expect(await within(dialog).findByText('Enter a reason to continue.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No photo of the print yet');
    await user.click(within(dialog).getByRole('button', { name: 'Reject proposal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodiesOf(client, 'rejectExecutionStatus')).toEqual([{ reason: 'No photo of the print yet' }]);
  });

  it('waives an unsettled site with a reason; the site shows the waiver', async () => {
    const user = userEvent.setup();
    const { client } = renderDetails();
    await screen.findByRole('heading', { level: 1, name: worked().name });
    const unassigned = worked().sites[6];
    if (!unassigned) throw new Error('fixture changed');
    await waitFor(() => expect(rows()).toHaveLength(7));
    // Settled sites and a site with a proposal waiting offer no waiver.
    expect(
      within(rowOf(worked().sites[0]?.site_code ?? '')).queryByRole('button', { name: 'Waive' }),
    ).toBeNull();
    expect(
      within(rowOf(worked().sites[3]?.site_code ?? '')).queryByRole('button', { name: 'Waive' }),
    ).toBeNull();

    await user.click(within(rowOf(unassigned.site_code)).getByRole('button', { name: 'Waive' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Waive the execution of ${unassigned.site_code}?`,
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Client dropped the site');
    await user.click(within(dialog).getByRole('button', { name: 'Waive execution' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodiesOf(client, 'waiveExecutionStatus')).toEqual([
      { site_id: unassigned.site_id, plan_id: unassigned.plan_id, reason: 'Client dropped the site' },
    ]);
    await waitFor(() =>
      expect(rowOf(unassigned.site_code)).toHaveTextContent('Waived: Client dropped the site'),
    );
  });

  it('says why the campaign cannot be completed while sites are unsettled', async () => {
    renderDetails();
    await screen.findByRole('heading', { level: 1, name: worked().name });
    expect(screen.queryByRole('button', { name: 'Complete campaign' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /sites are neither approved nor waived\. Every site needs an approved execution status/,
      ),
    ).toBeInTheDocument();
  });

  it('completes a settled campaign after confirming, showing a refusal and retrying; then it is read-only', async () => {
    const campaign = worked();
    // Every site settled: an approved status and no proposal waiting.
    campaign.sites = campaign.sites.map((site) =>
      withDerived({
        ...site,
        execution_status: { id: 5, name: 'live' },
        proposed_execution_status: null,
        proposed_by_name: null,
        proposed_at: null,
      }),
    );
    answerError(completeCampaign, 409, '1 site has no approved execution status and no waiver: LHR-0001.', {
      once: true,
    });
    const user = userEvent.setup();
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Complete campaign' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Complete campaign “${campaign.name}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Complete campaign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '1 site has no approved execution status and no waiver: LHR-0001.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete campaign' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/This campaign is completed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows a completed campaign read-only', async () => {
    renderDetails({ briefId: '11' });
    expect(await screen.findByText(/This campaign is completed/)).toBeInTheDocument();
    expect(screen.getByText('Completed', { selector: 'span' })).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(
      screen.queryByRole('button', { name: /Approve|Reject|Waive|Complete campaign/ }),
    ).not.toBeInTheDocument();
  });

  it('offers planners no decision, and analysts completing but not approving', async () => {
    const { unmount } = renderDetails({ role: 'planner' });
    await screen.findByRole('heading', { level: 1, name: worked().name });
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByText(/neither approved nor waived/)).not.toBeInTheDocument();
    unmount();

    renderDetails({ role: 'operation_analyst' });
    await screen.findByRole('heading', { level: 1, name: worked().name });
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText(/neither approved nor waived/)).toBeInTheDocument();
  });

  it('says when a brief has no campaign', async () => {
    renderDetails({ briefId: '999' });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute(
      'href',
      '/campaign-management',
    );
  });

  it('shows a loading state, and the fallback on an error with Retry', async () => {
    answerNever(fetchSingleCampaign);
    const { unmount } = renderDetails();
    expect(screen.getByRole('status', { name: 'Loading the campaign' })).toBeInTheDocument();
    unmount();
  });

  it('shows the fallback message on an error, and loads again on Retry', async () => {
    answerError(fetchSingleCampaign, 500, null, { once: true });
    renderDetails();
    expect(await screen.findByText(fetchSingleCampaign.errorMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: worked().name })).toBeInTheDocument();
  });
});
