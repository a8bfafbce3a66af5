import { useAfterFirstPage } from '../../../app/use-after-first-page.ts';

/**
 * The bell loads in a chunk of its own, and only once the first page has painted (app/first-page.ts): its chunk and
 * its unread count no longer compete with the page's own calls. Lighthouse's /dashboard LCP 3.2–3.4 s → 2.9–3.1 s
 * (README, "The first load"); neither /login nor the shell's first chunk carries any of it.
 */
const loadBadge = () => import('./NotificationsBadge.tsx').then((m) => m.NotificationsBadge);

export function LazyNotificationsBadge() {
  const NotificationsBadge = useAfterFirstPage(loadBadge, 'The notifications bell');
  return NotificationsBadge ? <NotificationsBadge /> : null;
}
