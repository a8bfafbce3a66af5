import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { afterFirstPage } from '../../../app/first-page.ts';
import { useApiClient } from '../../api/ApiClientContext.tsx';

/**
 * While signed in (the shell is mounted): the live notification stream, opened after the first page has painted
 * (its code is a chunk of its own, not /login's), closed when the shell goes (sign-out). Each notification shows the
 * spec's foreground popup and updates the bell and the notifications screen (docs/domain.md "Notifications", "Live
 * delivery").
 */
export function LiveNotificationsEffect() {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    let stop: () => void = () => {};
    let stopped = false;
    afterFirstPage()
      .then(() => import('../live/start.ts'))
      .then(({ startNotificationStream }) => {
        if (stopped) return;
        stop = startNotificationStream({ client, navigate: (path) => navigateRef.current(path) });
      })
      .catch((error: unknown) => console.warn('Live notifications could not be loaded.', error));
    return () => {
      stopped = true;
      stop();
    };
  }, [client]);
  return null;
}
