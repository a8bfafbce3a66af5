import { openNotificationStream, TOKEN_STORAGE_KEY } from '@ooh/api';
import { sendMockNotification } from '@ooh/api/msw';
import { notificationToaster } from '@ooh/ui/toast';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredToaster } from '../../../app/DeferredToaster.tsx';
import { firstPageShown } from '../../../app/first-page.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { answerError, db, TEST_API, testClient } from '../../../test/server.ts';
import { LiveNotificationsEffect } from '../components/LiveNotificationsEffect.tsx';
import { liveNotificationsState } from '../state/live-state.ts';
import { unreadState } from '../state/unread-state.ts';
import { createNotificationPopups, createSeenIds } from './show-notification.ts';
import { showPushNotification } from './start.ts';

afterEach(() => {
  act(() => notificationToaster.remove());
  unreadState.count = null;
});

/** A signed-in tab: the shell's live effect and the app's toasters, on the fake backend. */
async function openTab() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'bearer-token');
  firstPageShown();
  const client = testClient();
  const view = renderWithApp(
    <>
      <LiveNotificationsEffect />
      <DeferredToaster />
    </>,
    { client, path: '/dashboard' },
  );
  // The stream's first event carries the unread count: the stream is open once the bell has it.
  const unread = db.notifications.filter((n) => !n.read).length;
  await waitFor(() => expect(unreadState.count).toBe(unread));
  return { ...view, client };
}

describe('live notifications in an open tab', () => {
  it('shows a notification written for the user at the top right, title and body, and Open follows its link', async () => {
    const user = userEvent.setup();
    const { location, client } = await openTab();
    const before = liveNotificationsState.received;
    const unread = unreadState.count ?? 0;

    act(() => {
      sendMockNotification(db, {
        id: 901,
        title: 'Brief accepted',
        body: 'BR-2026-0042 is ready for a plan.',
        link: '/plan?tab=approved-briefs&search=BR-2026-0042',
      });
    });
    const popup = await screen.findByRole('status', { name: 'Brief accepted' });
    expect(popup).toHaveAccessibleDescription(expect.stringContaining('BR-2026-0042 is ready for a plan.'));
    expect(screen.getByRole('region', { name: /New notifications/ })).toHaveAttribute(
      'data-placement',
      'top-end',
    );
    // The bell and the notifications screen follow.
    expect(unreadState.count).toBe(unread + 1);
    expect(liveNotificationsState.received).toBe(before + 1);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/plan?tab=approved-briefs&search=BR-2026-0042'),
    );
    // Opened is read, as from the list.
    await waitFor(() =>
      expect(client.calls.find((call) => call.id === 'markNotificationRead')?.options).toEqual({
        params: { id: 901 },
      }),
    );
  });

  it('shows a notification once when push brings it too', async () => {
    const { client, location } = await openTab();
    act(() => {
      sendMockNotification(db, { id: 902, title: 'Plan accepted', body: 'Plan A', link: '/plan' });
    });
    await screen.findByRole('status', { name: 'Plan accepted' });
    act(() =>
      showPushNotification(
        { client, navigate: (path) => location.navigate(path) },
        { id: 902, title: 'Plan accepted', body: 'Plan A', link: '/plan' },
      ),
    );
    act(() =>
      showPushNotification(
        { client, navigate: (path) => location.navigate(path) },
        { id: 903, title: 'Plan lost', body: 'Plan B', link: null },
      ),
    );
    await screen.findByRole('status', { name: 'Plan lost' });
    expect(screen.getAllByRole('status', { name: 'Plan accepted' })).toHaveLength(1);
  });

  it('does not come back after the server refuses the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked');
    const seen = vi.fn();
    answerError(openNotificationStream, 401, 'Please sign in to continue.');
    const { server } = await import('../../../test/server.ts');
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(`${TEST_API}${openNotificationStream.path}`)) seen();
    });
    firstPageShown();
    renderWithApp(<LiveNotificationsEffect />, { client: testClient() });
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toHaveBeenCalledTimes(1);
    server.events.removeAllListeners();
  });
});

describe('the popups', () => {
  it('remember the ids shown, within a bound', () => {
    const seen = createSeenIds(2);
    expect([seen.first(1), seen.first(1), seen.first(2), seen.first(3), seen.first(1)]).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
    expect(seen.first(null)).toBe(true);
    expect(seen.first(null)).toBe(true);
  });

  it('offer Open only for a link inside the app', () => {
    const notify = vi.fn();
    const popups = createNotificationPopups({ notify, navigate: vi.fn(), markRead: vi.fn() });
    popups.show({ id: 1, title: 'Outside', body: 'b', link: 'https://example.com/x' });
    popups.show({ id: 2, title: 'Protocol-relative', body: 'b', link: '//example.com/x' });
    popups.show({ id: 3, title: 'Inside', body: 'b', link: '/brief' });
    expect(notify.mock.calls.map(([options]) => [options.title, typeof options.onOpen])).toEqual([
      ['Outside', 'undefined'],
      ['Protocol-relative', 'undefined'],
      ['Inside', 'function'],
    ]);
  });
});
