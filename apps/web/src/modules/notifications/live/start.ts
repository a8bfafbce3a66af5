import { type ApiClient, defaultTokenStore, markNotificationRead, openNotificationStream } from '@ooh/api';
import { notifyNotification } from '@ooh/ui/toast';
import { setUnreadCount } from '../state/unread-state.ts';
import { connectNotificationStream, type NotificationStreamOptions } from './notification-stream.ts';
import {
  type ArrivedNotification,
  createNotificationPopups,
  type NotificationPopups,
} from './show-notification.ts';

/**
 * Live notifications in a signed-in tab (docs/domain.md "Notifications", "Live delivery"), loaded after the first
 * page in a chunk of its own: the stream, the popups, and the popups of Firebase's foreground messages, which share
 * one memory of the ids shown so a notification that comes both ways shows once.
 */
export interface LiveNotificationDeps {
  client: ApiClient;
  navigate: (path: string) => void;
}

let deps: LiveNotificationDeps | null = null;
let popups: NotificationPopups | null = null;

/** The tab's popups (one memory of shown ids for the stream and push); the latest deps are used. */
export function notificationPopups(next: LiveNotificationDeps): NotificationPopups {
  deps = next;
  popups ??= createNotificationPopups({
    notify: notifyNotification,
    navigate: (path) => deps?.navigate(path),
    markRead: (id) => {
      deps?.client
        .call(markNotificationRead, { params: { id } })
        .then((answer) => setUnreadCount(answer.unread))
        .catch(() => {
          // Left unread: the list shows it unread; nothing to tell the reader now.
        });
    },
  });
  return popups;
}

/** A push message shown in front (Firebase's foreground message). */
export function showPushNotification(next: LiveNotificationDeps, notification: ArrivedNotification): void {
  notificationPopups(next).show(notification);
}

/** Opens the stream of the signed-in user; answers its close (sign-out, the shell unmounted). */
export function startNotificationStream(
  next: LiveNotificationDeps,
  options: Partial<Pick<NotificationStreamOptions, 'fetch' | 'getToken' | 'random'>> = {},
): () => void {
  const shown = notificationPopups(next);
  const stream = connectNotificationStream({
    url: `${next.client.baseURL}${openNotificationStream.path}`,
    getToken: options.getToken ?? defaultTokenStore(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.random ? { random: options.random } : {}),
    onNotifications: (data) => {
      shown.setUnread(data.unread);
      for (const notification of data.notifications) shown.show(notification);
    },
  });
  return () => stream.close();
}
