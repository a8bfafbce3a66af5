import { fetchPendingSiteImages, fetchSite } from '@ooh/api';
import { createMockDb, defaultHandlers, type MockDb, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { setUpWorkedSite, WORKED_SITE, workedSitePath } from '../modules/field/stories/worked-site.ts';
import { SiteViewPage } from './SiteViewPage.tsx';

/** The fake backend with the worked site's photos set up (modules/field/stories/worked-site.ts). */
function workedBackend(change: (db: MockDb) => void = () => {}) {
  const db = createMockDb();
  setUpWorkedSite(db);
  change(db);
  return defaultHandlers({ db });
}

/** The worked site's photos (their ids are the fake backend's, the same in every fresh copy). */
const photos = setUpWorkedSite(createMockDb());

/**
 * Site 3 (LHE-003) on the fake backend's worked campaign (campaign 1: brief 3, plan 9, "Shan Foods Ramadan"; the site
 * ran in other campaigns too, chosen by `?plan_id=9`): an approved photo, a pending one taken 240 m away, a pending
 * duplicate of the approved one, and a rejected one taken before the campaign.
 */
const meta = {
  title: 'Screens/Field/Site view',
  component: SiteViewPage,
  args: { params: { site_id: String(WORKED_SITE.siteId) } },
  decorators: [withBriefApp({ role: 'admin', path: workedSitePath() })],
  beforeEach({ msw }) {
    msw.use(...workedBackend());
  },
} satisfies Meta<typeof SiteViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending photos of the newest day (each day is a list of its own, newest first). */
const pendingPhotos = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('list', { name: /^Pending photos of/ }))[0] as HTMLElement;

/** The admin's view: facts, plans, photos with their flags in words, approve and reject in bulk, the history. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const pending = await pendingPhotos(canvasElement);
    await expect(within(pending).getByText(`Same photo as #${photos.approved}`)).toBeVisible();
    await within(canvasElement).findByRole('list', { name: 'Execution status history' });
    // Each photo arrives on its own (fetched with the token).
    await waitFor(() => expect(within(pending).getByRole('img').getAttribute('src')).toMatch(/^blob:/));
  },
};

/** A pending photo taken 240 m from the site (4 Oct). */
export const FarPhoto: Story = {
  async play({ canvasElement }) {
    const pending = await within(canvasElement).findByRole('list', {
      name: 'Pending photos of LHE-003, 4 Oct 2026',
    });
    await expect(within(pending).getByText('Taken 240 m from the site')).toBeVisible();
  },
};

/** The rejected tab: the reason and the flag of the photo taken before the campaign. */
export const Rejected: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await pendingPhotos(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Rejected/ }));
    const rejected = await canvas.findByRole('list', { name: /^Rejected photos of/ });
    await expect(within(rejected).getByText('Taken before the campaign start')).toBeVisible();
  },
};

/** An admin chose the pending photo and asked to reject it: the confirmation asks for a reason. */
export const RejectConfirmation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const pending = await pendingPhotos(canvasElement);
    await userEvent.click(
      within(pending).getByRole('checkbox', { name: new RegExp(`Select Photo #${photos.duplicate} `) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reject 1 photo' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Reject 1 photo of LHE-003?',
    });
  },
};

/** The operation analyst deletes pending or rejected photos, and does not approve or reject. */
export const OperationAnalyst: Story = {
  decorators: [withBriefApp({ role: 'operation_analyst', path: workedSitePath() })],
  async play({ canvasElement }) {
    await pendingPhotos(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Delete photos' })).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

/** The KAM follows the photos read-only. */
export const KeyAccountManager: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: workedSitePath('/view-site') })],
  async play({ canvasElement }) {
    const pending = await pendingPhotos(canvasElement);
    await expect(within(pending).queryByRole('checkbox')).toBeNull();
  },
};

/** The planner too (through /view-site). */
export const Planner: Story = {
  decorators: [withBriefApp({ role: 'planner', path: workedSitePath('/view-site') })],
  async play({ canvasElement }) {
    const pending = await pendingPhotos(canvasElement);
    await expect(within(pending).queryByRole('checkbox')).toBeNull();
  },
};

/** A completed campaign: read-only for everyone. */
export const CompletedCampaign: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...workedBackend((db) => {
        db.campaigns = db.campaigns.map((campaign) => ({ ...campaign, status: 'completed' as const }));
      }),
    );
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(/This campaign is completed/);
  },
};

/**
 * A site no campaign ran on yet: every site of the fixtures ran in one, so LHE-002's campaigns are taken out here
 * (it stays in its plans).
 */
export const NoCampaign: Story = {
  tags: ['state:empty'],
  args: { params: { site_id: '2' } },
  decorators: [withBriefApp({ role: 'admin', path: '/view-sites/2' })],
  beforeEach({ msw }) {
    const db = createMockDb();
    db.campaigns = db.campaigns.filter((campaign) => !campaign.sites.some((site) => site.site_id === 2));
    msw.use(...defaultHandlers({ db }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No campaign on this site yet' });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchSite));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchSite, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchSite.errorMessage);
  },
};

/** The site is there, its photos failed: the error with Retry stands in the photos' place. */
export const PhotosFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchPendingSiteImages, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchPendingSiteImages.errorMessage);
  },
};

export const NotFound: Story = {
  args: { params: { site_id: '9999' } },
  decorators: [withBriefApp({ role: 'admin', path: '/view-sites/9999' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Site not found' });
  },
};
