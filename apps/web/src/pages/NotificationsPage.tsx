import { errorMessage, fetchNotifications } from '@ooh/api';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Pagination } from '@ooh/ui/pagination';
import {
  NotificationList,
  NotificationListSkeleton,
} from '../modules/notifications/components/NotificationList.tsx';
import { useApiRequest } from '../modules/request/use-api-request.ts';
import { stack } from './pages.css.ts';

/** Spec section 9: page 1 first, 10 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export function NotificationsPage() {
  const request = useApiRequest(fetchNotifications, {
    initial: { query: { page: 1, limit: NOTIFICATIONS_PAGE_SIZE } },
  });
  const page = Number(request.input?.query?.page ?? 1);
  const loading = request.status === 'loading' || request.status === 'idle';

  const handlePageChange = (next: number) => {
    request.start({ query: { page: next, limit: NOTIFICATIONS_PAGE_SIZE } });
  };

  return (
    <div className={stack}>
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
        {request.status === 'failed' ? (
          <ErrorState
            title="Notifications could not be loaded"
            message={errorMessage(request.error, 'An error occurred while fetching notifications')}
            onRetry={request.retry}
          />
        ) : null}
        {request.status === 'succeeded' && request.data ? (
          request.data.notifications.length === 0 ? (
            <EmptyState
              title="No notifications yet"
              description="You will be told here when a brief, a plan or a campaign needs you."
            />
          ) : (
            <NotificationList notifications={request.data.notifications} />
          )
        ) : null}
      </section>
      {request.data && request.status !== 'failed' ? (
        <Pagination
          page={page}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          count={request.data.totalNotifications}
          onPageChange={handlePageChange}
          label="Notification pages"
        />
      ) : null}
    </div>
  );
}
