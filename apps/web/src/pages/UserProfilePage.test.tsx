import { fetchUserDetails } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { UserProfilePage } from './UserProfilePage.tsx';

function renderProfile(path: string, role: 'admin' | 'manager' = 'admin') {
  return renderWithApp(<UserProfilePage />, {
    path,
    session: sessionFor({
      ...userOf(role, role === 'admin' ? 'Ayesha Khan' : 'Fatima Qureshi'),
      userId: role === 'admin' ? 1 : 7,
    }),
  });
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('a user’s profile', { timeout: 20_000 }, () => {
  it('shows the account, its pending link and the clients it owns, with the admin’s actions', async () => {
    renderProfile('/view-user-profile?id=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilal Ahmed' })).toBeInTheDocument();
    expect(screen.getByText('Key account manager · key_account_manager@demo.local')).toBeInTheDocument();
    expect(fact('Phone')).toHaveTextContent('+92 310');
    expect(fact('Password')).toHaveTextContent('Set');
    expect(fact('Password link')).toHaveTextContent('None pending');
    expect(fact('Clients owned')).toHaveTextContent('3 clients as key account manager');
    for (const name of ['Edit user', 'Deactivate', 'Re-send password link', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the users' })).toHaveAttribute(
      'href',
      '/user-management',
    );
  });

  it('shows a pending link and its expiry, and one that has run out', async () => {
    const { unmount } = renderProfile('/view-user-profile?id=8');
    await screen.findByRole('heading', { level: 1, name: 'Imran Siddiqui' });
    expect(fact('Password')).toHaveTextContent('Not set yet');
    expect(fact('Password link')).toHaveTextContent(/^Sent .*; works until /);
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    unmount();
    renderProfile('/view-user-profile?id=13');
    await screen.findByRole('heading', { level: 1, name: 'Kashif Mirza' });
    expect(fact('Password link')).toHaveTextContent(/; expired /);
  });

  it('deactivates from the profile and shows the new status at once', async () => {
    const user = userEvent.setup();
    renderProfile('/view-user-profile?id=3');
    await screen.findByRole('heading', { level: 1, name: 'Sana Malik' });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Sana Malik?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument());
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('goes back to the list once the user is deleted', async () => {
    const user = userEvent.setup();
    const { location } = renderProfile('/view-user-profile?id=12');
    await screen.findByRole('heading', { level: 1, name: 'Hira Javed' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Hira Javed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/user-management'));
    expect(db.users.find((each) => each.id === 12)?.deleted).toBe(true);
  });

  it('offers the admin no deactivation or deletion of their own account', async () => {
    renderProfile('/view-user-profile?id=1');
    await screen.findByRole('heading', { level: 1, name: 'Ayesha Khan' });
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText(/This is your own account/)).toBeInTheDocument();
  });

  it('is read-only for a manager', async () => {
    renderProfile('/view-user-profile?id=2', 'manager');
    await screen.findByRole('heading', { level: 1, name: 'Bilal Ahmed' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Only an admin can change an account');
    expect(screen.queryByRole('link', { name: 'Back to the users' })).toBeNull();
  });

  it('says when the user does not exist, is deleted, or could not be loaded', async () => {
    const first = renderProfile('/view-user-profile?id=9');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    first.unmount();
    const second = renderProfile('/view-user-profile');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    second.unmount();
    answerError(fetchUserDetails, 500, null);
    const third = renderProfile('/view-user-profile?id=2');
    expect(await screen.findByText(fetchUserDetails.errorMessage)).toBeInTheDocument();
    third.unmount();
    answerNever(fetchUserDetails);
    renderProfile('/view-user-profile?id=2');
    expect(await screen.findByText('Loading the user')).toBeInTheDocument();
  });
});
