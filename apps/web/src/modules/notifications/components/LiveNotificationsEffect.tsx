import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { startNotificationStream } from '../live/start.ts';

/**
 * While signed in (the shell is mounted; it loads this after the first page, DeferredNotificationEffects): the live
 * notification stream, closed when the shell goes (sign-out). Each notification shows the spec's foreground popup
 * and updates the bell and the notifications screen (docs/domain.md "Notifications", "Live delivery").
 */
export function LiveNotificationsEffect() {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(
    () => startNotificationStream({ client, navigate: (path) => navigateRef.current(path) }),
    [client],
  );
  return null;
}
