import { fetchApprovedBriefs, fetchBriefCounts, fetchNewBriefs, fetchRejectedBriefs } from '@ooh/api';
import { mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { BriefsPage } from './BriefsPage.tsx';

const meta = {
  title: 'Screens/Briefs/Brief list',
  component: BriefsPage,
  decorators: [withBriefApp({ path: '/brief' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof BriefsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on the New tab: counts, two pages of briefs, and the create actions. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('BR-2026-0001')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Create brief' })).toBeInTheDocument();
  },
};

/** The Rejected tab, opened from its URL (`?tab=rejected`): the reason column shows. */
export const RejectedTab: Story = {
  decorators: [withBriefApp({ path: '/brief?tab=rejected' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
  },
};

/** Designers review briefs but do not create them. */
export const Designer: Story = {
  decorators: [withBriefApp({ role: 'designer', path: '/brief?tab=approved' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('BR-2026-0003');
    await expect(canvas.queryByRole('link', { name: 'Create brief' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchNewBriefs), loadingForever(fetchBriefCounts));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    const none = { briefs: [], total: 0, totalCapped: false, allTotal: 0 };
    msw.use(
      mockEndpoint(fetchNewBriefs, none),
      mockEndpoint(fetchApprovedBriefs, none),
      mockEndpoint(fetchRejectedBriefs, none),
      mockEndpoint(fetchBriefCounts, {
        pendingBriefsCount: 0,
        approvedBriefsCount: 0,
        rejectedBriefsCount: 0,
      }),
    );
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No new briefs' });
  },
};

/** A search that matches nothing has its own empty state. */
export const NoMatch: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('BR-2026-0001');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search new briefs' }), 'Nothing like it');
    await expect(
      await canvas.findByRole('heading', { name: 'No briefs match your search' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchNewBriefs, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching briefs');
  },
};
