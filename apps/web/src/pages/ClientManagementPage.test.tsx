import { fetchAllClients } from '@ooh/api';
import { clientFixtures, type MockClient } from '@ooh/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { ClientManagementPage } from './ClientManagementPage.tsx';

// The fake backend's clients (msw/brief-fixtures.ts): Shan Foods, Jazz and Gourmet are Bilal Ahmed's, Engro
// Fertilizers is Kiran Shah's, Khaadi has no key account manager; each has running campaigns and new briefs.

function rows() {
  return within(screen.getByRole('table', { name: 'Clients' }))
    .getAllByRole('row')
    .slice(1);
}

function lastQuery(client: ReturnType<typeof testClient>) {
  const calls = client.calls.filter((call) => call.id === 'fetchAllClients');
  return (calls.at(-1)?.options as { query: Record<string, unknown> } | undefined)?.query;
}

function renderClients(options: { role?: Parameters<typeof userOf>[0]; path?: string } = {}) {
  const client = testClient();
  const result = renderWithApp(<ClientManagementPage />, {
    client,
    session: sessionFor(userOf(options.role ?? 'admin')),
    path: options.path ?? '/client-management',
  });
  return { ...result, client };
}

/** More clients than one page holds: 12 of Bilal's besides the fixtures. */
function manyClients(): MockClient[] {
  const base = clientFixtures[0] as MockClient;
  return [
    ...structuredClone(clientFixtures),
    ...Array.from({ length: 12 }, (_, i) => ({
      ...base,
      id: 100 + i,
      company_name: `Zulu Traders ${String(i + 1).padStart(2, '0')}`,
      email: `zulu${i}@example.pk`,
    })),
  ];
}

describe('client management', { timeout: 20_000 }, () => {
  it('lists every client by company with its key account manager, each linking to its profile', async () => {
    const { client } = renderClients();
    expect(screen.getByRole('heading', { level: 1, name: 'Client management' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Engro Fertilizers',
      'Gourmet',
      'Jazz',
      'Khaadi',
      'Shan Foods',
    ]);
    expect(rows()[0]).toHaveTextContent('Kiran Shah');
    expect(rows()[3]).toHaveTextContent('None yet');
    expect(screen.getByRole('link', { name: 'Jazz' })).toHaveAttribute('href', '/view-client-profile?id=2');
    expect(lastQuery(client)).toEqual({ page: 1, limit: 10, kam: 'all' });
  });

  it('pages, searches and filters by key account manager, keeping each in the address', async () => {
    db.clients = manyClients();
    const user = userEvent.setup();
    const { client, location } = renderClients();
    await waitFor(() => expect(rows()).toHaveLength(10));
    // The skeleton rows of the first load are ten too: the pager comes with the answer.
    await user.click(await screen.findByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(location.history.at(-1)).toContain('page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'traders 0');
    await waitFor(() => expect(lastQuery(client)).toMatchObject({ page: 1, search: 'traders 0' }));
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(location.history.at(-1)).toContain('search=traders');
    await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));

    await user.click(screen.getByRole('combobox', { name: /Key account manager/ }));
    await user.click(await screen.findByRole('option', { name: 'Kiran Shah · 1' }));
    await waitFor(() => expect(lastQuery(client)).toMatchObject({ kam: 9 }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Engro Fertilizers');
    expect(location.history.at(-1)).toContain('kam=9');

    await user.click(screen.getByRole('combobox', { name: /Key account manager/ }));
    await user.click(await screen.findByRole('option', { name: 'No key account manager' }));
    // One row before and after: the list keeps the previous answer on screen until the next is drawn.
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Khaadi'));
    expect(rows()).toHaveLength(1);
  });

  it('opens on the list the address names', async () => {
    renderClients({ path: '/client-management?kam=2&search=ja' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Jazz');
    expect(screen.getByRole('combobox', { name: /Key account manager/ })).toHaveTextContent(
      'Bilal Ahmed · 3',
    );
  });

  it("lets an admin register a client for a key account manager and opens the new client's profile", async () => {
    const user = userEvent.setup();
    const { location } = renderClients();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Register client' }));
    const form = await screen.findByRole('form', { name: 'Register client' });
    await user.click(within(form).getByRole('button', { name: 'Register client' }));
    expect(within(form).getByText("Enter the client's company name")).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Company/ }), 'Hala Foods');
    await user.type(within(form).getByRole('textbox', { name: /Contact person/ }), 'Noor Hala');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'sana.rauf@example.pk');
    await user.click(within(form).getByRole('radio', { name: 'Kiran Shah' }));
    await user.click(within(form).getByRole('button', { name: 'Register client' }));
    // The e-mail is Shan Foods' (409): the server's words in the form, nothing typed lost.
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Another client already has this e-mail address',
    );
    await user.clear(within(form).getByRole('textbox', { name: /E-mail/ }));
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'noor@hala.example');
    await user.click(within(form).getByRole('button', { name: 'Register client' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/view-client-profile?id=6'));
    expect(db.clients.at(-1)).toMatchObject({
      company_name: 'Hala Foods',
      key_account_manager: { id: 9, name: 'Kiran Shah' },
    });
  });

  it('edits a client with its whole profile and shows the change in the list', async () => {
    const user = userEvent.setup();
    renderClients();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Edit Khaadi' }));
    const form = await screen.findByRole('form', { name: 'Edit Khaadi' });
    expect(within(form).getByRole('textbox', { name: /Address/ })).toHaveValue(
      '16 Shahrah-e-Faisal, Karachi',
    );
    await user.click(within(form).getByRole('radio', { name: 'Bilal Ahmed' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Khaadi' })).not.toBeInTheDocument());
    await waitFor(() => expect(rows()[3]).toHaveTextContent('Bilal Ahmed'));
    expect(db.clients.find((client) => client.id === 5)?.address).toBe('16 Shahrah-e-Faisal, Karachi');
  });

  it("shows the server's refusal to delete a client with running campaigns, and deletes one without", async () => {
    const user = userEvent.setup();
    renderClients();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Delete Jazz' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jazz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete client' }));
    expect(
      await within(dialog).findByText(/Cannot delete Jazz: it has 3 running campaigns/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    db.campaigns = db.campaigns.filter((campaign) => campaign.client_id !== 2);
    db.briefs = db.briefs.filter((brief) => brief.client_id !== 2);
    await user.click(screen.getByRole('button', { name: 'Delete Jazz' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete Jazz?' });
    await user.click(within(again).getByRole('button', { name: 'Delete client' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByRole('link', { name: 'Jazz' })).not.toBeInTheDocument();
  });

  it('shows a manager the list to read: no register, edit or delete', async () => {
    renderClients({ role: 'manager' });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Register client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Key account manager' })).toBeInTheDocument();
  });

  it('says so when there are no clients, and when the list cannot be loaded (with Retry)', async () => {
    db.clients = [];
    const { unmount } = renderClients();
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    unmount();
    db.clients = manyClients();
    answerError(fetchAllClients, 500, null, { once: true });
    renderClients();
    expect(await screen.findByRole('heading', { name: 'Clients could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch clients')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });
});
