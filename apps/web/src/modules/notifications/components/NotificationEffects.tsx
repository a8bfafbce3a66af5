import { PushMessagesEffect } from '../../push/components/PushMessagesEffect.tsx';
import { LiveNotificationsEffect } from './LiveNotificationsEffect.tsx';

/** While signed in: notifications reach the open tab by the live stream and, where configured, by push. */
export function NotificationEffects() {
  return (
    <>
      <PushMessagesEffect />
      <LiveNotificationsEffect />
    </>
  );
}
