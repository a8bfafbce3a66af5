export {
  kindDraft,
  NOTIFICATION_KINDS,
  type NotificationKindName,
  type NotificationRecord,
} from './kinds.ts';
export {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_NOT_FOUND,
  type NotificationDraft,
  pushToUsers,
  type Recipient,
  unreadNotificationCount,
  writeNotifications,
} from './notifications.ts';
