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
};

export function NotificationList({ notifications }: NotificationListProps) {
  // The server sorts too; sorting the page again keeps "newest first" true whatever it sends.
  const sorted = [...notifications].sort(newestFirst);
  return (
    <Stack as="ol" space="sm">
      {sorted.map((notification) => {
        const link = appLink(notification.link);
        return (
          <div key={notification.id} className={`${styles.item} ${notification.read ? '' : styles.unread}`}>
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
