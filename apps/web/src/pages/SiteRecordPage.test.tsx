import { fetchInventorySite } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { InventorySiteViewPage, RequestedSiteViewPage } from './SiteRecordPage.tsx';

function renderPage(ui: ReactNode, path: string, role: Parameters<typeof userOf>[0] = 'admin') {
  const client = testClient();
  const result = renderWithApp(ui, { client, session: sessionFor(userOf(role)), path });
  return { ...result, client };
}

describe('a site of the inventory', { timeout: 20_000 }, () => {
  it('shows its facts, photos and plans, with Edit and Delete for an admin', async () => {
    renderPage(<InventorySiteViewPage />, '/site-management/view?id=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'LHE-001 · Gulberg Billboard 1' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lahore, Punjab')).toBeInTheDocument();
    expect(screen.getByText(/150,000/)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Plans and campaigns' })).toHaveTextContent(
      'Jazz Back to school – plan E',
    );
    expect(screen.getByRole('link', { name: 'Edit site' })).toHaveAttribute(
      'href',
      '/site-management/edit?id=1',
    );
    expect(screen.getByRole('button', { name: 'Delete site' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete liberty-front.jpg' })).toBeInTheDocument();
  });

  it('refuses to delete a site in a running campaign, in words', async () => {
    const user = userEvent.setup();
    renderPage(<InventorySiteViewPage />, '/site-management/view?id=1');
    await user.click(await screen.findByRole('button', { name: 'Delete site' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete LHE-001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    expect(
      await within(dialog).findByText(/cannot be deleted: it is a site of the active campaign/),
    ).toBeInTheDocument();
    expect(db.sites.some((site) => site.id === 1)).toBe(true);
  });

  it('deletes a free site and goes back to the list', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<InventorySiteViewPage />, '/site-management/view?id=13');
    await user.click(await screen.findByRole('button', { name: 'Delete site' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete LHE-BB-0013?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/site-management'));
    expect(db.sites.some((site) => site.id === 13)).toBe(false);
  });

  it('shows a planner the site without editing, deleting or photo changes', async () => {
    renderPage(<InventorySiteViewPage />, '/site-management/view?id=1', 'planner');
    await screen.findByRole('heading', { level: 1, name: 'LHE-001 · Gulberg Billboard 1' });
    expect(screen.queryByRole('link', { name: 'Edit site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete liberty/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
  });

  it('shows not found, failed and loading states', async () => {
    const first = renderPage(<InventorySiteViewPage />, '/site-management/view?id=999');
    expect(await screen.findByText('This site does not exist, or it was deleted.')).toBeInTheDocument();
    first.unmount();
    answerError(fetchInventorySite, 500, null);
    const second = renderPage(<InventorySiteViewPage />, '/site-management/view?id=1');
    expect(await screen.findByText(fetchInventorySite.errorMessage)).toBeInTheDocument();
    second.unmount();
    answerNever(fetchInventorySite);
    renderPage(<InventorySiteViewPage />, '/site-management/view?id=1');
    expect(screen.getByRole('status', { name: 'Loading the site' })).toBeInTheDocument();
  });
});

describe('a requested site', { timeout: 20_000 }, () => {
  it('says what its approval still needs, links to its details, and cannot be approved yet', async () => {
    renderPage(
      <RequestedSiteViewPage />,
      '/site-management/requested-site/view?id=49',
      'key_account_manager',
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'REQ-0049 · New unipole near Kalma Chowk underpass',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Facing the Ferozepur Road traffic/)).toBeInTheDocument();
    const missing = screen.getByRole('list', { name: 'Missing for approval' });
    expect(missing).toHaveTextContent('Monthly rate');
    expect(missing).toHaveTextContent('SEC class');
    expect(screen.getByRole('link', { name: 'Complete details' })).toHaveAttribute(
      'href',
      '/site-management/requested-site/view/add-details?id=49',
    );
    expect(screen.getByRole('button', { name: 'Approve site' })).toBeDisabled();
  });

  it('approves a complete requested site: it joins the inventory', async () => {
    const user = userEvent.setup();
    renderPage(
      <RequestedSiteViewPage />,
      '/site-management/requested-site/view?id=51',
      'key_account_manager',
    );
    await screen.findByRole('heading', { level: 1, name: /^REQ-0051/ });
    await user.click(screen.getByRole('button', { name: 'Approve site' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve REQ-0051?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve site' }));
    expect(await screen.findByText('This site is approved: it is in the inventory.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open its page' })).toHaveAttribute(
      'href',
      '/site-management/view?id=51',
    );
    expect(db.sites.find((site) => site.id === 51)?.status).toBe('approved');
  });

  it('lets a planner complete it but not approve it', async () => {
    renderPage(<RequestedSiteViewPage />, '/site-management/requested-site/view?id=51', 'planner');
    await screen.findByRole('heading', { level: 1, name: /^REQ-0051/ });
    expect(screen.getByRole('link', { name: 'Complete details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve site' })).not.toBeInTheDocument();
  });

  it('without an id, opens the list of requested sites', async () => {
    const { location } = renderPage(<RequestedSiteViewPage />, '/site-management/requested-site/view');
    await waitFor(() => expect(location.history.at(-1)).toBe('/site-management?tab=requested'));
  });
});
