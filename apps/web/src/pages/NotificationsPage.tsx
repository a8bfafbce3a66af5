import { errorMessage } from '@ooh/api';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Pagination } from '@ooh/ui/pagination';
import { Stack } from '@ooh/ui/stack';
import {
  NotificationList,
  NotificationListSkeleton,
} from '../modules/notifications/components/NotificationList.tsx';
import { useNotificationList } from '../modules/notifications/hooks/use-notification-list.ts';

export function NotificationsPage() {
  const list = useNotificationList();
  const loading = list.status === 'loading';

  return (
    <Stack space="xl">
      <PageHeader
        title="Notifications"
        description="What happened to the briefs, plans and campaigns you work on."
      />
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
          list.items.length === 0 ? (
            <EmptyState
              title="No notifications yet"
              description="You will be told here when a brief, a plan or a campaign needs you."
            />
          ) : (
            <NotificationList notifications={list.items} />
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
