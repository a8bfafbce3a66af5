import { proxy } from 'valtio';

/**
 * The signed-in user's unread notifications, as the top bar's badge shows them (docs/domain.md "Notifications",
 * "Links, recipients and read state (issue 15)"). The badge reads it from the server; the notifications screen
 * sets it from each answer (a notification opened, all marked read) so the badge follows at once.
 */
export const unreadState = proxy<{ count: number | null }>({ count: null });

export function setUnreadCount(count: number): void {
  unreadState.count = count;
}

/** "99+" past 99: the badge stays one short word. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The badge's accessible name: "Notifications, 3 unread" or "Notifications, none unread". */
export function notificationsLinkName(count: number | null): string {
  if (count === null) return 'Notifications';
  return count === 0 ? 'Notifications, none unread' : `Notifications, ${unreadLabel(count)} unread`;
}
