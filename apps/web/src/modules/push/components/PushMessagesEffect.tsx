import { useEffect } from 'react';
import { readFirebaseConfig } from '../firebase-config.ts';

/**
 * While signed in: a push message arriving with the app in front shows an info toast at top right, with the
 * notification's title as the message and its body as the description (spec section 1).
 */
export function PushMessagesEffect() {
  useEffect(() => {
    const config = readFirebaseConfig();
    if (!config || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    let stop: () => void = () => {};
    let stopped = false;
    import('../firebase-messaging.ts')
      .then(({ listenToForegroundMessages }) =>
        listenToForegroundMessages(config, ({ title, body }) => {
          // Imported on the first message: the shell is in the entry chunk, Ark's toast code need not be.
          void import('@ooh/ui/toast').then(({ notify }) => notify.info({ title, description: body }));
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
  }, []);
  return null;
}
