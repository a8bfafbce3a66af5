export {
  type NotificationPopupOptions,
  NotificationToaster,
  notificationToaster,
  notifyNotification,
  Toasters,
} from './notification-toaster';
export { type NotifyOptions, notify, Toaster, toaster } from './toast';
