export {
  listNotifications,
  type NotificationDraft,
  pushToUsers,
  writeNotifications,
} from './notifications.ts';
