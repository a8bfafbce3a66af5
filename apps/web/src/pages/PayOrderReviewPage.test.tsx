import { fetchBriefsAwaitingPayOrder, fetchPayOrderCounts, fetchPayOrders } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, bodiesOf, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { PayOrderReviewPage } from './PayOrderReviewPage.tsx';

// The fake backend's pay orders (msw/campaign-fixtures.ts): briefs 133 (its PO rejected) and 134 await one; POs 21,
// 22 (PKR 12,000 over its plan) and 23 (under) are pending; 24 is rejected; one accepted PO per campaign.

/** The body rows of the table (the header row left out). */
function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function rowOf(text: string): HTMLElement {
  const row = rows().find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
}

function renderReview(options: { role?: 'admin' | 'key_account_manager'; path?: string } = {}) {
  const client = testClient();
  const result = renderWithApp(<PayOrderReviewPage />, {
    client,
    session: sessionFor(userOf(options.role ?? 'admin')),
    path: options.path ?? '/plan-po-review',
  });
  return { ...result, client };
}

describe('the pay order review', () => {
  it('shows the four tabs with their counts, and the briefs awaiting a pay order first', async () => {
    renderReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay order review' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Awaiting PO, 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Pending, 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `Accepted, ${db.campaigns.length}` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected, 1' })).toBeInTheDocument();

    expect(await screen.findByText('BR-2026-0134')).toBeInTheDocument();
    const rejectedBefore = rowOf('BR-2026-0133');
    expect(rejectedBefore).toHaveTextContent('SF-PO-0912 rejected');
    expect(rejectedBefore).toHaveTextContent('PKR 1,777,500.00');
    expect(rowOf('BR-2026-0134')).toHaveTextContent('None yet');
  });

  it('records a pay order: checks the fields, compares the amount with the plan, uploads the document', async () => {
    const user = userEvent.setup();
    const { client } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Record pay order for BR-2026-0134' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record pay order' });
    expect(within(dialog).getByText('PKR 2,124,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount to compare')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Record pay order' }));
    expect(await within(dialog).findByText('Enter the PO number')).toBeInTheDocument();
    expect(within(dialog).getByText('The amount must be a number greater than zero')).toBeInTheDocument();
    expect(bodiesOf(client, 'recordPayOrder')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^PO number/ }), 'GMT-PO-5521');
    const amount = within(dialog).getByRole('spinbutton', { name: /^Amount/ });
    for (const key of '2136000') await user.type(amount, key);
    await user.tab();
    expect(await within(dialog).findByText("PKR 12,000.00 more than the plan's total")).toBeInTheDocument();

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'gourmet po.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record pay order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = client.calls.find((call) => call.id === 'recordPayOrder')?.options as {
      params: { id: number };
      body: FormData;
    };
    expect(sent.params).toEqual({ id: 134 });
    expect(sent.body.get('po_number')).toBe('GMT-PO-5521');
    expect(sent.body.get('amount')).toBe('2136000');
    expect((sent.body.get('file') as File).name).toBe('gourmet po.pdf');
    // Recorded: the brief no longer awaits one, and the counts follow.
    await waitFor(() => expect(screen.queryByText('BR-2026-0134')).not.toBeInTheDocument());
    expect(await screen.findByRole('tab', { name: 'Pending, 4' })).toBeInTheDocument();
  });

  it('lists the pending pay orders with the difference from the plan in words', async () => {
    renderReview({ path: '/plan-po-review?tab=pending' });
    expect(await screen.findByText('KH/PO/2026/118')).toBeInTheDocument();
    expect(rowOf('KH/PO/2026/118')).toHaveTextContent("PKR 12,000.00 more than the plan's total");
    expect(rowOf('EFL-77120')).toHaveTextContent("PKR 154,500.00 less than the plan's total");
    expect(rowOf('PO-2026-4311')).toHaveTextContent("Matches the plan's total");
  });

  it('accepts a pending pay order after saying it creates the campaign', async () => {
    const user = userEvent.setup();
    renderReview({ path: '/plan-po-review?tab=pending' });
    await screen.findByText('PO-2026-4311');
    await user.click(within(rowOf('PO-2026-4311')).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept pay order PO-2026-4311?' });
    expect(dialog).toHaveTextContent(/creates the campaign “Jazz Back to school”/);
    await user.click(within(dialog).getByRole('button', { name: 'Accept and create campaign' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('PO-2026-4311')).not.toBeInTheDocument());
    expect(await screen.findByRole('tab', { name: 'Pending, 2' })).toBeInTheDocument();
    expect(db.payOrders.find((payOrder) => payOrder.id === 21)?.status).toBe('accepted');
  });

  it('rejects a pending pay order only with a reason', async () => {
    const user = userEvent.setup();
    const { client } = renderReview({ path: '/plan-po-review?tab=pending' });
    await screen.findByText('EFL-77120');
    await user.click(within(rowOf('EFL-77120')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject pay order EFL-77120?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject pay order' }));
    expect(await within(dialog).findByText('Enter a reason to continue.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Amount short of the plan');
    await user.click(within(dialog).getByRole('button', { name: 'Reject pay order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodiesOf(client, 'rejectPayOrder')).toEqual([{ reason: 'Amount short of the plan' }]);
    await waitFor(() => expect(screen.queryByText('EFL-77120')).not.toBeInTheDocument());
  });

  it('keeps a confirmation open while its list loads again under it', async () => {
    const user = userEvent.setup();
    const { client } = renderReview({ path: '/plan-po-review?tab=pending' });
    await screen.findByText('EFL-77120');
    // The search is sent once typing pauses: the reader opens a row's Reject before it is.
    await user.type(screen.getByRole('searchbox', { name: 'Search pending pay orders' }), 'EFL');
    await user.click(within(rowOf('EFL-77120')).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(client.calls.at(-1)).toMatchObject({
        id: 'fetchPayOrders',
        options: { query: { search: 'EFL' } },
      }),
    );
    // The other pending orders leave the page (text queries read under the modal dialog's inert backdrop).
    await waitFor(() => expect(screen.queryByText('PO-2026-4311')).not.toBeInTheDocument());
    expect(screen.getByRole('alertdialog', { name: 'Reject pay order EFL-77120?' })).toBeInTheDocument();
  });

  it('shows the document of a pay order', async () => {
    const user = userEvent.setup();
    const { client } = renderReview({ path: '/plan-po-review?tab=pending' });
    await screen.findByText('PO-2026-4311');
    await user.click(screen.getByRole('button', { name: 'View document of PO-2026-4311' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay order PO-2026-4311' });
    expect(dialog).toHaveTextContent('Jazz PO 4311.pdf');
    await waitFor(() =>
      expect(client.downloads.map((call) => call.id)).toEqual(['downloadPayOrderDocument']),
    );
    expect(client.downloads[0]?.options).toMatchObject({ params: { id: 21 } });
  });

  it('links an accepted pay order to its campaign with the verified share, by role', async () => {
    const { unmount } = renderReview({ path: '/plan-po-review?tab=accepted' });
    const first = db.campaigns[0];
    if (!first) throw new Error('no campaign fixture');
    const link = await screen.findByRole('link', { name: `Open campaign ${first.name}` });
    expect(link).toHaveAttribute('href', `/campaign-details/${first.brief_id}`);
    expect(link.closest('tr')).toHaveTextContent(/\d+% of sites verified/);
    unmount();

    // A key account manager opens a campaign through the operation analyst's screen.
    renderReview({ role: 'key_account_manager', path: '/plan-po-review?tab=accepted' });
    expect(await screen.findByRole('link', { name: `Open campaign ${first.name}` })).toHaveAttribute(
      'href',
      `/operation-analyst/${first.brief_id}`,
    );
  });

  it('shows why a pay order was rejected', async () => {
    renderReview({ path: '/plan-po-review?tab=rejected' });
    expect(await screen.findByText('SF-PO-0912')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(rowOf('SF-PO-0912')).toHaveTextContent("10% short of the plan's total");
    expect(within(rowOf('SF-PO-0912')).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows a loading state', () => {
    answerNever(fetchBriefsAwaitingPayOrder);
    answerNever(fetchPayOrderCounts);
    renderReview();
    expect(screen.getByRole('status', { name: 'Loading briefs awaiting a pay order' })).toBeInTheDocument();
  });

  it('shows an empty state of its own for each tab', async () => {
    db.awaitingPayOrder = [];
    db.payOrders = [];
    const user = userEvent.setup();
    renderReview();
    expect(await screen.findByRole('heading', { name: 'No brief awaits a pay order' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Pending/ }));
    expect(await screen.findByRole('heading', { name: 'No pending pay orders' })).toBeInTheDocument();
  });

  it('shows the fallback message on an error, and loads again on Retry', async () => {
    const user = userEvent.setup();
    answerError(fetchPayOrders, 500, null, { once: true });
    renderReview({ path: '/plan-po-review?tab=pending' });
    expect(await screen.findByText(fetchPayOrders.errorMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('PO-2026-4311')).toBeInTheDocument();
  });
});
