import { proxy } from 'valtio';

/**
 * Notifications that arrived while the app is open (live stream or push; docs/domain.md "Notifications", "Live
 * delivery"): the notifications screen reloads its first page when `received` moves.
 */
export const liveNotificationsState = proxy<{ received: number }>({ received: 0 });
