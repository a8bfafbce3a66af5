import { fetchNewBriefs } from '@ooh/api';
import { briefsOf } from '@ooh/api/msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistedState } from '../state/store.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db, type TestClient, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { BriefsPage } from './BriefsPage.tsx';

/** 23 new briefs, 2 approved, 1 rejected (the server counts the tabs from them). */
beforeEach(() => {
  db.briefs = [...briefsOf('pending', 23), ...briefsOf('approved', 2, 100), ...briefsOf('rejected', 1, 200)];
});

/** The body rows of the table (the header row left out). */
function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function renderBriefs(
  options: { role?: Parameters<typeof userOf>[0]; path?: string; client?: TestClient } = {},
) {
  const client = options.client ?? testClient();
  const result = renderWithApp(<BriefsPage />, {
    client,
    session: sessionFor(userOf(options.role ?? 'admin')),
    path: options.path ?? '/brief',
  });
  return { ...result, client };
}

describe('the briefs screen', () => {
  it('shows the three tabs with their counts and the new briefs, 10 to a page', async () => {
    const { client } = renderBriefs();

    expect(screen.getByRole('heading', { level: 1, name: 'Briefs' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'New, 23' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Approved, 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected, 1' })).toBeInTheDocument();

    expect(await screen.findByText('BR-2026-0001')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const first = rows()[0] as HTMLElement;
    expect(first).toHaveTextContent('Shan Foods');
    expect(first).toHaveTextContent('Campaign 1');
    expect(first).toHaveTextContent('1 Dec 2026 – 31 Jan 2027');
    expect(first).toHaveTextContent('PKR 1,500,000');
    expect(first).toHaveTextContent('Form');
    expect(first).toHaveTextContent('New');
    expect(screen.queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
    expect(client.calls.find((call) => call.id === 'fetchNewBriefs')).toMatchObject({
      options: { query: { page: 1, limit: 10 } },
    });
  });

  it('pages through a list', async () => {
    const { client } = renderBriefs();
    expect(await screen.findByText('BR-2026-0001')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Page 3/ }));
    expect(await screen.findByText('BR-2026-0021')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(client.calls.at(-1)).toMatchObject({
      id: 'fetchNewBriefs',
      options: { query: { page: 3, limit: 10 } },
    });
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    const { client } = renderBriefs();
    expect(await screen.findByText('BR-2026-0001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    expect(await screen.findByText('BR-2026-0011')).toBeInTheDocument();
    const before = client.calls.length;

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search new briefs' }), 'Jazz');
    // Typing alone asks nothing: the list machine waits for a pause.
    expect(client.calls.length).toBe(before);
    await waitFor(() =>
      expect(client.calls.at(-1)).toMatchObject({
        id: 'fetchNewBriefs',
        options: { query: { page: 1, limit: 10, search: 'Jazz' } },
      }),
    );
    expect(client.calls.length).toBe(before + 1);
    expect(await screen.findByText('7 of 23 new briefs match')).toBeInTheDocument();
    expect(rows().every((row) => row.textContent?.includes('Jazz'))).toBe(true);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search new briefs' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search new briefs' }), 'nothing like it');
    expect(await screen.findByRole('heading', { name: 'No briefs match your search' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No new briefs' })).not.toBeInTheDocument();
  });

  it('shows an empty state of its own for each tab', async () => {
    db.briefs = db.briefs.filter((brief) => brief.status === 'rejected');
    renderBriefs();
    expect(await screen.findByRole('heading', { name: 'No new briefs' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(await screen.findByRole('heading', { name: 'No approved briefs' })).toBeInTheDocument();
  });

  it('shows a loading state', () => {
    answerNever(fetchNewBriefs);
    renderBriefs();
    expect(screen.getByRole('status', { name: 'Loading new briefs' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the fallback message on an error, and loads again on Retry', async () => {
    db.briefs = briefsOf('pending', 3);
    answerError(fetchNewBriefs, 500, null, { once: true });
    renderBriefs();
    expect(await screen.findByText('An error occurred while fetching briefs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('BR-2026-0001')).toBeInTheDocument();
  });

  it('shows the server’s message when it sends one', async () => {
    answerError(fetchNewBriefs, 403, 'Your role may not list briefs');
    renderBriefs();
    expect(await screen.findByText('Your role may not list briefs')).toBeInTheDocument();
  });

  it('keeps the tab in the URL and reads the counts again when the tab changes', async () => {
    const { client, location } = renderBriefs({ path: '/brief?tab=rejected' });
    expect(await screen.findByRole('tab', { name: 'Rejected, 1' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('BR-2026-0200')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Reason 200');
    const countCalls = () => client.calls.filter((call) => call.id === 'fetchBriefCounts').length;
    expect(countCalls()).toBe(1);

    await userEvent.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(await screen.findByText('BR-2026-0100')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/brief?tab=approved');
    await waitFor(() => expect(countCalls()).toBe(2));

    await act(async () => location.navigate('/brief?tab=new'));
    expect(await screen.findByText('BR-2026-0001')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New, 23' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a row’s review by its kind and remembers the selected brief', async () => {
    const { location } = renderBriefs();
    expect(await screen.findByText('BR-2026-0002')).toBeInTheDocument();

    await userEvent.click(screen.getByText('BR-2026-0002'));
    expect(location.history.at(-1)).toBe('/brief-review-file/2');
    expect(persistedState.selectedBrief).toEqual({ id: 2, label: 'BR-2026-0002 · Campaign 2' });
  });

  it('opens a form brief with the keyboard', async () => {
    const { location } = renderBriefs();
    expect(await screen.findByText('BR-2026-0001')).toBeInTheDocument();
    (rows()[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/brief-review-form/1');
  });

  it('offers to create briefs to admins and key account managers only', async () => {
    const { unmount } = renderBriefs({ role: 'key_account_manager' });
    expect(screen.getByRole('link', { name: 'Create brief' })).toHaveAttribute('href', '/create-brief');
    expect(screen.getByRole('link', { name: 'Create brief from a file' })).toHaveAttribute(
      'href',
      '/create-brief-by-file',
    );
    unmount();

    renderBriefs({ role: 'designer' });
    expect(await screen.findByText('BR-2026-0001')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create brief/ })).not.toBeInTheDocument();
  });
});
