import type { EndpointResponse, fetchNotifications } from '@ooh/api';
import { Column, Columns } from '@ooh/ui/columns';
import { visuallyHidden } from '@ooh/ui/css';
import { Link } from '@ooh/ui/link';
import { Skeleton } from '@ooh/ui/skeleton';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
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
  /** A notification's link was followed (clicked or Enter): it is marked read (issue 15). */
  onOpen?: (notification: NotificationItem) => void;
};

export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  // The server sorts too; sorting the page again keeps "newest first" true whatever it sends.
  const sorted = [...notifications].sort(newestFirst);
  return (
    <Stack as="ol" space="sm">
      {sorted.map((notification) => {
        const link = appLink(notification.link);
        return (
          // The click is the link's, bubbling from it (a click or Enter on the link): the card itself is not a control.
          // biome-ignore lint/a11y/useKeyWithClickEvents: only the link inside is interactive, and it handles keys
          // biome-ignore lint/a11y/noStaticElementInteractions: as above, the handler hears the link's own click
          <div
            key={notification.id}
            className={`${styles.item} ${notification.read ? '' : styles.unread}`}
            onClick={(event) => {
              if (link && onOpen && (event.target as Element).closest('a')) onOpen(notification);
            }}
          >
            <Stack space="xs">
              <Columns space="sm" collapseBelow="tablet">
                <Column>
                  <h2 className={styles.title}>
                    {notification.read ? null : <span className={visuallyHidden}>Unread: </span>}
                    {link ? <Link href={link}>{notification.title}</Link> : notification.title}
                  </h2>
                </Column>
                <Column width="content">
                  <Text as="span" size="sm" tone="secondary">
                    <time dateTime={notification.created_at}>
                      {dateFormat.format(new Date(notification.created_at))}
                    </time>
                  </Text>
                </Column>
              </Columns>
              <Text size="sm" tone="secondary">
                {notification.body}
              </Text>
            </Stack>
          </div>
        );
      })}
    </Stack>
  );
}

export function NotificationListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      <Stack as="ol" space="sm">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
          <div key={index} className={styles.item}>
            <Stack space="sm">
              <Skeleton shape="text" width="md" />
              <Skeleton shape="text" width="full" />
            </Stack>
          </div>
        ))}
      </Stack>
    </div>
  );
}
