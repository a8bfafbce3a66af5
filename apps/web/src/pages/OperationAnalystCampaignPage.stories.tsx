import { fetchSingleCampaign } from '@ooh/api';
import { createMockDb, defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { OperationAnalystCampaignPage } from './OperationAnalystCampaignPage.tsx';

/**
 * Brief 3's campaign (campaign 1 of `@ooh/api/msw` campaign-fixtures.ts: "Shan Foods Ramadan", 7 sites): every state a site can be in — live and verified, photos to
 * review with one flagged, a proposal awaiting approval, a rejected photo, a waiver, no tracker.
 */
const meta = {
  title: 'Screens/Field/Analyst campaign',
  component: OperationAnalystCampaignPage,
  args: { params: { brief_id: '3' } },
  decorators: [withBriefApp({ role: 'operation_analyst', path: '/operation-analyst/3' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ db: createMockDb() }));
  },
} satisfies Meta<typeof OperationAnalystCampaignPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The analyst's view: every control of the field work. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const site = await canvas.findByRole('article', { name: /^LHE-004/ });
    await expect(within(site).getByText('Proposed: printed, awaiting approval')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Propose printing for LHE-005' })).toBeVisible();
  },
};

/** Two sites chosen, the tracker dialog open. */
export const AssignTracker: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Select LHE-007/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select LHE-006/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign tracker' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Assign a tracker' });
    await within(dialog).findByRole('radio', { name: /^Waqas Butt/ });
  },
};

/** The confirmation before proposing the next status. */
export const ProposeConfirmation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Propose printing for LHE-005' }));
    await body(canvasElement).findByRole('alertdialog', { name: 'Propose “printing” for LHE-005?' });
  },
};

/** Two photos sent: one taken 240 m away, one clean; the dialog says so in words. */
export const UploadedPhotos: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload photos of LHE-003' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Upload photos' });
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>(
      '[role="dialog"] input[type="file"]',
    );
    if (!input) throw new Error('no file input');
    const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
    await userEvent.upload(input, [jpeg('front far.jpg'), jpeg('side.jpg')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload 2 photos' }));
    await within(dialog).findByText('Taken 240 m from the site');
  },
};

/** The KAM follows the field work read-only. */
export const KeyAccountManager: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/operation-analyst/3' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByText(/You can follow the field work here/);
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};

/** The admin works the campaign as the analyst does. */
export const Admin: Story = {
  decorators: [withBriefApp({ role: 'admin', path: '/operation-analyst/3' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('button', { name: 'Propose printing for LHE-005' });
  },
};

/** Brief 11's campaign is completed: read-only. */
export const Completed: Story = {
  args: { params: { brief_id: '11' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(/This campaign is completed/);
  },
};

/** Narrowed to the sites with photos to review. */
export const Filtered: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: /^LHE-001/ });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Photos to review' }));
    await canvas.findByRole('article', { name: /^LHE-003/ });
  },
};

/** A campaign without sites (brief 3's, its sites taken out). */
export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    const db = createMockDb();
    db.campaigns = db.campaigns.map((campaign) =>
      campaign.brief_id === 3 ? { ...campaign, sites: [] } : campaign,
    );
    msw.use(...defaultHandlers({ db }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No sites' });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchSingleCampaign));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchSingleCampaign, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchSingleCampaign.errorMessage);
  },
};

export const NotFound: Story = {
  args: { params: { brief_id: '999' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Campaign not found' });
  },
};
