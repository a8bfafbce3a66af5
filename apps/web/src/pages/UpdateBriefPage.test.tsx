import { briefFixtures } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API, testClient } from '../modules/brief-form/test-support.ts';
import { persistedState } from '../state/store.ts';
import { renderWithApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { UpdateBriefPage } from './UpdateBriefPage.tsx';

const formBrief = briefFixtures[0]!;

function serveBrief(overrides: Record<string, unknown>) {
  server.use(
    http.get(`${TEST_API}/fetch-single-brief-admin/:id`, ({ params }) =>
      HttpResponse.json({ brief: { ...formBrief, id: Number(params.id), ...overrides }, plans: [] }),
    ),
  );
}

function setUp(id: string) {
  return renderWithApp(
    <>
      <UpdateBriefPage params={{ brief_id: id }} />
      <Toaster />
    </>,
    { client: testClient(), session: sessionFor(userOf('key_account_manager')), path: `/update-brief/${id}` },
  );
}

describe('the update brief screen', { timeout: 20_000 }, () => {
  it('loads the brief and fills the form with it', async () => {
    setUp('1');
    expect(screen.getByRole('status', { name: 'Loading the brief' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /^Campaign name/ });
    expect(name).toHaveValue(formBrief.campaign_name);
    expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveValue(formBrief.client_name);
    expect(screen.getByRole('textbox', { name: /^Objective/ })).toHaveValue(formBrief.objective);
    // Ark writes the dates' text on the next frame.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Start date/ })).toHaveValue('1 Dec 2026'),
    );
    expect(screen.getByRole('textbox', { name: /^End date/ })).toHaveValue('31 Jan 2027');
    expect(screen.getByRole('spinbutton', { name: /^Budget/ })).toHaveValue('PKR\u00a01,500,000');
    for (const tag of ['Punjab', 'Lahore', 'Faisalabad', 'Billboard', 'A', '25–34']) {
      expect(screen.getByRole('button', { name: `Remove ${tag}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /^Notes/ })).toHaveValue(formBrief.notes);
    expect(screen.getByText(/BR-2026-0001/)).toBeInTheDocument();
  });

  it('saves the changes and opens the review', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put(`${TEST_API}/update-brief/admin-appsells/:id`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          message: 'Brief updated',
          brief: { ...formBrief, campaign_name: 'New name' },
        });
      }),
    );
    const user = userEvent.setup();
    const { location } = setUp('1');
    const name = await screen.findByRole('textbox', { name: /^Campaign name/ });
    await user.clear(name);
    await user.type(name, 'New name');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief-review-form/1'));
    expect(body).toMatchObject({
      client_id: 1,
      campaign_name: 'New name',
      city_ids: [1, 2],
      budget: 1500000,
    });
    expect(await screen.findByText('Brief updated')).toBeInTheDocument();
    expect(persistedState.selectedBrief).toEqual({ id: 1, label: 'New name' });
  });

  it("shows the server's 409 and keeps the changes", async () => {
    server.use(
      http.put(`${TEST_API}/update-brief/admin-appsells/:id`, () =>
        HttpResponse.json({ message: 'Cannot update: this brief is approved.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    setUp('1');
    const name = await screen.findByRole('textbox', { name: /^Campaign name/ });
    await user.type(name, ' (v2)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Cannot update: this brief is approved.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(name).toHaveValue(`${formBrief.campaign_name} (v2)`);
  });

  it('falls back to its own words when a failure carries no message', async () => {
    server.use(
      http.put(`${TEST_API}/update-brief/admin-appsells/:id`, () => new HttpResponse(null, { status: 502 })),
    );
    const user = userEvent.setup();
    setUp('1');
    await screen.findByRole('textbox', { name: /^Campaign name/ });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('An error occurred during the update')).toBeInTheDocument();
  });

  it('shows an approved brief read-only, as the brief machine refuses the update', async () => {
    serveBrief({ status: 'approved' });
    setUp('3');
    expect(await screen.findByRole('heading', { name: 'This brief cannot be changed' })).toBeInTheDocument();
    expect(screen.getByText(/Cannot update: this brief is approved\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Campaign name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('shows why a rejected brief was rejected, and that saving resubmits it', async () => {
    serveBrief({ status: 'rejected', reason: 'Budget does not cover Karachi' });
    setUp('5');
    expect(await screen.findByRole('heading', { name: 'This brief was rejected' })).toBeInTheDocument();
    expect(screen.getByText('Budget does not cover Karachi')).toBeInTheDocument();
    expect(screen.getByText(/Saving resubmits it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and resubmit' })).toBeEnabled();
  });

  it('sends a file brief to its own update screen', async () => {
    const { location } = setUp('2');
    await waitFor(() => expect(location.history.at(-1)).toBe('/update-brief-by-file/2'));
  });

  it('says when the brief does not exist', async () => {
    server.use(
      http.get(`${TEST_API}/fetch-single-brief-admin/:id`, () =>
        HttpResponse.json({ message: 'Brief not found' }, { status: 404 }),
      ),
    );
    setUp('999');
    expect(await screen.findByRole('heading', { name: 'Brief not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the brief could not be loaded', async () => {
    let failures = 1;
    server.use(
      http.get(`${TEST_API}/fetch-single-brief-admin/:id`, () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'Try again later' }, { status: 503 });
        return HttpResponse.json({ brief: formBrief, plans: [] });
      }),
    );
    const user = userEvent.setup();
    setUp('1');
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /^Campaign name/ })).toHaveValue(
      formBrief.campaign_name,
    );
  });
});
