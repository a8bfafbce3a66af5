import { z } from 'zod';
import { NOTIFICATION_STREAM_BATCH_MAX } from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import { STAFF_ROLES } from '../roles.ts';
import { Id, IdParams, IsoDateTime, PageQuery } from '../schemas.ts';

const count = z.number().int().min(0);

export const BriefCounts = z.object({
  pendingBriefsCount: count,
  approvedBriefsCount: count,
  rejectedBriefsCount: count,
});

export const PlanCounts = z.object({
  inprogressPlansCount: count,
  pendingPlansCount: count,
  acceptedPlansCount: count,
  modificationPlansCount: count,
  rejectedPlansCount: count,
});

export const DashboardStats = z.object({
  totalBriefs: count,
  totalPlans: count,
  activeCampaigns: count,
  completedCampaigns: count,
  approvedSites: count,
  pendingSites: count,
  totalClients: count,
  /** Σ total (net + production) of the accepted plans. */
  acceptedPlansValue: z.number().min(0),
  /** Plan sites in accepted plans. */
  sitesInAcceptedPlans: count,
});

export const fetchBriefCounts = defineEndpoint({
  id: 'fetchBriefCounts',
  method: 'GET',
  path: '/fetch-count-brief-status-wise',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer'],
  group: 'briefs',
  errorMessage: 'An error occurred while fetching briefs',
  summary: 'Briefs by status: pending (shown as new), approved, rejected. Deleted briefs are not counted.',
  response: BriefCounts,
});

export const fetchPlanCounts = defineEndpoint({
  id: 'fetchPlanCounts',
  method: 'GET',
  path: '/fetch-count-plan-status-wise',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'editor'],
  group: 'plans',
  errorMessage: 'An error occurred while fetching plans',
  summary: 'Plans by status; modification = required + pending, rejected = lost.',
  response: PlanCounts,
});

export const fetchDashboardStats = defineEndpoint({
  id: 'fetchDashboardStats',
  method: 'GET',
  path: '/fetch-dashboard-stats',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner'],
  group: 'dashboard',
  errorMessage: 'An error occurred while fetching dashboard stats',
  summary: 'Headline figures for the dashboard.',
  response: DashboardStats,
});

// The dashboard's work queue and charts (issue 15; docs/domain.md "Counts", "The dashboard"). Extensions.

export const DashboardQueueRecord = z.object({
  /** The record's number or name as people know it (BR-2026-0031 · Winter launch). */
  label: z.string(),
  /** Its screen, on a route the caller's role may open. */
  href: z.string(),
  /** How many of it wait on this record (photos, sites); null when the record itself is the work. */
  count: z.number().int().min(0).nullable(),
});

export const DashboardQueueItem = z.object({
  /** briefs_to_review, plans_to_review, briefs_to_plan, plans_to_modify, plans_in_progress, and the work queue's. */
  key: z.string(),
  label: z.string(),
  count: z.number().int().min(0),
  /** The count is a lower bound (counted up to a cap): shown as "99+". */
  capped: z.boolean(),
  /** The list of all of them, on a route the caller's role may open. */
  href: z.string(),
  /** The first few, newest first (or most waiting first), each a link to the record. */
  records: z.array(DashboardQueueRecord),
});
export type DashboardQueueItem = z.infer<typeof DashboardQueueItem>;

export const fetchDashboardQueue = defineEndpoint({
  id: 'fetchDashboardQueue',
  method: 'GET',
  path: '/fetch-dashboard-queue',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner'],
  group: 'dashboard',
  errorMessage: 'An error occurred while fetching what waits for you',
  extension: true,
  summary:
    "What waits for the caller's role, first on the dashboard. KAM: new briefs to review, plans to review with the client, accepted plans without a pay order. Planner: approved briefs without a plan, plans whose modification was requested, plans in progress. Admin: new briefs, plans to review, and the campaign work queue. Each item counts from the counters (or capped) and names up to 5 records, each linking to a screen the role may open.",
  response: z.object({ items: z.array(DashboardQueueItem) }),
});

export const DashboardTrends = z.object({
  /** The last 8 weeks (Monday-based, UTC), oldest first: briefs received that week, by their status now. */
  briefsByWeek: z.array(
    z.object({ week_start: z.string(), pending: count, approved: count, rejected: count }),
  ),
  /** The last 6 months (UTC), oldest first: plans accepted that month and the sum of their totals. */
  acceptedPlansByMonth: z.array(z.object({ month: z.string(), plans: count, value: z.number().min(0) })),
});
export type DashboardTrends = z.infer<typeof DashboardTrends>;

export const fetchDashboardTrends = defineEndpoint({
  id: 'fetchDashboardTrends',
  method: 'GET',
  path: '/fetch-dashboard-trends',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner'],
  group: 'dashboard',
  errorMessage: 'An error occurred while fetching the dashboard charts',
  extension: true,
  summary:
    'The dashboard charts: briefs received per week by status (8 weeks) and the value of plans accepted per month (6 months). Read off the created/updated-at indexes within the date range, never the whole table.',
  response: DashboardTrends,
});

export const Notification = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: IsoDateTime,
});

export const fetchNotifications = defineEndpoint({
  id: 'fetchNotifications',
  method: 'GET',
  path: '/user/fetch-notifications',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'notifications',
  errorMessage: 'An error occurred while fetching notifications',
  summary: "The caller's notifications, newest first (sent with the bearer token: see README deviations).",
  query: PageQuery,
  response: z.object({
    notifications: z.array(Notification),
    totalNotifications: count,
    /** Extension (issue 15): the caller's unread notifications, from a counter (docs/domain.md "Notifications"). */
    unreadNotifications: count,
    totalPages: count,
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

// Read state (issue 15; docs/domain.md "Notifications", "Links, recipients and read state"). The spec's screen
// lists notifications but never marks one read; these calls are extensions.

export const fetchUnreadNotificationCount = defineEndpoint({
  id: 'fetchUnreadNotificationCount',
  method: 'GET',
  path: '/user/notifications/unread-count',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'notifications',
  errorMessage: 'An error occurred while fetching notifications',
  extension: true,
  summary:
    "How many of the caller's notifications are unread (the top bar's badge): one counter read, never a count.",
  response: z.object({ unread: count }),
});

export const markNotificationRead = defineEndpoint({
  id: 'markNotificationRead',
  method: 'PATCH',
  path: '/user/notifications/{id}/read',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'notifications',
  errorMessage: 'Failed to mark the notification as read',
  extension: true,
  summary:
    "Marks one of the caller's notifications read (opening it does). Marking a read one again changes nothing; another user's notification answers 404, as one that does not exist.",
  params: IdParams,
  response: z.object({ message: z.string(), notification: Notification, unread: count }),
});

export const markAllNotificationsRead = defineEndpoint({
  id: 'markAllNotificationsRead',
  method: 'PATCH',
  path: '/user/notifications/read-all',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'notifications',
  errorMessage: 'Failed to mark the notifications as read',
  extension: true,
  summary: 'Marks every unread notification of the caller read; answers how many were marked, and 0 unread.',
  response: z.object({ message: z.string(), marked: count, unread: count }),
});

/** A notification as the live stream sends it: what the popup shows and where it leads (no read state: it is new). */
export const LiveNotification = Notification.omit({ read: true });
export type LiveNotification = z.infer<typeof LiveNotification>;

/** The data of a `notifications` event of the stream. */
export const NotificationStreamData = z.object({
  notifications: z.array(LiveNotification).max(NOTIFICATION_STREAM_BATCH_MAX),
  unread: count,
});
export type NotificationStreamData = z.infer<typeof NotificationStreamData>;

export const openNotificationStream = defineEndpoint({
  id: 'openNotificationStream',
  method: 'GET',
  path: '/user/notification-stream',
  auth: 'bearer',
  roles: STAFF_ROLES,
  rateLimited: true,
  group: 'notifications',
  errorMessage: 'An error occurred while fetching notifications',
  extension: true,
  eventStream: true,
  query: z.object({
    /** On a reconnection: the id of the last event the client had (the newest notification it was sent). */
    last_event_id: Id.optional(),
  }),
  summary:
    'The caller\'s new notifications as they are written, as server-sent events (text/event-stream), for the open tabs (docs/domain.md "Notifications", "Live delivery"). Sent with the bearer token in the Authorization header (read with fetch, not EventSource, so the token never goes in the address). A `notifications` event (id: the newest notification\'s id) carries `{ notifications, unread }`; the first, at once, the unread count (and, with `last_event_id` on a reconnection, the ones written since, of the last 5 minutes). A comment line every ~25 s keeps proxies from closing it. It ends with an `end` event `{ message }` when the account is signed out or deactivated, and without one when the server stops. 429 past the streams allowed per user on one server.',
  // The answer is a stream (the handler answers an EventStream): the events' data are NotificationStreamData and,
  // for `end`, `{ message }`; the API document shows the first under text/event-stream.
  response: z.unknown().meta({ description: 'text/event-stream' }),
  eventData: NotificationStreamData,
});
