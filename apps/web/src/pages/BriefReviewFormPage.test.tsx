import { acceptBrief, deleteBrief, fetchSingleBrief, type StaffRole } from '@ooh/api';
import { briefOf } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { BriefReviewFormPage } from './BriefReviewFormPage.tsx';

// The fake backend's brief 1 is a new form brief, brief 2 a file brief; decisions change the stored brief.
function renderReview(options: { role?: StaffRole; id?: string } = {}) {
  const client = testClient();
  const id = options.id ?? '1';
  const result = renderWithApp(
    <>
      <BriefReviewFormPage params={{ brief_id: id }} />
      <Toaster />
    </>,
    { client, session: sessionFor(userOf(options.role ?? 'admin')), path: `/brief-review-form/${id}` },
  );
  return { ...result, client };
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the review of a form brief', () => {
  it('shows every field of the brief', async () => {
    renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brief BR-2026-0001' })).toBeInTheDocument();
    const facts: [string, string][] = [
      ['Brief number', 'BR-2026-0001'],
      ['Status', 'New'],
      ['Client', 'Shan Foods'],
      ['Campaign', 'Shan Foods Ramadan'],
      ['Start date', '1 Dec 2026'],
      ['End date', '31 Jan 2027'],
      ['Budget', 'PKR 1,500,000'],
      ['Created by', 'Kamran KAM'],
      ['Objective', 'Awareness in the top cities before the season starts.'],
      ['Regions', 'Punjab'],
      ['Cities', 'Lahore, Faisalabad'],
      ['Mediums', 'Billboard'],
      ['SEC', 'A'],
      ['Ages', '25–34'],
      ['Genders', '—'],
      ['Notes', 'Prefer sites facing traffic from the airport.'],
    ];
    for (const [name, value] of facts) {
      const term = screen.getByText(name, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.queryByText('Reason', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('offers what the brief machine and the role allow', async () => {
    const cases: [StaffRole, Parameters<typeof briefOf>[1], string[], string[]][] = [
      ['admin', {}, ['Accept', 'Reject', 'Delete', 'Update brief'], []],
      ['key_account_manager', {}, ['Accept', 'Reject', 'Delete', 'Update brief'], []],
      // Designers review but neither delete nor update (the contract's roles).
      ['designer', {}, ['Accept', 'Reject'], ['Delete', 'Update brief']],
      // Approved: no decision, no update; delete only while no plan is attached.
      ['admin', { status: 'approved' }, ['Delete'], ['Accept', 'Reject', 'Update brief']],
      [
        'admin',
        { status: 'approved', is_Plan_attached: 'Y' },
        [],
        ['Accept', 'Reject', 'Delete', 'Update brief'],
      ],
      // Rejected: update resubmits it; no decision.
      [
        'key_account_manager',
        { status: 'rejected', reason: 'Too small' },
        ['Update brief', 'Delete'],
        ['Accept', 'Reject'],
      ],
      [
        'designer',
        { status: 'rejected', reason: 'Too small' },
        [],
        ['Accept', 'Reject', 'Delete', 'Update brief'],
      ],
    ];
    for (const [role, change, shown, hidden] of cases) {
      db.briefs = [briefOf(1, change)];
      const { unmount } = renderReview({ role });
      await screen.findByRole('heading', { level: 1, name: 'Brief BR-2026-0001' });
      const header = screen.getByRole('heading', { level: 1 }).parentElement?.parentElement as HTMLElement;
      for (const name of shown) {
        expect(
          within(header).getByText(name),
          `${role} ${JSON.stringify(change)} sees ${name}`,
        ).toBeInTheDocument();
      }
      for (const name of hidden) {
        expect(
          within(header).queryByText(name),
          `${role} ${JSON.stringify(change)} sees no ${name}`,
        ).toBeNull();
      }
      unmount();
    }
  });

  it('links Update to the form', async () => {
    renderReview({ role: 'key_account_manager' });
    expect(await screen.findByRole('link', { name: 'Update brief' })).toHaveAttribute(
      'href',
      '/update-brief/1',
    );
  });

  it('accepts after confirming, and shows the new status', async () => {
    const { client } = renderReview({ role: 'designer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept brief BR-2026-0001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept brief' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(client.calls.find((call) => call.id === 'acceptBrief')).toMatchObject({
      options: { params: { id: 1 } },
    });
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Approved');
    expect(button('Accept')).toBeNull();
    expect(button('Reject')).toBeNull();
    expect(await screen.findByText('Brief accepted')).toBeInTheDocument();
  });

  it('rejects only with a reason, and shows it', async () => {
    const { client } = renderReview({ role: 'designer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject brief BR-2026-0001?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject brief' }));
    expect(await within(dialog).findByText('Enter a reason to continue.')).toBeInTheDocument();
    expect(client.calls.some((call) => call.id === 'rejectBrief')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Budget too small  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject brief' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(client.calls.find((call) => call.id === 'rejectBrief')).toMatchObject({
      options: { params: { id: 1 }, body: { reason: 'Budget too small' } },
    });
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Rejected');
    expect(screen.getByText('Reason', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Budget too small',
    );
  });

  it('shows a refusal (409) in the dialog, and retries on confirming again', async () => {
    answerError(acceptBrief, 409, 'Cannot accept: this brief is approved.', { once: true });
    const { client } = renderReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept brief' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot accept: this brief is approved.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept brief' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(client.calls.filter((call) => call.id === 'acceptBrief')).toHaveLength(2);
  });

  it('deletes after confirming and goes back to the list', async () => {
    const { client, location } = renderReview({ role: 'key_account_manager' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete brief BR-2026-0001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete brief' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/brief?tab=new'));
    expect(client.calls.find((call) => call.id === 'deleteBrief')).toMatchObject({
      options: { params: { id: 1 } },
    });
  });

  it('says “Failed to delete Brief” when the server gives no reason, and cancels', async () => {
    answerError(deleteBrief, 500);
    const { location } = renderReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete brief' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete Brief');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location.history.at(-1)).toBe('/brief-review-form/1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('says when the brief does not exist', async () => {
    db.briefs = [];
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Brief not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to briefs' })).toHaveAttribute('href', '/brief');
  });

  it('asks nothing for an id that cannot exist', () => {
    const { client } = renderReview({ id: 'abc' });
    expect(screen.getByRole('heading', { name: 'Brief not found' })).toBeInTheDocument();
    expect(client.calls).toHaveLength(0);
  });

  it('shows a loading state, then an error with Retry', async () => {
    answerError(fetchSingleBrief, 503, null, { once: true });
    renderReview();
    expect(screen.getByRole('status', { name: 'Loading the brief' })).toBeInTheDocument();
    expect(await screen.findByText('An error occurred while fetching the brief')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Brief BR-2026-0001' })).toBeInTheDocument();
  });

  it('sends a file brief to its own review route', async () => {
    const { location } = renderReview({ id: '2' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief-review-file/2'));
  });
});
