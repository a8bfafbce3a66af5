import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { readFirebaseConfig } from '../firebase-config.ts';

/**
 * While signed in: a push message arriving with the app in front shows the spec's foreground popup at top right,
 * the notification's title as the message and its body as the description (spec section 1), the same popup as the
 * live stream's and shown once when both bring it (docs/domain.md "Notifications", "Live delivery").
 */
export function PushMessagesEffect() {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const config = readFirebaseConfig();
    if (!config || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    let stop: () => void = () => {};
    let stopped = false;
    const deps = { client, navigate: (path: string) => navigateRef.current(path) };
    import('../firebase-messaging.ts')
      .then(({ listenToForegroundMessages }) =>
        listenToForegroundMessages(config, (message) => {
          // Imported on the first message: the shell is in the entry chunk, the popup's code need not be.
          void import('../../notifications/live/start.ts').then(({ showPushNotification }) =>
            showPushNotification(deps, message),
          );
        }),
      )
      .then((unsubscribe) => {
        if (stopped) unsubscribe();
        else stop = unsubscribe;
      })
      .catch((error: unknown) => console.info('Foreground push messages are unavailable.', error));
    return () => {
      stopped = true;
      stop();
    };
  }, [client]);
  return null;
}
