import {
  fetchBriefCounts,
  fetchDashboardQueue,
  fetchDashboardStats,
  fetchDashboardTrends,
  fetchNotifications,
  fetchPlanCounts,
  fetchUnreadNotificationCount,
  markAllNotificationsRead,
  markNotificationRead,
  openNotificationStream,
} from '../contract/endpoints/dashboard.ts';
import type { HandlerOptions } from './auth.ts';
import type { MockDb } from './db.ts';
import { errorResponse, mockEndpoint } from './mock.ts';
import { notificationStreamResponse } from './notification-stream.ts';

/** The tab counts as the server counts them: from the briefs and plans there are. */
export function briefCountsOf(db: MockDb) {
  const count = (status: string) => db.briefs.filter((b) => b.status === status).length;
  return {
    pendingBriefsCount: count('pending'),
    approvedBriefsCount: count('approved'),
    rejectedBriefsCount: count('rejected'),
  };
}

export function planCountsOf(db: MockDb) {
  const count = (...statuses: string[]) => db.plans.filter((p) => statuses.includes(p.status)).length;
  return {
    inprogressPlansCount: count('inprogress'),
    pendingPlansCount: count('pending'),
    acceptedPlansCount: count('accepted'),
    modificationPlansCount: count('modification_required', 'modification_pending'),
    rejectedPlansCount: count('lost'),
  };
}

const unreadOf = (db: MockDb) => db.notifications.filter((n) => !n.read).length;

/** A page of notifications, newest first, as the server pages them. */
export function notificationsPageOf(db: MockDb, page: number, limit: number) {
  const total = db.notifications.length;
  return {
    notifications: db.notifications.slice((page - 1) * limit, page * limit),
    totalNotifications: total,
    unreadNotifications: unreadOf(db),
    totalPages: Math.ceil(total / limit),
    page,
    limit,
  };
}

/** Counts, dashboard figures, notifications and the health check. */
export function dashboardHandlers(db: MockDb, options: HandlerOptions = {}) {
  return [
    mockEndpoint(fetchBriefCounts, () => briefCountsOf(db), options),
    mockEndpoint(fetchPlanCounts, () => planCountsOf(db), options),
    mockEndpoint(fetchDashboardStats, () => db.dashboardStats, options),
    mockEndpoint(
      fetchNotifications,
      ({ url }) =>
        notificationsPageOf(
          db,
          Number(url.searchParams.get('page') ?? 1),
          Number(url.searchParams.get('limit') ?? 10),
        ),
      options,
    ),
    mockEndpoint(fetchUnreadNotificationCount, () => ({ unread: unreadOf(db) }), options),
    mockEndpoint(
      markNotificationRead,
      ({ params }) => {
        // Only the caller's own: an id not in the list answers 404, as the server does for another user's.
        const notification = db.notifications.find((n) => n.id === Number(params.id));
        if (!notification) return errorResponse(404, 'Notification not found') as never;
        notification.read = true;
        return { message: 'Notification marked as read', notification, unread: unreadOf(db) };
      },
      options,
    ),
    mockEndpoint(
      markAllNotificationsRead,
      () => {
        const unread = db.notifications.filter((n) => !n.read);
        for (const notification of unread) notification.read = true;
        const marked = unread.length;
        return {
          message: marked === 1 ? '1 notification marked as read' : `${marked} notifications marked as read`,
          marked,
          unread: 0,
        };
      },
      options,
    ),
    mockEndpoint(
      openNotificationStream,
      ({ request }) => notificationStreamResponse(db, request.signal) as never,
      options,
    ),
    mockEndpoint(fetchDashboardQueue, () => db.dashboardQueue, options),
    mockEndpoint(fetchDashboardTrends, () => db.dashboardTrends, options),
  ];
}
