import { deleteSite, fetchInventorySite } from '@ooh/api';
import { defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { InventorySiteViewPage, RequestedSiteViewPage } from './SiteRecordPage.tsx';

const meta = {
  title: 'Screens/Sites/Site view',
  component: InventorySiteViewPage,
  decorators: [withBriefApp({ role: 'admin', path: '/site-management/view?id=1' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof InventorySiteViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the site's facts, photos and plans, with Edit and Delete. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('link', { name: 'Edit site' })).toBeInTheDocument();
  },
};

/** A planner: the same site, nothing to change. */
export const Planner: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/site-management/view?id=1' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^LHE-001/ });
    await expect(canvas.queryByRole('button', { name: 'Delete site' })).toBeNull();
  },
};

/** Deleting a site in a running campaign: refused, in words. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpointError(
        deleteSite,
        409,
        'Site LHE-001 cannot be deleted: it is a site of the active campaign "Shan Foods Ramadan".',
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete site' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete LHE-001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    // The server's words, not the dialog's own description (which says a booked site "cannot be deleted" too: the
    // looser /cannot be deleted/ passed on the description before the answer came, or found both).
    await expect(
      await within(dialog).findByText(
        /cannot be deleted: it is a site of the active campaign "Shan Foods Ramadan"/,
      ),
    ).toBeInTheDocument();
  },
};

/** A requested site still missing details: what its approval needs. */
export const RequestedIncomplete: Story = {
  tags: ['state:full'],
  decorators: [
    withBriefApp({ role: 'key_account_manager', path: '/site-management/requested-site/view?id=49' }),
  ],
  render: () => <RequestedSiteViewPage />,
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Missing for approval' }),
    ).toBeInTheDocument();
  },
};

/** A complete requested site: it can be approved. */
export const RequestedComplete: Story = {
  decorators: [
    withBriefApp({ role: 'key_account_manager', path: '/site-management/requested-site/view?id=51' }),
  ],
  render: () => <RequestedSiteViewPage />,
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: 'Approve site' })).toBeEnabled();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchInventorySite));
  },
};

export const NotFound: Story = {
  decorators: [withBriefApp({ role: 'admin', path: '/site-management/view?id=999' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByText('This site does not exist, or it was deleted.');
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchInventorySite, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchInventorySite.errorMessage);
  },
};
