import {
  approveSiteImages,
  deleteSiteImages,
  fetchPendingSiteImages,
  fetchSite,
  rejectSiteImages,
  type StaffRole,
} from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  setUpWorkedSite,
  WORKED_CAMPAIGN,
  type WorkedSitePhotos,
  workedSitePath,
} from '../modules/field/stories/worked-site.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, bodiesOf, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { SiteViewPage } from './SiteViewPage.tsx';

/**
 * Site 3 (LHE-003) on the fake backend's worked campaign (campaign 1: brief 3, plan 9, "Shan Foods Ramadan"; the
 * site ran in other campaigns too, so the tests open it with `?plan_id=9`): its status approved up to mounting, an
 * approved photo (4 Oct), a pending one taken 240 m away (4 Oct), a pending duplicate of the approved one (5 Oct) and
 * a rejected one for 2 Oct whose camera time is before the campaign start — see modules/field/stories/worked-site.ts.
 */
let photo: WorkedSitePhotos;
beforeEach(() => {
  photo = setUpWorkedSite(db);
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    made += 1;
    return `blob:test/${made}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function renderSite(path = workedSitePath(), role: StaffRole = 'admin') {
  const client = testClient();
  const siteId = path.split('?')[0]?.split('/').at(-1) ?? '';
  return {
    client,
    ...renderWithApp(<SiteViewPage params={{ site_id: siteId }} />, {
      client,
      session: sessionFor(userOf(role)),
      path,
    }),
  };
}

/** The pending photos of the newest day shown (each day is a list of its own, newest first). */
const photos = async () =>
  (await screen.findAllByRole('list', { name: /^Pending photos of/ }))[0] as HTMLElement;
const otherSite = (siteId: number) => `/view-sites/${siteId}`;

describe('the site view', () => {
  it('shows the site loading', () => {
    answerNever(fetchSite);
    renderSite();
    expect(screen.getByText('Loading the site')).toBeInTheDocument();
  });

  it('says when the site cannot be loaded, and Retry loads it', async () => {
    answerError(fetchSite, 500, null, { once: true });
    const user = userEvent.setup();
    renderSite();
    expect(await screen.findByText(fetchSite.errorMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /LHE-003/ })).toBeInTheDocument();
  });

  it('says when there is no such site', async () => {
    renderSite(otherSite(9999));
    expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
  });

  it('shows the facts, the plans and the campaign’s photos by status with their flags in words', async () => {
    const user = userEvent.setup();
    renderSite();
    expect(await screen.findByRole('heading', { level: 1, name: /LHE-003/ })).toBeInTheDocument();
    const plans = screen.getByRole('list', { name: 'Plans and campaigns' });
    const worked = within(plans)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(`${WORKED_CAMPAIGN.name} plan`)) as HTMLElement;
    expect(within(worked).getByText(/BR-2026-0003 · Shan Foods Ramadan/)).toBeInTheDocument();
    expect(within(worked).getByText('Campaign running')).toBeInTheDocument();
    // The campaign shown is the one the address names.
    expect(screen.getByRole('combobox', { name: 'Campaign' })).toHaveTextContent(/^Shan Foods Ramadan/);
    // Links back to the campaign.
    expect(screen.getAllByRole('link', { name: 'Field work' })[0]).toHaveAttribute(
      'href',
      '/operation-analyst/3',
    );
    expect(screen.getAllByRole('link', { name: 'Campaign details' })[0]).toHaveAttribute(
      'href',
      '/campaign-details/3',
    );

    const pending = await photos();
    expect(within(pending).getByText(`Same photo as #${photo.approved}`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveTextContent('2');
    // By the day they show, newest day first.
    expect(pending).toHaveAccessibleName('Pending photos of LHE-003, 5 Oct 2026');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '5 Oct 2026',
      '4 Oct 2026',
    ]);

    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    const approved = await screen.findByRole('list', { name: /^Approved photos of/ });
    expect(
      within(approved).getByRole('img', { name: new RegExp(`Photo #${photo.approved} of LHE-003`) }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Rejected/ }));
    const rejected = await screen.findByRole('list', { name: /^Rejected photos of/ });
    expect(within(rejected).getByText('Taken before the campaign start')).toBeInTheDocument();
    expect(within(rejected).getByText(/Reason: The panel is hidden behind a truck/)).toBeInTheDocument();

    const history = await screen.findByRole('list', { name: 'Execution status history' });
    expect(within(history).getAllByText('Approved: mounting').length).toBe(1);
  });

  it('shows the photos of one day, and every day again', async () => {
    const user = userEvent.setup();
    const { client } = renderSite();
    await photos();
    await user.click(screen.getByRole('textbox', { name: /^Photos of the day/ }));
    await user.keyboard('02/10/2026{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'No pending photos of 2 Oct 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Rejected/ })).toHaveTextContent('1');
    const asked = client.calls.filter((call) => call.id === fetchPendingSiteImages.id).at(-1);
    expect(asked?.options?.query).toEqual({ plan_id: 9, date: '2026-10-02' });
    await user.click(screen.getByRole('button', { name: 'Every day' }));
    expect(await photos()).toBeInTheDocument();
  });

  it('words a far photo with its distance', async () => {
    renderSite();
    const pending = await screen.findByRole('list', { name: 'Pending photos of LHE-003, 4 Oct 2026' });
    expect(within(pending).getByText('Taken 240 m from the site')).toBeInTheDocument();
  });

  it('lets an admin approve chosen photos after a confirmation', async () => {
    const user = userEvent.setup();
    const { client } = renderSite();
    const pending = await photos();
    const approve = screen.getByRole('button', { name: 'Approve photos' });
    expect(approve).toBeDisabled();
    await user.click(
      within(pending).getByRole('checkbox', { name: new RegExp(`Select Photo #${photo.duplicate} `) }),
    );
    await user.click(screen.getByRole('button', { name: 'Approve 1 photo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 1 photo of LHE-003?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(client, approveSiteImages.id)).toEqual([
      { site_id: 3, plan_id: 9, image_ids: [photo.duplicate] },
    ]);
    // The approved photo leaves the pending ones (the far one stays), and joins the approved ones.
    await waitFor(() => expect(screen.getByRole('tab', { name: /Pending/ })).toHaveTextContent('1'));
    expect(screen.queryByRole('list', { name: 'Pending photos of LHE-003, 5 Oct 2026' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Pending photos of LHE-003, 4 Oct 2026' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Approved/ })).toHaveTextContent('2');
  });

  it('asks an admin for a reason before rejecting photos, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    const { client } = renderSite();
    const pending = await photos();
    await user.click(
      within(pending).getByRole('checkbox', { name: new RegExp(`Select Photo #${photo.duplicate} `) }),
    );
    await user.click(screen.getByRole('button', { name: 'Reject 1 photo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject 1 photo of LHE-003?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter a reason to continue.')).toBeInTheDocument();
    expect(bodiesOf(client, rejectSiteImages.id)).toEqual([]);

    answerError(rejectSiteImages, 409, 'A completed campaign is read-only.', { once: true });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Same as the approved one');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A completed campaign is read-only.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(client, rejectSiteImages.id).at(-1)).toEqual({
      site_id: 3,
      plan_id: 9,
      image_ids: [photo.duplicate],
      reason: 'Same as the approved one',
    });
    // The photos read again after the change: the count follows the dialog's closing.
    await waitFor(() => expect(screen.getByRole('tab', { name: /Rejected/ })).toHaveTextContent('2'));
  });

  it('lets an operation analyst delete a rejected photo, but not approve or reject', async () => {
    const user = userEvent.setup();
    const { client } = renderSite(workedSitePath(), 'operation_analyst');
    await photos();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Rejected/ }));
    const rejected = await screen.findByRole('list', { name: /^Rejected photos of/ });
    await user.click(
      within(rejected).getByRole('checkbox', { name: new RegExp(`Select Photo #${photo.rejected} `) }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete 1 photo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 1 photo of LHE-003?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(client, deleteSiteImages.id)).toEqual([
      { site_id: 3, plan_id: 9, image_ids: [photo.rejected] },
    ]);
    expect(await screen.findByRole('heading', { name: 'No rejected photos' })).toBeInTheDocument();
  });

  it('shows a KAM and a planner the photos without any action', async () => {
    for (const role of ['key_account_manager', 'planner'] as const) {
      const { unmount } = renderSite(workedSitePath('/view-site'), role);
      const pending = await photos();
      expect(within(pending).queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Approve|Reject|Delete)/ })).toBeNull();
      unmount();
    }
  });

  it('says when the photos cannot be loaded, and Retry loads them', async () => {
    answerError(fetchPendingSiteImages, 500, null, { once: true });
    const user = userEvent.setup();
    renderSite();
    expect(await screen.findByText(fetchPendingSiteImages.errorMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await photos()).toBeInTheDocument();
  });

  it('keeps a completed campaign read-only', async () => {
    db.campaigns = db.campaigns.map((campaign) => ({
      ...campaign,
      status: 'completed' as const,
    }));
    renderSite();
    expect(await screen.findByText(/This campaign is completed/)).toBeInTheDocument();
    const pending = await photos();
    expect(within(pending).queryByRole('checkbox')).toBeNull();
  });

  it('says when no campaign ran on the site yet', async () => {
    // Every site of the fixtures ran in a campaign: here LHE-002's campaigns are taken out; its plans stay.
    const siteId = 2;
    db.campaigns = db.campaigns.filter((campaign) => !campaign.sites.some((site) => site.site_id === siteId));
    renderSite(otherSite(siteId));
    expect(await screen.findByRole('heading', { name: 'No campaign on this site yet' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Plans and campaigns' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
  });
});
