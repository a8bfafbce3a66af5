import { fetchActiveCampaigns, fetchWorkQueue, type StaffRole } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answer, answerError, answerNever, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { OperationAnalystPage } from './OperationAnalystPage.tsx';

/** The fake backend has 12 active campaigns, newest first: "Shan Foods Ramadan" (brief 3) is the first. */
function renderPage(role: StaffRole = 'operation_analyst') {
  const client = testClient();
  return {
    client,
    ...renderWithApp(<OperationAnalystPage />, {
      client,
      session: sessionFor(userOf(role)),
      path: '/operation-analyst',
    }),
  };
}

const analystQueue = {
  items: [
    {
      key: 'unassigned_sites',
      label: 'Sites without a tracker',
      count: 4,
      href: '/operation-analyst',
      top: [
        { brief_id: 3, campaign_id: 1, name: 'Shan Foods Ramadan', count: 1, href: '/operation-analyst/3' },
      ],
    },
    {
      key: 'proposable_sites',
      label: 'Sites ready for their next status',
      count: 0,
      href: '/operation-analyst',
      top: [],
    },
    { key: 'rejected_images', label: 'Rejected photos to redo', count: 2, href: '/plan-po-review', top: [] },
  ],
};

describe('the operation analyst’s screen', () => {
  it('shows the work queue and the campaigns loading', () => {
    answerNever(fetchWorkQueue);
    answerNever(fetchActiveCampaigns);
    renderPage();
    expect(screen.getByRole('region', { name: 'Waiting for you' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading active campaigns')).toBeInTheDocument();
  });

  it('shows what waits, each count a link the role may open, with the campaigns most concerned', async () => {
    answer(fetchWorkQueue, analystQueue);
    renderPage();
    const waiting = screen.getByRole('region', { name: 'Waiting for you' });
    const unassigned = await within(waiting).findByRole('link', { name: /^Sites without a tracker/ });
    expect(unassigned).toHaveTextContent('4');
    expect(unassigned).toHaveAttribute('href', '/operation-analyst');
    expect(within(waiting).getByRole('link', { name: 'Shan Foods Ramadan' })).toHaveAttribute(
      'href',
      '/operation-analyst/3',
    );
    // Nothing waits of this kind: no card.
    expect(within(waiting).queryByText('Sites ready for their next status')).toBeNull();
    // A screen the analyst may not open is a count without a link.
    expect(within(waiting).getByText('Rejected photos to redo')).toBeInTheDocument();
    expect(within(waiting).queryByRole('link', { name: /^Rejected photos to redo/ })).toBeNull();
  });

  it('lists the active campaigns with what waits in each, each opening its field work', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Active campaigns' });
    const row = (await within(table).findByRole('link', { name: 'Shan Foods Ramadan' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Shan Foods Ramadan' })).toHaveAttribute(
      'href',
      '/operation-analyst/3',
    );
    // Sites 7, without tracker 1, awaiting approval 1, photos 2, verified 29%.
    expect(row).toHaveTextContent(/Shan Foods.*7.*1.*1.*2.*29%/);
    // 12 campaigns, 10 to a page.
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('searches the campaigns by name', async () => {
    const user = userEvent.setup();
    const { client } = renderPage();
    const table = await screen.findByRole('table', { name: 'Active campaigns' });
    await within(table).findByRole('link', { name: 'Shan Foods Ramadan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search active campaigns' }), 'Khaadi');
    await waitFor(() =>
      expect(
        client.calls.filter((call) => call.id === fetchActiveCampaigns.id).at(-1)?.options?.query,
      ).toEqual({
        page: 1,
        limit: 10,
        campaign_name: 'Khaadi',
      }),
    );
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Shan Foods Ramadan' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Khaadi Summer sale' })).toBeInTheDocument();
  });

  it('says when there is no active campaign, and when nothing waits', async () => {
    answer(fetchActiveCampaigns, { campaigns: [], total: 0, totalCapped: false, allTotal: 0, totalPages: 0 });
    answer(fetchWorkQueue, { items: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No active campaigns' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing waits for you' })).toBeInTheDocument();
  });

  it('says when the campaigns or the work queue cannot be loaded, and Retry loads them', async () => {
    answerError(fetchActiveCampaigns, 500, null, { once: true });
    answerError(fetchWorkQueue, 500, null, { once: true });
    const user = userEvent.setup();
    renderPage('admin');
    expect(await screen.findByText(fetchActiveCampaigns.errorMessage)).toBeInTheDocument();
    expect(await screen.findByText(fetchWorkQueue.errorMessage)).toBeInTheDocument();
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);
    const table = await screen.findByRole('table', { name: 'Active campaigns' });
    expect(await within(table).findByRole('link', { name: 'Shan Foods Ramadan' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Site photos awaiting review/ })).toBeInTheDocument();
  });

  it('shows a KAM their own queue, linking to the pay orders', async () => {
    answer(fetchWorkQueue, {
      items: [
        {
          key: 'awaiting_pay_order',
          label: 'Accepted plans without a pay order',
          count: 1,
          href: '/plan-po-review?tab=awaiting',
          top: [],
        },
      ],
    });
    renderPage('key_account_manager');
    expect(await screen.findByRole('link', { name: /^Accepted plans without a pay order/ })).toHaveAttribute(
      'href',
      '/plan-po-review?tab=awaiting',
    );
    const table = await screen.findByRole('table', { name: 'Active campaigns' });
    expect(await within(table).findByRole('link', { name: 'Shan Foods Ramadan' })).toBeInTheDocument();
  });
});
