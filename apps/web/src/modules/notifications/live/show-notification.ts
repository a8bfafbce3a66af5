import type { NotificationPopupOptions } from '@ooh/ui/toast';
import { liveNotificationsState } from '../state/live-state.ts';
import { setUnreadCount } from '../state/unread-state.ts';

/** A notification that reached the tab, from the live stream or a push message. */
export interface ArrivedNotification {
  /** The notification's id; a push message from an older server may have none. */
  id: number | null;
  title: string;
  body: string;
  link: string | null;
}

/** How many ids are remembered to show each notification once (a tab sees far fewer between reloads). */
const REMEMBERED = 200;

/** The ids already shown, oldest first: what arrives by both the stream and push is shown once. */
export function createSeenIds(max = REMEMBERED) {
  const seen = new Set<number>();
  return {
    /** True the first time an id is given (and for no id at all); false after. */
    first(id: number | null): boolean {
      if (id === null) return true;
      if (seen.has(id)) return false;
      seen.add(id);
      if (seen.size > max) seen.delete(seen.values().next().value as number);
      return true;
    },
  };
}

/** Only links inside the app are followed (the notifications screen's rule, docs/domain.md "Notifications"). */
export function appLink(link: string | null): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? link : null;
}

export interface NotificationPopups {
  /** Shows each notification once, as the spec's foreground popup; answers whether it was new. */
  show(notification: ArrivedNotification): boolean;
  /** The unread count the server sent with the notifications. */
  setUnread(unread: number): void;
}

export interface NotificationPopupDeps {
  /** The design system's popup (`notifyNotification` of `@ooh/ui/toast`), loaded with this module. */
  notify: (options: NotificationPopupOptions) => unknown;
  /** Opens an app path (wouter's navigate). */
  navigate: (path: string) => void;
  /** Marks the notification read on the server, as opening it from the list does. */
  markRead: (id: number) => void;
}

/**
 * The one place a notification that reached the tab is shown: once per id, at the top right, with Open when it
 * has a link inside the app (opening it marks it read); the notifications screen and the bell follow.
 */
export function createNotificationPopups(deps: NotificationPopupDeps): NotificationPopups {
  const seen = createSeenIds();
  return {
    show(notification) {
      if (!seen.first(notification.id)) return false;
      const link = appLink(notification.link);
      const { id } = notification;
      deps.notify({
        title: notification.title,
        description: notification.body,
        ...(id === null ? {} : { id: `notification-${id}` }),
        ...(link
          ? {
              onOpen: () => {
                if (id !== null) deps.markRead(id);
                deps.navigate(link);
              },
            }
          : {}),
      });
      liveNotificationsState.received += 1;
      return true;
    },
    setUnread(unread) {
      setUnreadCount(unread);
    },
  };
}
