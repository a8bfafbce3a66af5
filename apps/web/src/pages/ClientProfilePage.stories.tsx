import { fetchClientProfile } from '@ooh/api';
import { createMockDb, defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { ClientProfilePage } from './ClientProfilePage.tsx';

const meta = {
  title: 'Screens/Clients/Client profile',
  component: ClientProfilePage,
  decorators: [withBriefApp({ path: '/view-client-profile?id=2' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof ClientProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the profile, its key account manager (to change), its briefs by status and its running campaigns. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jazz' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Change key account manager' })).toBeInTheDocument();
    await expect(canvas.getByText('3 campaigns are running.')).toBeInTheDocument();
  },
};

/** A manager reads: no edit, reassign or delete; the counts are not links to screens a manager cannot open. */
export const Manager: Story = {
  decorators: [withBriefApp({ role: 'manager', path: '/view-client-profile?id=2' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Jazz' });
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change key account manager' })).toBeNull();
  },
};

/** Changing the key account manager. */
export const Reassign: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const change = await canvas.findByRole('button', { name: 'Change key account manager' });
    // Enabled once the key account managers have loaded.
    await waitFor(() => expect(change).toBeEnabled());
    await userEvent.click(change);
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByRole('form', { name: 'Key account manager of Jazz' });
    await expect(within(form).getByRole('radio', { name: 'Kiran Shah' })).toBeInTheDocument();
  },
};

/** A client without an owner and with nothing running. */
export const Empty: Story = {
  tags: ['state:empty'],
  decorators: [withBriefApp({ path: '/view-client-profile?id=5' })],
  beforeEach({ msw }) {
    const db = createMockDb();
    db.campaigns = db.campaigns.filter((campaign) => campaign.client_id !== 5);
    db.briefs = db.briefs.filter((brief) => brief.client_id !== 5);
    msw.use(...defaultHandlers({ db }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No campaign is running for this client.')).toBeInTheDocument();
    await expect(canvas.getByText('No key account manager owns this client yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchClientProfile));
  },
};

export const NotFound: Story = {
  decorators: [withBriefApp({ path: '/view-client-profile?id=999' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Client not found' });
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchClientProfile, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchClientProfile.errorMessage);
  },
};
