import { confirmSiteImport, fetchApprovedSites, fetchPendingSites, previewSiteImport } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answer, answerError, answerNever, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { SiteManagementPage } from './SiteManagementPage.tsx';

// The fake backend's inventory (msw/site-fixtures.ts): 48 approved sites in Lahore and Karachi, 6 requested.

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function lastQuery(client: ReturnType<typeof testClient>, id = 'fetchApprovedSites') {
  const calls = client.calls.filter((call) => call.id === id);
  return (calls.at(-1)?.options as { query: Record<string, unknown> } | undefined)?.query;
}

function renderSites(options: { role?: Parameters<typeof userOf>[0]; path?: string } = {}) {
  const client = testClient();
  const result = renderWithApp(<SiteManagementPage />, {
    client,
    session: sessionFor(userOf(options.role ?? 'admin')),
    path: options.path ?? '/site-management',
  });
  return { ...result, client };
}

describe('site management', { timeout: 20_000 }, () => {
  it('lists the approved sites 25 to a page, by city and code, with the total', async () => {
    const { client } = renderSites();
    expect(screen.getByRole('heading', { level: 1, name: 'Site management' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows()).toHaveLength(25));
    // Karachi before Lahore; codes in order within a city.
    expect(rows()[0]).toHaveTextContent('Karachi');
    expect(screen.getByText('48 sites')).toBeInTheDocument();
    expect(lastQuery(client)).toEqual({ page: 1, limit: 25 });
    const link = screen.getByRole('link', { name: 'LHE-001' });
    expect(link).toHaveAttribute('href', '/site-management/view?id=1');
    expect(link.closest('tr')).toHaveTextContent('Rs');

    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(rows()).toHaveLength(23));
  });

  it('searches and filters, keeping them in the address, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { client, location } = renderSites();
    await waitFor(() => expect(rows()).toHaveLength(25));

    await user.type(screen.getByRole('searchbox', { name: 'Search approved sites' }), 'KHI');
    await waitFor(() => expect(lastQuery(client)).toMatchObject({ page: 1, search: 'KHI' }));
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('Karachi'))).toBe(true));
    expect(location.history.at(-1)).toContain('search=KHI');
    await user.clear(screen.getByRole('searchbox', { name: 'Search approved sites' }));

    await user.click(screen.getByRole('combobox', { name: /^Mediums/ }));
    await user.click(await screen.findByRole('option', { name: 'DOOH screen' }));
    await waitFor(() => expect(lastQuery(client)).toMatchObject({ medium_ids: '3' }));
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('DOOH screen'))).toBe(true));
    expect(location.history.at(-1)).toContain('medium_ids=3');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^Regions/ }));
    await user.click(await screen.findByRole('option', { name: 'Punjab' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastQuery(client)).toMatchObject({ medium_ids: '3', region_ids: '1' }));

    db.sites = db.sites.filter((site) => site.kind !== 'digital');
    await user.click(screen.getByRole('combobox', { name: /^SEC classes/ }));
    await user.click(await screen.findByRole('option', { name: 'A' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'No sites match these filters' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(client)).toEqual({ page: 1, limit: 25 }));
  });

  it('opens on the list the address names', async () => {
    const { client } = renderSites({ path: '/site-management?tab=approved&page=2&city_ids=3' });
    await waitFor(() => expect(lastQuery(client)).toEqual({ page: 2, limit: 25, city_ids: '3' }));
  });

  it('shows a capped total as a lower bound', async () => {
    answer(fetchApprovedSites, { sites: [], total: 1025, totalCapped: true });
    renderSites();
    expect(await screen.findByText('1,025+ sites')).toBeInTheDocument();
  });

  it('lists the requested sites with who asked, the tab kept in the URL', async () => {
    const user = userEvent.setup();
    const { location, client } = renderSites();
    await screen.findByRole('tab', { name: 'Approved' });
    await user.click(screen.getByRole('tab', { name: 'Requested' }));
    expect(location.history.at(-1)).toBe('/site-management?tab=requested');
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(screen.getByRole('columnheader', { name: 'Requested' })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Omar Analyst');
    expect(screen.getByRole('link', { name: 'REQ-0049' })).toHaveAttribute(
      'href',
      '/site-management/requested-site/view?id=49',
    );
    expect(lastQuery(client, 'fetchPendingSites')).toEqual({ page: 1, limit: 25 });
  });

  it('shows the filtered sites on the map view, loaded only when chosen', async () => {
    const user = userEvent.setup();
    const { client, location } = renderSites({ path: '/site-management?city_ids=3' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(client.calls.some((call) => call.id === 'fetchSiteMapPoints')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Map' }));
    expect(location.history.at(-1)).toContain('view=map');
    expect(await screen.findByRole('region', { name: 'Map of the approved sites' })).toBeInTheDocument();
    expect(lastQuery(client, 'fetchSiteMapPoints')).toEqual({ status: 'approved', city_ids: '3' });
    expect(await screen.findByText(/located sites on the map/)).toBeInTheDocument();
  });

  it('offers Add site and Import sites to admins and KAMs, not to planners', async () => {
    renderSites({ role: 'key_account_manager' });
    expect(await screen.findByRole('link', { name: 'Add site' })).toHaveAttribute(
      'href',
      '/site-management/add',
    );
    expect(screen.getByRole('button', { name: 'Import sites' })).toBeInTheDocument();
  });

  it('shows the planner the lists without adding or importing', async () => {
    renderSites({ role: 'planner' });
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('link', { name: 'Add site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import sites' })).not.toBeInTheDocument();
  });

  it('imports a file: the preview lists refused rows with reasons, then a clean file imports', async () => {
    const user = userEvent.setup();
    const report = {
      rows: [
        { row: 2, site_code: 'LHE-BB-0100', site_name: 'Canal Road', problems: [] },
        {
          row: 3,
          site_code: 'LHE-001',
          site_name: 'Duplicate',
          problems: ['The site code LHE-001 is taken'],
        },
        { row: 4, site_code: 'MUX-BB-0001', site_name: 'Bosan Road', problems: ['Unknown city: Multan'] },
      ],
      accepted: 1,
      refused: 2,
    };
    answer(previewSiteImport, report, { once: true });
    renderSites();
    await user.click(await screen.findByRole('button', { name: 'Import sites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import sites' });
    expect(within(dialog).getByRole('button', { name: 'Download the XLSX template' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Choose a CSV or XLSX file of sites.')).toBeInTheDocument();

    const file = new File(['site_code,site_name\n'], 'sites.csv', { type: 'text/csv' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const refused = await within(dialog).findByRole('table', { name: 'Refused rows' });
    expect(within(refused).getAllByRole('row')).toHaveLength(3);
    expect(refused).toHaveTextContent('Unknown city: Multan');
    expect(within(dialog).getByText('2 rows refused')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();

    answer(previewSiteImport, { rows: [report.rows[0] as never], accepted: 1, refused: 0 }, { once: true });
    answer(
      confirmSiteImport,
      () =>
        HttpResponse.json(
          { rows: [report.rows[0]], accepted: 1, refused: 0, created: 1, message: 'Sites imported.' },
          { status: 201 },
        ) as never,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Preview again' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 site' }));
    expect(await within(dialog).findByText('Sites imported. 1 site added.')).toBeInTheDocument();
  });

  it('shows a loading state', () => {
    answerNever(fetchApprovedSites);
    renderSites();
    expect(screen.getByRole('status', { name: 'Loading approved sites' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    db.sites = [];
    renderSites();
    expect(await screen.findByRole('heading', { name: 'No sites in the inventory yet' })).toBeInTheDocument();
  });

  it('shows the fallback message on an error, and loads again on Retry', async () => {
    answerError(fetchPendingSites, 500, null, { once: true });
    renderSites({ path: '/site-management?tab=requested' });
    expect(await screen.findByText(fetchPendingSites.errorMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(6));
  });
});
