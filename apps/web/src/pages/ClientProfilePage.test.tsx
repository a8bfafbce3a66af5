import { fetchClientProfile } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, db } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { ClientProfilePage } from './ClientProfilePage.tsx';

// The fake backend's Jazz (client 2): Bilal Ahmed's, with the fixtures' briefs (counted below, not assumed)
// and 3 running campaigns (msw/brief-fixtures.ts, campaign-fixtures.ts).

function renderProfile(path = '/view-client-profile?id=2', role: Parameters<typeof userOf>[0] = 'admin') {
  return renderWithApp(<ClientProfilePage />, { session: sessionFor(userOf(role)), path });
}

const briefsOf = (clientId: number, status: string) =>
  db.briefs.filter((brief) => brief.client_id === clientId && brief.status === status).length;

describe('client profile', { timeout: 20_000 }, () => {
  it('shows the profile, its key account manager, its briefs by status and its running campaigns', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz' })).toBeInTheDocument();
    // Set by an effect, which may run after the render that drew the heading.
    await waitFor(() => expect(document.title).toBe('Jazz · OOH back office'));
    const profile = screen.getByLabelText('Profile of Jazz');
    expect(profile).toHaveTextContent('bilal.ahmed@example.pk');
    expect(profile).toHaveTextContent('13 Shahrah-e-Faisal, Karachi');
    const owner = screen
      .getByRole('heading', { name: 'Key account manager' })
      .closest('section') as HTMLElement;
    // The owner's profile is a link for the roles that may open it (admins and managers).
    expect(within(owner).getByRole('link', { name: 'Bilal Ahmed' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/view-user-profile\?id=\d+$/),
    );
    const pending = briefsOf(2, 'pending');
    const link = screen.getByRole('link', { name: `${pending} new` });
    expect(link).toHaveAttribute('href', '/brief?tab=new&search=Jazz');
    expect(screen.getByText('3 campaigns are running.')).toBeInTheDocument();
    const campaigns = within(screen.getByRole('list', { name: 'Running campaigns of Jazz' })).getAllByRole(
      'listitem',
    );
    expect(campaigns).toHaveLength(3);
    expect(within(campaigns[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/campaign-details\/\d+$/),
    );
  });

  it('lets an admin give the client to another key account manager', async () => {
    const user = userEvent.setup();
    renderProfile();
    const change = await screen.findByRole('button', { name: 'Change key account manager' });
    // Enabled once the key account managers have loaded.
    await waitFor(() => expect(change).toBeEnabled());
    await user.click(change);
    const form = await screen.findByRole('form', { name: 'Key account manager of Jazz' });
    expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Kiran Shah' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Key account manager' }).closest('section'),
      ).toHaveTextContent('Kiran Shah'),
    );
    expect(db.clients.find((client) => client.id === 2)?.key_account_manager?.name).toBe('Kiran Shah');
  });

  it("shows the server's refusal to delete a client with running campaigns in the confirmation", async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jazz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete client' }));
    expect(
      await within(dialog).findByText(/Cannot delete Jazz: it has 3 running campaigns/),
    ).toBeInTheDocument();
  });

  it('shows a manager the profile to read: no edit, reassign or delete, counts without links to screens of other roles', async () => {
    renderProfile('/view-client-profile?id=2', 'manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change key account manager' })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Briefs of Jazz')).queryByRole('link')).not.toBeInTheDocument();
    const campaigns = screen.getByRole('list', { name: 'Running campaigns of Jazz' });
    expect(within(campaigns).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says a client without running campaigns has none, and one without an owner has none yet', async () => {
    db.campaigns = db.campaigns.filter((campaign) => campaign.client_id !== 5);
    renderProfile('/view-client-profile?id=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Khaadi' })).toBeInTheDocument();
    expect(screen.getByText('No campaign is running for this client.')).toBeInTheDocument();
    expect(screen.getByText('No key account manager owns this client yet.')).toBeInTheDocument();
  });

  it('says when the client does not exist, the address names none, or it cannot be loaded', async () => {
    const first = renderProfile('/view-client-profile?id=999');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute(
      'href',
      '/client-management',
    );
    first.unmount();
    const second = renderProfile('/view-client-profile');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    second.unmount();
    answerError(fetchClientProfile, 500, null, { once: true });
    renderProfile();
    expect(
      await screen.findByRole('heading', { name: 'The client could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('An error occurred while fetching the client')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz' })).toBeInTheDocument();
  });
});
