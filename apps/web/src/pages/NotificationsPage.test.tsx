import { fetchNotifications, fetchUnreadNotificationCount, NETWORK_ERROR_MESSAGE } from '@ooh/api';
import { notificationsPageOf, sendMockNotification } from '@ooh/api/msw';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationsBadge } from '../modules/notifications/components/NotificationsBadge.tsx';
import { liveNotificationsState } from '../modules/notifications/state/live-state.ts';
import { unreadState } from '../modules/notifications/state/unread-state.ts';
import { errorState } from '../state/store.ts';
import { renderWithApp } from '../test/render.tsx';
import {
  answer,
  answerError,
  answerNetworkError,
  answerNever,
  db,
  server,
  testClient,
} from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { NotificationsPage } from './NotificationsPage.tsx';

const TOTAL = 23;

/** 23 notifications, newest first (the fake backend serves them 10 to a page like the server does). */
beforeEach(() => {
  unreadState.count = null;
  db.notifications = Array.from({ length: TOTAL }, (_, index) => {
    const id = TOTAL - index;
    return {
      id,
      title: `Notification ${id}`,
      body: `Body ${id}`,
      link: id % 2 === 0 ? `/view-plan/${id}` : null,
      read: id < 20,
      created_at: new Date(Date.UTC(2025, 0, id)).toISOString(),
    };
  });
});

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the notifications screen', () => {
  it('shows a notification that arrives while page 1 is open at its top, without a reload (live delivery)', async () => {
    renderWithApp(<NotificationsPage />, { client: testClient(), session: sessionFor(userOf('planner')) });
    expect(await screen.findByText('Notification 23')).toBeInTheDocument();
    // What the live stream (or a push message) does when a notification reaches the tab.
    sendMockNotification(db, { id: 24, title: 'Brief accepted', body: 'BR-2026-0042', link: '/plan' });
    act(() => {
      liveNotificationsState.received += 1;
    });
    await waitFor(() => expect(titles()[0]).toContain('Brief accepted'));
    expect(titles()).toHaveLength(10);
  });

  it('lists page 1 newest first, 10 to a page, and pages through', async () => {
    const client = testClient();
    renderWithApp(<NotificationsPage />, { client, session: sessionFor(userOf('planner')) });

    expect(await screen.findByText('Notification 23')).toBeInTheDocument();
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toContain('Notification 23');
    expect(titles()[9]).toContain('Notification 14');
    expect(client.calls[0]).toMatchObject({
      id: 'fetchNotifications',
      options: { query: { page: 1, limit: 10 } },
    });
    expect(screen.getByRole('link', { name: 'Notification 22' })).toHaveAttribute('href', '/view-plan/22');
    expect(screen.getByRole('heading', { name: 'Unread: Notification 23' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notification 19' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Page 3/ }));
    expect(await screen.findByText('Notification 3')).toBeInTheDocument();
    expect(titles()).toHaveLength(3);
    expect(client.calls.at(-1)).toMatchObject({ options: { query: { page: 3, limit: 10 } } });

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Notification 13')).toBeInTheDocument();
    expect(client.calls.at(-1)).toMatchObject({ options: { query: { page: 2, limit: 10 } } });
  });

  it('shows the page asked for last when an earlier answer arrives after it', async () => {
    const slow: { release: () => void }[] = [];
    // Page 2 is answered only when the test releases it, after page 3.
    answer(fetchNotifications, ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const answered = notificationsPageOf(db, page, Number(url.searchParams.get('limit')));
      if (page !== 2) return answered;
      return new Promise((resolve) => slow.push({ release: () => resolve(answered) }));
    });
    renderWithApp(<NotificationsPage />, { session: sessionFor(userOf('planner')) });
    expect(await screen.findByText('Notification 23')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    await userEvent.click(screen.getByRole('button', { name: /Page 3/ }));
    expect(await screen.findByText('Notification 3')).toBeInTheDocument();

    await act(async () => slow[0]?.release());
    expect(slow).toHaveLength(1);
    expect(screen.getByText('Notification 3')).toBeInTheDocument();
    expect(screen.queryByText('Notification 13')).not.toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    db.notifications = [];
    renderWithApp(<NotificationsPage />, { session: sessionFor(userOf('designer')) });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a loading state', () => {
    answerNever(fetchNotifications);
    renderWithApp(<NotificationsPage />, { session: sessionFor(userOf('admin')) });
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    answerError(fetchNotifications, 503, null, { once: true });
    renderWithApp(<NotificationsPage />, { session: sessionFor(userOf('admin')) });
    expect(await screen.findByText('An error occurred while fetching notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Notification 23')).toBeInTheDocument());
  });
});

describe('the notifications screen after a lost connection', () => {
  it('loads again by itself when the network error clears', async () => {
    // Offline until the network error clears: every request fails without an answer.
    answerNetworkError(fetchNotifications);
    await act(async () => {
      errorState.errors.fetchNotifications = NETWORK_ERROR_MESSAGE;
    });
    renderWithApp(<NotificationsPage />, { session: sessionFor(userOf('admin')) });
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();

    server.resetHandlers();
    await act(async () => {
      delete errorState.errors.fetchNotifications;
    });
    expect(await screen.findByText('Notification 23')).toBeInTheDocument();
  });

  // Issue 15: nothing was ever marked read and there was no unread count.
  it('marks a notification read when it is opened, and all of them with "Mark all as read"', async () => {
    const client = testClient();
    renderWithApp(
      <>
        <NotificationsBadge />
        <NotificationsPage />
      </>,
      { client, session: sessionFor(userOf('planner')) },
    );
    // 20 to 23 are unread: the badge names the count.
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Notification 22' }));
    await waitFor(() => expect(client.calls.map((call) => call.id)).toContain('markNotificationRead'));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(db.notifications.find((n) => n.id === 22)?.read).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument();
    expect(screen.getByText('All read')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Unread:/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows 99+ past 99 unread', async () => {
    answer(fetchUnreadNotificationCount, { unread: 1234 });
    renderWithApp(<NotificationsBadge />, { session: sessionFor(userOf('key_account_manager')) });
    const bell = await screen.findByRole('link', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
  });
});
