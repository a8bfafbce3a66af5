import { fetchAllUsers, USER_MESSAGES } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { UserManagementPage } from './UserManagementPage.tsx';

// The fake backend's people (msw/user-fixtures.ts): 25 staff accounts, one deleted; the signed-in admin is id 1,
// Ayesha Khan.

function rows() {
  return within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1);
}

function lastQuery(client: ReturnType<typeof testClient>) {
  const calls = client.calls.filter((call) => call.id === 'fetchAllUsers');
  return (calls.at(-1)?.options as { query: Record<string, unknown> } | undefined)?.query;
}

function renderUsers(path = '/user-management') {
  const client = testClient();
  const result = renderWithApp(<UserManagementPage />, {
    client,
    session: sessionFor({ ...userOf('admin', 'Ayesha Khan'), userId: 1 }),
    path,
  });
  return { ...result, client };
}

/**
 * Opens a row's Actions menu by keyboard (user-event's pointer selects an Ark menu item in the first menu of a page
 * only; see packages/ui/src/menu/menu.test.tsx) and returns what it offers.
 */
async function openActions(name: string) {
  const user = userEvent.setup();
  screen.getByRole('button', { name: `Actions for ${name}` }).focus();
  await user.keyboard('{ArrowDown}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBeTruthy());
  const offered = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  return { user, menu, offered };
}

/** Chooses one action of a row's menu, as a keyboard user does. */
async function chooseAction(name: string, action: string) {
  const { user, menu } = await openActions(name);
  const item = within(menu).getByRole('menuitem', { name: action });
  for (let step = 0; step < 6 && menu.getAttribute('aria-activedescendant') !== item.id; step += 1)
    await user.keyboard('{ArrowDown}');
  expect(menu).toHaveAttribute('aria-activedescendant', item.id);
  await user.keyboard('{Enter}');
  return user;
}

describe('user management', { timeout: 20_000 }, () => {
  it('lists the staff by name, 20 to a page, each linked to its profile', async () => {
    const user = userEvent.setup();
    const { client } = renderUsers();
    expect(screen.getByRole('heading', { level: 1, name: 'User management' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('24 users')).toBeInTheDocument();
    expect(lastQuery(client)).toEqual({ page: 1, limit: 20 });
    expect(rows()[0]).toHaveTextContent('Adnan Chaudhry');
    expect(screen.queryByText('Nadia Aslam')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bilal Ahmed' })).toHaveAttribute(
      'href',
      '/view-user-profile?id=2',
    );
    const imran = rows().find((row) => row.textContent?.includes('Imran Siddiqui')) as HTMLElement;
    expect(imran).toHaveTextContent('Inactive');
    expect(imran).toHaveTextContent('No password yet');
    expect(rows().find((row) => row.textContent?.includes('Ayesha Khan'))).toHaveTextContent('You');

    await user.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('searches and filters by role and status, keeping them in the address', async () => {
    const user = userEvent.setup();
    const { client, location } = renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(20));

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'siddiqui');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('inactive@demo.local');
    expect(location.history.at(-1)).toContain('search=siddiqui');
    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Planner' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({ page: 1, limit: 20, role: 'planner', status: 'inactive' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(location.history.at(-1)).toContain('role=planner');
    expect(location.history.at(-1)).toContain('status=inactive');

    db.users = db.users.filter((each) => each.role !== 'planner');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Planner' }));
    expect(await screen.findByRole('heading', { name: 'No users match these filters' })).toBeInTheDocument();
  });

  it('opens on the list the address names', async () => {
    const { client } = renderUsers('/user-management?page=2&role=designer');
    await waitFor(() => expect(lastQuery(client)).toEqual({ page: 2, limit: 20, role: 'designer' }));
  });

  it('adds a user, showing the server’s refusal of a taken e-mail on its field', async () => {
    const user = userEvent.setup();
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });

    // The contract's rules first, in the browser.
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText(USER_MESSAGES.name)).toBeInTheDocument();
    expect(within(dialog).getByText(USER_MESSAGES.role)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Ali Raza');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'planner@demo.local');
    const role = within(dialog).getByRole('combobox', { name: /^Role/ });
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Operation analyst' }));
    await waitFor(() => expect(role).toHaveTextContent('Operation analyst'));
    await user.type(within(dialog).getByLabelText(/^Phone/), '+92 321 5550101');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    const email = within(dialog).getByLabelText(/^E-mail/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining(USER_MESSAGES.emailTaken)),
    );
    await waitFor(() => expect(email).toHaveFocus());

    await user.clear(email);
    await user.type(email, 'ali.raza@demo.local');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Ali Raza'));
    expect(rows()[1]).toHaveTextContent('Operation analyst');
    expect(rows()[1]).toHaveTextContent('No password yet');
    expect(db.outbox[0]?.recipient).toBe('ali.raza@demo.local');
  });

  it('edits a user', async () => {
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const user = await chooseAction('Hira Javed', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hira Javed' });
    const phone = within(dialog).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+92 333 7654321');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(rows().find((row) => row.textContent?.includes('Hira Javed'))).toHaveTextContent(
        '+92 333 7654321',
      ),
    );
  });

  it('deactivates and activates after asking, and shows the server’s refusal in the dialog', async () => {
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(20));
    // The signed-in admin's own row offers neither deactivation nor deletion.
    const own = await openActions('Ayesha Khan');
    expect(own.offered).toEqual(['Edit', 'Re-send password link']);
    await own.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const sana = await openActions('Sana Malik');
    expect(sana.offered).toEqual(['Edit', 'Deactivate', 'Re-send password link', 'Delete']);
    await sana.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const user = await chooseAction('Sana Malik', 'Deactivate');
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Sana Malik?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(rows().find((row) => row.textContent?.includes('Sana Malik'))).toHaveTextContent('Inactive'),
    );

    const again = await chooseAction('Sana Malik', 'Activate');
    const activate = await screen.findByRole('alertdialog', { name: 'Activate Sana Malik?' });
    await again.click(within(activate).getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(rows().find((row) => row.textContent?.includes('Sana Malik'))).toHaveTextContent('Active'),
    );

    // Faisal Iqbal becomes the only active admin once the other one is gone from the server's data.
    db.users = db.users.filter((each) => each.id !== 1);
    const last = await chooseAction('Faisal Iqbal', 'Deactivate');
    const refused = await screen.findByRole('alertdialog', { name: 'Deactivate Faisal Iqbal?' });
    await last.click(within(refused).getByRole('button', { name: 'Deactivate' }));
    expect(await within(refused).findByText(USER_MESSAGES.lastAdmin)).toBeInTheDocument();
  });

  it('deletes a user after a confirmation naming them', async () => {
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const kam = await chooseAction('Bilal Ahmed', 'Delete');
    const refused = await screen.findByRole('alertdialog', { name: 'Delete Bilal Ahmed?' });
    await kam.click(within(refused).getByRole('button', { name: 'Delete user' }));
    expect(await within(refused).findByText(/key account manager of 3 clients/)).toBeInTheDocument();
    await kam.click(within(refused).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const user = await chooseAction('Hira Javed', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Hira Javed?' });
    expect(confirm).toHaveTextContent('hira.javed@demo.local');
    await user.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(screen.queryByText('Hira Javed')).toBeNull());
    expect(screen.getByText('23 users')).toBeInTheDocument();
  });

  it('re-sends the password link, and the outbox shows it with the link', async () => {
    const { location } = renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const user = await chooseAction('Kashif Mirza', 'Re-send password link');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Send Kashif Mirza a new password link?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Mail outbox' }));
    expect(location.history.at(-1)).toBe('/user-management?tab=outbox');
    const outbox = await screen.findByRole('list', { name: 'Mail outbox' });
    const newest = within(outbox).getAllByRole('listitem')[0] as HTMLElement;
    expect(newest).toHaveTextContent('kashif.mirza@demo.local');
    expect(newest).toHaveTextContent('Kept (no mail server)');
    expect(newest).toHaveTextContent(/\/set-password\?token=link-13-/);
    expect(within(newest).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText(/Why it failed: connect ECONNREFUSED/)).toBeInTheDocument();
  });

  it('shows the loading, empty and failed list', async () => {
    answerNever(fetchAllUsers);
    const loading = renderUsers();
    expect(await screen.findByText('Loading users')).toBeInTheDocument();
    loading.unmount();

    db.users = [];
    answerError(fetchAllUsers, 500, null, { once: true });
    renderUsers();
    expect(await screen.findByText(fetchAllUsers.errorMessage)).toBeInTheDocument();
  });

  it('says when there are no users', async () => {
    db.users = [];
    renderUsers();
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
  });
});
