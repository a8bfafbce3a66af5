import type { EndpointResponse, fetchNotifications } from '@ooh/api';
import { visuallyHidden } from '@ooh/ui/css';
import { Link } from '@ooh/ui/link';
import { Skeleton } from '@ooh/ui/skeleton';
import * as styles from './notifications.css.ts';

export type NotificationItem = EndpointResponse<typeof fetchNotifications>['notifications'][number];

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function newestFirst(a: NotificationItem, b: NotificationItem): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
}

/** Only links into this app are followed from a notification. */
function appLink(link: string | null): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? link : null;
}

export type NotificationListProps = {
  notifications: readonly NotificationItem[];
};

export function NotificationList({ notifications }: NotificationListProps) {
  // The server sorts too; sorting the page again keeps "newest first" true whatever it sends.
  const sorted = [...notifications].sort(newestFirst);
  return (
    <ol className={styles.list}>
      {sorted.map((notification) => {
        const link = appLink(notification.link);
        return (
          <li key={notification.id} className={`${styles.item} ${notification.read ? '' : styles.unread}`}>
            <div className={styles.header}>
              <h2 className={styles.title}>
                {notification.read ? null : <span className={visuallyHidden}>Unread: </span>}
                {link ? <Link href={link}>{notification.title}</Link> : notification.title}
              </h2>
              <time className={styles.time} dateTime={notification.created_at}>
                {dateFormat.format(new Date(notification.created_at))}
              </time>
            </div>
            <p className={styles.body}>{notification.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function NotificationListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ol className={styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
        <li key={index} className={styles.skeletonItem}>
          <Skeleton shape="text" width="md" />
          <Skeleton shape="text" width="full" />
        </li>
      ))}
    </ol>
  );
}
