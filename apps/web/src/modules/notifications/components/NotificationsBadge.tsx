import { fetchUnreadNotificationCount } from '@ooh/api';
import { NavIcon } from '@ooh/ui/icon';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { liveNotificationsState } from '../state/live-state.ts';
import { notificationsLinkName, setUnreadCount, unreadLabel, unreadState } from '../state/unread-state.ts';
import * as styles from './notifications-badge.css.ts';

/** How often the count is read again while the app is open (one counter row on the server). */
const REFRESH_MS = 60_000;

/**
 * The top bar's bell: a link to /notifications named with the unread count ("Notifications, 3 unread"), the count
 * in a badge. Read on sign-in, on each page change and every minute; the notifications screen updates it at once.
 * Only for roles that may open the notifications screen (the route table decides).
 */
export function NotificationsBadge() {
  const client = useApiClient();
  const permissions = usePermissions();
  const [location] = useLocation();
  const { count } = useSnapshot(unreadState);
  // A notification that arrived (stream or push) moves it too: push messages carry no count.
  const { received } = useSnapshot(liveNotificationsState);
  const allowed = permissions.mayOpen('/notifications');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location and arrivals are the triggers: read again
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    const read = () =>
      client
        .call(fetchUnreadNotificationCount, { signal: controller.signal })
        .then((answer) => setUnreadCount(answer.unread))
        .catch(() => {
          // The badge is a hint: a failed read keeps the last count; the screens report errors themselves.
        });
    void read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [client, allowed, location, received]);

  if (!allowed) return null;
  return (
    <Link href="/notifications" className={styles.link} aria-label={notificationsLinkName(count)}>
      <NavIcon name="notifications" />
      {count ? (
        <span className={styles.badge} aria-hidden="true">
          {unreadLabel(count)}
        </span>
      ) : null}
    </Link>
  );
}
