import { fetchActiveCampaigns, fetchWorkQueue } from '@ooh/api';
import { createMockDb, defaultHandlers, mockEndpoint, mockEndpointError, workQueueOf } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { OperationAnalystPage } from './OperationAnalystPage.tsx';

const meta = {
  title: 'Screens/Field/Operation analyst',
  component: OperationAnalystPage,
  decorators: [withBriefApp({ role: 'operation_analyst', path: '/operation-analyst' })],
  beforeEach({ msw }) {
    // The fake backend answers the admin's queue; the analyst's is what it holds, as the server would count it.
    const db = createMockDb();
    msw.use(mockEndpoint(fetchWorkQueue, workQueueOf(db, 'operation_analyst')), ...defaultHandlers({ db }));
  },
} satisfies Meta<typeof OperationAnalystPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The analyst's home: the queue, then the 12 active campaigns (10 to a page). */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Active campaigns' });
    await within(table).findByRole('link', { name: 'Shan Foods Ramadan' });
    await expect(await canvas.findByRole('link', { name: /^Sites without a tracker/ })).toBeVisible();
  },
};

/** The admin's queue: pay orders, proposals and photos to decide. */
export const Admin: Story = {
  decorators: [withBriefApp({ role: 'admin', path: '/operation-analyst' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ db: createMockDb() }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('link', { name: /^Site photos awaiting review/ });
  },
};

/** The KAM's queue: plans waiting for a pay order. */
export const KeyAccountManager: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/operation-analyst' })],
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchWorkQueue, workQueueOf(createMockDb(), 'key_account_manager')));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('link', { name: /^Accepted plans without a pay order/ });
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchWorkQueue, { items: [] }),
      mockEndpoint(fetchActiveCampaigns, {
        campaigns: [],
        total: 0,
        totalCapped: false,
        allTotal: 0,
        totalPages: 0,
      }),
    );
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No active campaigns' });
    await within(canvasElement).findByRole('heading', { name: 'Nothing waits for you' });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchWorkQueue), loadingForever(fetchActiveCampaigns));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchWorkQueue, 500, ''), mockEndpointError(fetchActiveCampaigns, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchActiveCampaigns.errorMessage);
    await within(canvasElement).findByText(fetchWorkQueue.errorMessage);
  },
};
