import { fetchNotifications } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { type FetchPage, type ListView, useList } from '../../kit/list/use-list.ts';
import type { NotificationItem } from '../components/NotificationList.tsx';
import { setUnreadCount } from '../state/unread-state.ts';

/** Spec section 9: page 1 first, 10 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

const notificationListMachine = createListMachine<NotificationItem>();

// The endpoint pages but neither searches nor filters.
const fetchNotificationPage: FetchPage<NotificationItem> = async (client, { page, limit }, signal) => {
  const answer = await client.call(fetchNotifications, { query: { page, limit }, signal });
  // Each page carries the unread count too: the top bar's badge follows the page (issue 15).
  setUnreadCount(answer.unreadNotifications);
  return { items: answer.notifications, total: answer.totalNotifications };
};

/** The caller's notifications, a page at a time. */
export function useNotificationList(): ListView<NotificationItem> {
  return useList(notificationListMachine, fetchNotificationPage, { limit: NOTIFICATIONS_PAGE_SIZE });
}
