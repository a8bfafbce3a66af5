import {
  assignTracker,
  fetchSingleCampaign,
  fetchTrackers,
  type StaffRole,
  updateExecutionStatus,
  updateTrackerStatus,
  uploadSiteImages,
} from '@ooh/api';
import { nextId } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, bodiesOf, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { OperationAnalystCampaignPage } from './OperationAnalystCampaignPage.tsx';

/**
 * The fake backend's campaign of brief 3 (campaign 1 of `@ooh/api/msw` campaign-fixtures.ts: plan 9, "Shan Foods
 * Ramadan", 7 sites): LHE-001/002 live and verified, LHE-003 mounting with 2 photos to review (1 flagged),
 * LHE-004 printing with "printed" awaiting approval, LHE-005 design received with a rejected photo, LHE-006
 * waived, LHE-007 without a tracker. Brief 11's campaign (13) is completed. The contract's own field handlers
 * answer the writes, on the same campaigns (`db.campaigns`).
 */
function renderCampaign(briefId = '3', role: StaffRole = 'operation_analyst') {
  const client = testClient();
  return {
    client,
    ...renderWithApp(
      <>
        <OperationAnalystCampaignPage params={{ brief_id: briefId }} />
        <Toaster />
      </>,
      { client, session: sessionFor(userOf(role)), path: `/operation-analyst/${briefId}` },
    ),
  };
}

const card = (code: RegExp) => screen.findByRole('article', { name: code });

// Each test is a journey through the screen (typing, dialogs, several fetches): as the other screens' suites,
// it gets 20 s, since jsdom and Ark on a loaded 2-core runner take 3–6 s for some of them.
describe('the analyst’s campaign', { timeout: 20_000 }, () => {
  it('shows the campaign loading', () => {
    answerNever(fetchSingleCampaign);
    renderCampaign();
    expect(screen.getByText('Loading the campaign')).toBeInTheDocument();
  });

  it('says when the campaign cannot be loaded, and Retry loads it', async () => {
    answerError(fetchSingleCampaign, 500, null, { once: true });
    const user = userEvent.setup();
    renderCampaign();
    expect(await screen.findByText(fetchSingleCampaign.errorMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shan Foods Ramadan' })).toBeInTheDocument();
  });

  it('says when the brief has no campaign', async () => {
    renderCampaign('999');
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
  });

  it('shows each site with its tracker, statuses, the proposal waiting and its photos', async () => {
    renderCampaign();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shan Foods Ramadan' })).toBeInTheDocument();
    // Set by an effect, which may run after the render that drew the heading.
    await waitFor(() =>
      expect(document.title).toMatch(/^BR-\d{4}-\d{4} · Shan Foods Ramadan · Field work · OOH back office$/),
    );
    expect(screen.getByText('Proposals awaiting approval').nextSibling).toHaveTextContent('1');
    const printing = await card(/^LHE-004/);
    expect(within(printing).getByText('Proposed: printed, awaiting approval')).toBeInTheDocument();
    expect(within(printing).queryByRole('button', { name: /^Propose/ })).toBeNull();
    const mounting = await card(/^LHE-003/);
    expect(within(mounting).getByText('2 to review · 1 approved')).toBeInTheDocument();
    expect(within(mounting).getByText('1 photo flagged')).toBeInTheDocument();
    expect(within(mounting).getByRole('link', { name: /LHE-003/ })).toHaveAttribute('href', '/view-sites/3');
    const bare = await card(/^LHE-007/);
    expect(within(bare).getByText('No tracker yet')).toBeInTheDocument();
    expect(within(bare).getByRole('combobox', { name: /Tracker status of LHE-007/ })).toBeDisabled();
    expect(within(bare).getByText('Assign a tracker first.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^LHE-001/ })).toHaveTextContent('Verified');
  });

  it('saves a tracker status as soon as it is chosen', async () => {
    const user = userEvent.setup();
    const { client } = renderCampaign();
    const site = await card(/^LHE-005/);
    await user.click(within(site).getByRole('combobox', { name: /Tracker status of LHE-005/ }));
    await user.click(await screen.findByRole('option', { name: 'visited' }));
    await waitFor(() =>
      expect(client.calls.find((call) => call.id === updateTrackerStatus.id)?.options?.query).toEqual({
        tracker_status_id: 2,
        site_id: 5,
        plan_id: 9,
      }),
    );
    expect(await screen.findByText('Tracker status set to visited')).toBeInTheDocument();
    expect(within(site).getByRole('combobox', { name: /Tracker status of LHE-005/ })).toHaveTextContent(
      'visited',
    );
  });

  it('proposes the next execution status after a confirmation, and shows it waiting', async () => {
    const user = userEvent.setup();
    const { client } = renderCampaign();
    const site = await card(/^LHE-005/);
    expect(screen.getByText('Proposals awaiting approval').nextSibling).toHaveTextContent('1');
    await user.click(within(site).getByRole('button', { name: 'Propose printing for LHE-005' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Propose “printing” for LHE-005?' });
    await user.click(within(dialog).getByRole('button', { name: 'Propose printing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(client.calls.find((call) => call.id === updateExecutionStatus.id)?.options?.query).toEqual({
      execution_status_id: 2,
      site_id: 5,
      plan_id: 9,
    });
    expect(within(site).getByText('Proposed: printing, awaiting approval')).toBeInTheDocument();
    expect(within(site).queryByRole('button', { name: /^Propose/ })).toBeNull();
    // The campaign's count of proposals awaiting approval follows.
    await waitFor(() =>
      expect(screen.getByText('Proposals awaiting approval').nextSibling).toHaveTextContent('2'),
    );
    expect(
      within(await card(/^LHE-005/)).getByText('Proposed: printing, awaiting approval'),
    ).toBeInTheDocument();
  });

  it('keeps a refused proposal in its dialog, where confirming again retries', async () => {
    answerError(updateExecutionStatus, 409, 'Cannot propose: this execution status is awaiting approval.', {
      once: true,
    });
    const user = userEvent.setup();
    renderCampaign();
    const site = await card(/^LHE-005/);
    await user.click(within(site).getByRole('button', { name: 'Propose printing for LHE-005' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Propose printing' }));
    expect(
      await within(dialog).findByText('Cannot propose: this execution status is awaiting approval.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Propose printing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('assigns a tracker to the chosen sites', async () => {
    const user = userEvent.setup();
    const { client } = renderCampaign();
    const bare = await card(/^LHE-007/);
    const assign = screen.getByRole('button', { name: 'Assign tracker' });
    expect(assign).toBeDisabled();
    await user.click(within(bare).getByRole('checkbox', { name: /Select LHE-007/ }));
    await user.click(within(await card(/^LHE-006/)).getByRole('checkbox', { name: /Select LHE-006/ }));
    expect(screen.getByText('2 sites selected')).toBeInTheDocument();
    await user.click(assign);
    const dialog = await screen.findByRole('dialog', { name: 'Assign a tracker' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign tracker' }));
    expect(await within(dialog).findByText('Choose a tracker.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search trackers' }), 'Waqas');
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(1));
    await user.click(within(dialog).getByRole('radio', { name: /^Waqas Butt/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign tracker' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(client, assignTracker.id)).toEqual([{ site_ids: [7, 6], tracker_id: 2, plan_id: 9 }]);
    expect(await within(await card(/^LHE-007/)).findByText(/^Waqas Butt/)).toBeInTheDocument();
    expect(screen.getByText('0 sites selected')).toBeInTheDocument();
  });

  it('says the trackers are being searched while the list shown is the one before', async () => {
    const user = userEvent.setup();
    renderCampaign();
    await user.click(within(await card(/^LHE-007/)).getByRole('checkbox', { name: /Select LHE-007/ }));
    await user.click(screen.getByRole('button', { name: 'Assign tracker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a tracker' });
    const before = (await within(dialog).findAllByRole('radio')).length;
    answerNever(fetchTrackers);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search trackers' }), 'W');
    expect(await within(dialog).findByRole('status', { name: 'Searching trackers' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(before);
  });

  it('selects every site of the page at once', async () => {
    const user = userEvent.setup();
    renderCampaign();
    await card(/^LHE-001/);
    await user.click(screen.getByRole('checkbox', { name: 'Select all sites on this page' }));
    expect(screen.getByText('7 sites selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all sites on this page' }));
    expect(screen.getByText('0 sites selected')).toBeInTheDocument();
  });

  it('uploads several photos with progress per file, then says what the checks found', async () => {
    const user = userEvent.setup();
    const { client } = renderCampaign();
    // The fake backend numbers the photos after those it holds.
    const firstId = nextId(db.field.images, (image) => image.id);
    const site = await card(/^LHE-003/);
    await user.click(within(site).getByRole('button', { name: 'Upload photos of LHE-003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload photos' });
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('no file input');
    const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
    await user.upload(input, [jpeg('front far.jpg'), jpeg('side.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 photos' }));
    expect(await screen.findByRole('heading', { name: '2 photos uploaded' })).toBeInTheDocument();
    const uploaded = screen.getByRole('list', { name: 'Uploaded photos' });
    expect(within(uploaded).getByText(`Photo #${firstId} · front far.jpg`)).toBeInTheDocument();
    expect(within(uploaded).getByText('Taken 240 m from the site')).toBeInTheDocument();
    expect(within(uploaded).getByText('No flags')).toBeInTheDocument();
    const body = client.calls.find((call) => call.id === uploadSiteImages.id)?.options?.body as FormData;
    expect(body.get('site_id')).toBe('3');
    expect(body.get('plan_id')).toBe('9');
    expect(body.getAll('files')).toHaveLength(2);
    expect(body.get('image_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(await card(/^LHE-003/)).findByText('4 to review · 1 approved')).toBeInTheDocument();
  });

  it('shows the progress of each file while the photos are sent', async () => {
    answerNever(uploadSiteImages);
    const user = userEvent.setup();
    renderCampaign();
    const site = await card(/^LHE-003/);
    await user.click(within(site).getByRole('button', { name: 'Upload photos of LHE-003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload photos' });
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    await user.upload(input as HTMLInputElement, [new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' })]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading a.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload photo' })).toHaveAttribute('aria-busy', 'true');
  });

  it('asks for a photo before uploading', async () => {
    const user = userEvent.setup();
    const { client } = renderCampaign();
    const site = await card(/^LHE-003/);
    await user.click(within(site).getByRole('button', { name: 'Upload photos of LHE-003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload photos' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload photo' }));
    expect(await within(dialog).findByText('Choose at least one photo.')).toBeInTheDocument();
    expect(client.calls.some((call) => call.id === uploadSiteImages.id)).toBe(false);
  });

  it('narrows the sites to those without a tracker', async () => {
    const user = userEvent.setup();
    const { client } = renderCampaign();
    await card(/^LHE-001/);
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Without a tracker' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^LHE-001/ })).toBeNull());
    expect(screen.getByRole('article', { name: /^LHE-007/ })).toBeInTheDocument();
    expect(
      client.calls.filter((call) => call.id === fetchSingleCampaign.id).at(-1)?.options?.query,
    ).toMatchObject({
      execution: 'unassigned',
    });
  });

  it('shows a KAM the field work read-only', async () => {
    renderCampaign('3', 'key_account_manager');
    const site = await card(/^LHE-005/);
    expect(screen.getByText(/You can follow the field work here/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Assign tracker|Propose|Upload)/ })).toBeNull();
    expect(within(site).queryByRole('combobox')).toBeNull();
    expect(within(site).getByText('assigned')).toBeInTheDocument();
  });

  it('lets an admin work the campaign as the analyst does', async () => {
    renderCampaign('3', 'admin');
    const site = await card(/^LHE-005/);
    expect(within(site).getByRole('button', { name: 'Propose printing for LHE-005' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign tracker' })).toBeInTheDocument();
  });

  it('keeps a completed campaign read-only', async () => {
    renderCampaign('11');
    expect(await screen.findByText(/This campaign is completed/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Assign tracker|Propose|Upload)/ })).toBeNull();
  });
});
