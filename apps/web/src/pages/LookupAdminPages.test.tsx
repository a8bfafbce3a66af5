import { fetchCities, fetchMediums, fetchSecRanges } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answer, answerError, answerNever, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { CitiesPage } from './CitiesPage.tsx';
import { MediumsPage } from './MediumsPage.tsx';
import { SecRangesPage } from './SecRangesPage.tsx';

// docs/domain.md "Lookup administration" (issue 16): the admin's mediums, SEC ranges and cities.

function renderPage(page: 'mediums' | 'sec' | 'cities') {
  const client = testClient();
  const element = page === 'mediums' ? <MediumsPage /> : page === 'sec' ? <SecRangesPage /> : <CitiesPage />;
  const path = page === 'mediums' ? '/mediums' : page === 'sec' ? '/sec-ranges' : '/cities';
  renderWithApp(element, { client, session: sessionFor(userOf('admin')), path });
  return client;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('mediums', { timeout: 20_000 }, () => {
  it('lists the mediums with their kind', async () => {
    renderPage('mediums');
    expect(screen.getByRole('heading', { level: 1, name: 'Mediums' })).toBeInTheDocument();
    expect(await screen.findByText('DOOH screen')).toBeInTheDocument();
    expect(within(rowOf('DOOH screen')).getByText('Digital')).toBeInTheDocument();
    expect(within(rowOf('Billboard')).getByText('Conventional')).toBeInTheDocument();
  });

  it('adds a medium, which then shows in the list', async () => {
    const client = renderPage('mediums');
    await screen.findByText('Billboard');
    await userEvent.click(screen.getByRole('button', { name: 'Add medium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add medium' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Bus Shelter');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Conventional' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add medium' }));
    expect(await screen.findByText('Bus Shelter')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.calls.some((call) => call.id === 'createMedium')).toBe(true);
  });

  it('says what is missing before sending, and shows the server’s 409 in the form', async () => {
    const client = renderPage('mediums');
    await screen.findByText('Billboard');
    await userEvent.click(screen.getByRole('button', { name: 'Add medium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add medium' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add medium' }));
    expect(within(dialog).getByText('Enter the medium name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the kind')).toBeInTheDocument();
    expect(client.calls.some((call) => call.id === 'createMedium')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'billboard');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Digital' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add medium' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A medium named "Billboard" already exists.',
    );
  });

  it('deletes after confirming, and shows why a medium in use cannot be deleted', async () => {
    renderPage('mediums');
    await screen.findByText('Billboard');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Billboard' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Billboard?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(/"Billboard" cannot be deleted: it is used by 1 site \(LHE-GUL-001\)/),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Streetpole' }));
    const second = await screen.findByRole('alertdialog', { name: 'Delete Streetpole?' });
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Streetpole/ })).not.toBeInTheDocument());
  });

  it('shows the table busy while the list loads', async () => {
    answerNever(fetchMediums);
    renderPage('mediums');
    expect(await screen.findByRole('table', { name: 'Mediums' })).toHaveAttribute('aria-busy', 'true');
  });

  it('an empty list invites the first entry', async () => {
    answer(fetchMediums, { data: [] });
    renderPage('mediums');
    expect(await screen.findByRole('heading', { name: 'No mediums yet' })).toBeInTheDocument();
  });

  it('a failed list shows the spec’s message with Retry', async () => {
    answerError(fetchMediums, 500);
    renderPage('mediums');
    expect(await screen.findByText('An error occurred while fetching mediums')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('SEC ranges', { timeout: 20_000 }, () => {
  it('edits a range’s description', async () => {
    renderPage('sec');
    await screen.findByText('Upper class');
    await userEvent.click(screen.getByRole('button', { name: 'Edit A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit A' });
    const description = within(dialog).getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Senior professionals');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Senior professionals')).toBeInTheDocument();
  });

  it('a failed list shows the spec’s message', async () => {
    answerError(fetchSecRanges, 500);
    renderPage('sec');
    expect(await screen.findByText('An error occurred while fetching SEC ranges')).toBeInTheDocument();
  });
});

describe('cities', { timeout: 20_000 }, () => {
  it('adds a city to a region; a taken name is refused in the form', async () => {
    renderPage('cities');
    await screen.findByText('Karachi');
    await userEvent.click(screen.getByRole('button', { name: 'Add city' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add city' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Karachi');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sindh' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add city' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sindh already has a city named "Karachi".',
    );
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hyderabad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add city' }));
    expect(await screen.findByText('Hyderabad')).toBeInTheDocument();
    expect(within(rowOf('Hyderabad')).getByText('Sindh')).toBeInTheDocument();
  });

  it('a failed list shows the spec’s message', async () => {
    answerError(fetchCities, 500);
    renderPage('cities');
    expect(await screen.findByText('An error occurred while fetching cities')).toBeInTheDocument();
  });
});
