import { readFirebaseConfig } from '../push/firebase-config.ts';

export interface PushSupport {
  firebaseConfigured: boolean;
  notifications: boolean;
  permission: NotificationPermission | 'unsupported';
  pushApi: boolean;
  serviceWorkers: boolean;
  /** Firebase's own verdict (`isSupported()`), asked only when Firebase is configured. */
  firebaseMessaging: 'supported' | 'unsupported' | 'not checked';
}

export async function checkPushSupport(): Promise<PushSupport> {
  const config = readFirebaseConfig();
  const notifications = typeof Notification !== 'undefined';
  let firebaseMessaging: PushSupport['firebaseMessaging'] = 'not checked';
  if (config) {
    const { isSupported } = await import('firebase/messaging');
    firebaseMessaging = (await isSupported()) ? 'supported' : 'unsupported';
  }
  return {
    firebaseConfigured: config !== null,
    notifications,
    permission: notifications ? Notification.permission : 'unsupported',
    pushApi: typeof window !== 'undefined' && 'PushManager' in window,
    serviceWorkers: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    firebaseMessaging,
  };
}
