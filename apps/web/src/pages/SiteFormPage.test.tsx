import { createSite, fetchInventorySite } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, bodiesOf, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { pasteInto } from '../test/typing.ts';
import { AddSitePage, EditSitePage, RequestedSiteDetailsPage } from './SiteFormPage.tsx';

type User = ReturnType<typeof userEvent.setup>;

function renderPage(ui: ReactNode, path: string, role: Parameters<typeof userOf>[0] = 'key_account_manager') {
  const client = testClient();
  const result = renderWithApp(ui, { client, session: sessionFor(userOf(role)), path });
  return { ...result, client };
}

async function choose(user: User, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function typeNumber(user: User, label: RegExp, value: string) {
  const field = screen.getByRole('spinbutton', { name: label });
  await user.clear(field);
  await user.type(field, value);
  await user.tab();
}

/** A complete conventional site in Gulberg, Lahore. */
/** Fills a conventional site's fields; the texts pasted (one render, not one a key: typing is the edit case's). */
async function fillConventional(user: User) {
  await pasteInto(user, screen.getByRole('textbox', { name: /^Site code/ }), 'LHE-BB-0100');
  await pasteInto(user, screen.getByRole('textbox', { name: /^Site name/ }), 'Canal Road facing Mall');
  await choose(user, /^Region/, 'Punjab');
  await choose(user, /^City/, 'Lahore');
  await choose(user, /^Location/, 'Gulberg');
  await choose(user, /^Medium/, 'Billboard');
  await typeNumber(user, /^Width/, '40');
  await typeNumber(user, /^Height/, '20');
  await typeNumber(user, /^Monthly rate/, '300000');
}

describe('the site form', { timeout: 30_000 }, () => {
  it('adds a site, then opens its edit screen for photos', async () => {
    const user = userEvent.setup();
    const { client, location } = renderPage(<AddSitePage />, '/site-management/add');
    expect(screen.getByRole('heading', { level: 1, name: 'Add site' })).toBeInTheDocument();
    await fillConventional(user);
    // A conventional medium takes no slot data: the fields are not there.
    expect(screen.queryByRole('spinbutton', { name: /^Spot length/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/site-management\/edit\?id=\d+&added=1$/));
    expect(bodiesOf(client, 'createSite')[0]).toMatchObject({
      site_code: 'LHE-BB-0100',
      location_id: 1,
      medium_id: 1,
      width_ft: 40,
      height_ft: 20,
      monthly_rate: 300000,
      spot_length_seconds: null,
    });
    expect(db.sites.some((site) => site.site_code === 'LHE-BB-0100')).toBe(true);
  });

  it('takes a typed position to six decimal places (the hint’s 31.5204 is not refused)', async () => {
    const user = userEvent.setup();
    const { client } = renderPage(<AddSitePage />, '/site-management/add');
    await fillConventional(user);
    await typeNumber(user, /^Latitude/, '31.5204');
    await typeNumber(user, /^Longitude/, '74.358712');
    expect(screen.queryByText(/decimal places/)).not.toBeInTheDocument();
    expect(screen.getByText('Position set')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    await waitFor(() => expect(bodiesOf(client, 'createSite')).toHaveLength(1));
    expect(bodiesOf(client, 'createSite')[0]).toMatchObject({ latitude: 31.5204, longitude: 74.358712 });
  });

  it('asks for a digital medium’s slot data, and says what is missing before sending', async () => {
    const user = userEvent.setup();
    const { client } = renderPage(<AddSitePage />, '/site-management/add');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText('Enter the site code')).toBeInTheDocument();
    expect(screen.getByText('Choose the location')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Site code/ })).toHaveFocus();
    await fillConventional(user);
    await choose(user, /^Medium/, 'DOOH screen (digital)');
    expect(await screen.findByRole('spinbutton', { name: /^Spot length/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText('Enter the spot length (a digital site needs it)')).toBeInTheDocument();
    expect(bodiesOf(client, 'createSite')).toHaveLength(0);
  });

  it('shows the server’s 400 on its field and a 409 as the alert', async () => {
    const user = userEvent.setup();
    renderPage(<AddSitePage />, '/site-management/add');
    await fillConventional(user);
    answerError(
      createSite,
      400,
      { message: 'Site name: not allowed', errors: { site_name: 'This name is reserved' } },
      { once: true },
    );
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText('This name is reserved')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Site code/ }));
    await user.type(screen.getByRole('textbox', { name: /^Site code/ }), 'LHE-001');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The site code LHE-001 is taken');
  });

  it('edits a site, prefilled, and goes to its view', async () => {
    const user = userEvent.setup();
    const { client, location } = renderPage(<EditSitePage />, '/site-management/edit?id=13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit LHE-BB-0013' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Site name/ })).toHaveValue(
      'Billboard, Gulberg (facing north)',
    );
    await user.clear(screen.getByRole('textbox', { name: /^Site name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Site name/ }), 'Gulberg main boulevard');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/site-management/view?id=13'));
    expect(bodiesOf(client, 'updateSite')[0]).toMatchObject({ site_name: 'Gulberg main boulevard' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<EditSitePage />, '/site-management/edit?id=13');
    await user.type(await screen.findByRole('textbox', { name: /^Site name/ }), ' (new)');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(location.history.at(-1)).toBe('/site-management/edit?id=13');
  });

  it('uploads photos after the save and deletes one behind a confirmation', async () => {
    const user = userEvent.setup();
    renderPage(<EditSitePage />, '/site-management/edit?id=1');
    expect(await screen.findByRole('button', { name: 'Delete liberty-front.jpg' })).toBeInTheDocument();
    const file = new File(['jpeg'], 'canal.jpg', { type: 'image/jpeg' });
    const input = document.querySelectorAll('input[type="file"]')[0] as HTMLInputElement;
    await user.upload(input, file);
    // The button is enabled once the chosen file is the card's: a user clicks what they see enabled.
    const send = screen.getByRole('button', { name: 'Upload photo' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Delete canal.jpg' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete liberty-front.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete liberty-front.jpg' })).not.toBeInTheDocument(),
    );
    expect(db.sites.find((site) => site.id === 1)?.photos.map((photo) => photo.original_name)).toEqual([
      'liberty-night.jpg',
      'canal.jpg',
    ]);
  });

  it('lets a planner complete a requested site, without photo uploads', async () => {
    const user = userEvent.setup();
    const { location, client } = renderPage(
      <RequestedSiteDetailsPage />,
      '/site-management/requested-site/view/add-details?id=49',
      'planner',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete REQ-0049' })).toBeInTheDocument();
    expect(
      screen.getByText(/Before it can be approved, complete: Monthly rate; Asset type; SEC class/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    await choose(user, /^Asset type/, 'Unipole');
    await choose(user, /^SEC class/, 'A');
    await typeNumber(user, /^Monthly rate/, '220000');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/site-management/requested-site/view?id=49'));
    expect(bodiesOf(client, 'updateSite')[0]).toMatchObject({ asset_type_id: 1, sec_range_id: 1 });
    expect(db.sites.find((site) => site.id === 49)?.missing_for_approval).toEqual([]);
  });

  it('shows loading, not found and failed states', async () => {
    answerNever(fetchInventorySite);
    const first = renderPage(<EditSitePage />, '/site-management/edit?id=13');
    expect(screen.getByRole('status', { name: 'Loading the site' })).toBeInTheDocument();
    first.unmount();

    const second = renderPage(<EditSitePage />, '/site-management/edit?id=abc');
    expect(await screen.findByText('This site does not exist, or it was deleted.')).toBeInTheDocument();
    second.unmount();

    answerError(fetchInventorySite, 500, null);
    renderPage(<EditSitePage />, '/site-management/edit?id=13');
    expect(await screen.findByText(fetchInventorySite.errorMessage)).toBeInTheDocument();
  });
});
