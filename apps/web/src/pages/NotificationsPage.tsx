import { errorMessage, markAllNotificationsRead, markNotificationRead } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Pagination } from '@ooh/ui/pagination';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApiClient } from '../modules/api/ApiClientContext.tsx';
import { formatCount } from '../modules/kit/text/format-count.ts';
import {
  type NotificationItem,
  NotificationList,
  NotificationListSkeleton,
} from '../modules/notifications/components/NotificationList.tsx';
import { useNotificationList } from '../modules/notifications/hooks/use-notification-list.ts';
import { liveNotificationsState } from '../modules/notifications/state/live-state.ts';
import { setUnreadCount, unreadState } from '../modules/notifications/state/unread-state.ts';

/**
 * /notifications: the caller's notifications, newest first. Opening one marks it read; "Mark all as read" marks the
 * rest; the top bar's count follows each answer (docs/domain.md "Links, recipients and read state (issue 15)").
 */
export function NotificationsPage() {
  const list = useNotificationList();
  const client = useApiClient();
  const { count } = useSnapshot(unreadState);
  const loading = list.status === 'loading';
  // Read since the page was loaded (opened here, or all marked): shown at once, without reloading the page.
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [marking, setMarking] = useState<'idle' | 'busy' | 'failed'>('idle');
  useFirstPageFollowsArrivals(list.page, list.refresh);

  const unread = count ?? 0;
  const items = list.items.map((item) =>
    !item.read && (allRead || readIds.has(item.id)) ? { ...item, read: true } : item,
  );

  const handleOpen = (notification: NotificationItem) => {
    if (notification.read || readIds.has(notification.id)) return;
    setReadIds((ids) => new Set(ids).add(notification.id));
    // The screen it opens is already on its way; the answer only corrects the count.
    client
      .call(markNotificationRead, { params: { id: notification.id } })
      .then((answer) => setUnreadCount(answer.unread))
      .catch(() => {
        // Left unread on the server: the next visit shows it unread again; nothing to tell the reader now.
      });
  };

  const handleMarkAll = async () => {
    setMarking('busy');
    try {
      const answer = await client.call(markAllNotificationsRead);
      setAllRead(true);
      setUnreadCount(answer.unread);
      setMarking('idle');
    } catch {
      setMarking('failed');
    }
  };

  return (
    <Stack space="xl">
      <PageHeader
        title="Notifications"
        description="What happened to the briefs, plans and campaigns you work on."
        actions={
          <Button
            variant="secondary"
            onClick={handleMarkAll}
            disabled={!unread || marking === 'busy'}
            loading={marking === 'busy'}
          >
            Mark all as read
          </Button>
        }
      />
      <div role="status">
        <Text tone="secondary">
          {list.status === 'succeeded' ? (unread ? `${formatCount(unread)} unread` : 'All read') : ''}
          {marking === 'failed' ? ' · The notifications could not be marked as read. Try again.' : ''}
        </Text>
      </div>
      <section aria-label="Notifications" aria-busy={loading || undefined}>
        {loading ? (
          <>
            <LoadingIndicator label="Loading notifications" />
            <NotificationListSkeleton />
          </>
        ) : null}
        {list.status === 'failed' ? (
          <ErrorState
            title="Notifications could not be loaded"
            message={errorMessage(list.error, 'An error occurred while fetching notifications')}
            onRetry={list.retry}
          />
        ) : null}
        {list.status === 'succeeded' ? (
          items.length === 0 ? (
            <EmptyState
              title="No notifications yet"
              description="You will be told here when a brief, a plan or a campaign needs you."
            />
          ) : (
            <NotificationList notifications={items} onOpen={handleOpen} />
          )
        ) : null}
      </section>
      {list.status !== 'failed' ? (
        <Pagination
          page={list.page}
          pageSize={list.limit}
          count={list.total}
          onPageChange={list.changePage}
          label="Notification pages"
        />
      ) : null}
    </Stack>
  );
}

/**
 * A notification that arrives while the first page is open (live stream or push) appears at its top without a
 * reload (docs/domain.md "Notifications", "Live delivery"); a later page stays as it is, rows do not shift under
 * the reader.
 */
function useFirstPageFollowsArrivals(page: number, refresh: () => void) {
  const { received } = useSnapshot(liveNotificationsState);
  const seen = useRef(received);
  useEffect(() => {
    if (received === seen.current) return;
    seen.current = received;
    if (page === 1) refresh();
  }, [received, page, refresh]);
}
