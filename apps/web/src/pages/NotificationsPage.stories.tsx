import { fetchNotifications, fetchUnreadNotificationCount } from '@ooh/api';
import { defaultHandlers, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';

/** A key account manager's week, in the words the server writes them (services/notifications). */
const WEEK = [
  {
    title: 'Plan submitted for review',
    body: 'BR-2026-0027 · Plan A is ready for review with the client.',
    link: '/pending-plan-review/3/view-plan/2',
  },
  {
    title: 'Brief resubmitted',
    body: 'BR-2026-0029 · Ramadan offers was changed by Kamran Qureshi and waits for review again.',
    link: '/brief-review-file/2',
  },
  {
    title: 'Pay order accepted',
    body: 'BR-2026-0014 · Eid collection: PO-88412 for PKR 4,250,000 was accepted, and its campaign has started.',
    link: '/campaign-details/14',
  },
  {
    title: 'Plan resubmitted for review',
    body: 'BR-2026-0011 · Plan A was modified (version 2) and is waiting for review again.',
    link: '/view-modification-request/11/view-plan/4',
  },
  {
    title: 'New brief received',
    body: 'BR-2026-0031 · Winter launch from Engro Foods, PKR 12,000,000, 1 Dec 2026 to 15 Jan 2027.',
    link: '/brief-review-form/1',
  },
  {
    title: 'Campaign completed',
    body: 'BR-2026-0007 · Independence Day: all 24 sites verified on 20 Nov 2026.',
    link: '/campaign-details/7',
  },
].map((notification, index) => ({
  ...notification,
  id: 60 - index,
  read: index > 1,
  created_at: new Date(Date.UTC(2026, 10, 27, 9, 40) - index * 7 * 3_600_000).toISOString(),
}));

function page(notifications: typeof WEEK) {
  const unread = notifications.filter((notification) => !notification.read).length;
  return [
    mockEndpoint(fetchNotifications, {
      notifications,
      totalNotifications: notifications.length,
      unreadNotifications: unread,
      totalPages: notifications.length ? 1 : 0,
      page: 1,
      limit: 10,
    }),
    mockEndpoint(fetchUnreadNotificationCount, { unread }),
  ];
}

/**
 * The inbox (issue 15). Every role that has it reads its own notifications in the same list: the key account
 * manager's is shown, whose week touches the most kinds.
 */
const meta = {
  title: 'Screens/Inbox/Notifications',
  component: NotificationsPage,
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/notifications' })],
  beforeEach({ msw }) {
    msw.use(...page(WEEK), ...defaultHandlers());
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, the two unread marked, each a link to its record. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 unread')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Plan submitted for review/ })).toHaveAttribute(
      'href',
      '/pending-plan-review/3/view-plan/2',
    );
    await expect(canvas.getByText(/PO-88412 for PKR 4,250,000/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchNotifications));
  },
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    msw.use(...page([]));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No notifications yet' });
    await expect(within(canvasElement).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchNotifications, 500, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(fetchNotifications.errorMessage);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
