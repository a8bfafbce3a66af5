export {
  type NotificationPopupOptions,
  NotificationToaster,
  notificationToaster,
  notifyNotification,
} from './notification-toaster';
export { type NotifyOptions, notify, Toaster, toaster } from './toast';
