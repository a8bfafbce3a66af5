// Imported dynamically, and only when Firebase is configured: firebase stays out of every other chunk.
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  deleteToken,
  getMessaging,
  getToken,
  isSupported,
  type Messaging,
  onMessage,
} from 'firebase/messaging';
import type { FirebaseWebConfig } from './firebase-config.ts';

async function messagingFor(config: FirebaseWebConfig): Promise<Messaging | null> {
  if (!(await isSupported())) return null;
  const { vapidKey: _vapidKey, ...options } = config;
  const app = getApps().length > 0 ? getApp() : initializeApp(options);
  return getMessaging(app);
}

/** A device token for this browser, or null when messaging is unsupported here. */
export async function requestDeviceToken(
  config: FirebaseWebConfig,
  registration: ServiceWorkerRegistration,
): Promise<string | null> {
  const messaging = await messagingFor(config);
  if (!messaging) return null;
  return getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
}

/** Drops the current token and asks for a new one. */
export async function renewDeviceToken(
  config: FirebaseWebConfig,
  registration: ServiceWorkerRegistration,
): Promise<string | null> {
  const messaging = await messagingFor(config);
  if (!messaging) return null;
  await deleteToken(messaging).catch(() => false);
  return getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
}

export interface ForegroundMessage {
  title: string;
  body: string;
  /** The notification's id (the server sends it as data), so a tab shows it once if the live stream brought it too. */
  id: number | null;
  link: string | null;
}

/** The data part of a push message as the server sends it (`link`, `notification_id`: FCM data values are text). */
export function foregroundMessageOf(payload: {
  notification?: { title?: string; body?: string } | undefined;
  data?: Record<string, string> | undefined;
}): ForegroundMessage {
  const id = Number(payload.data?.notification_id);
  return {
    title: payload.notification?.title ?? '',
    body: payload.notification?.body ?? '',
    id: Number.isInteger(id) && id > 0 ? id : null,
    link: payload.data?.link ?? null,
  };
}

/** Calls `handler` for each message arriving while the app is in front; returns the unsubscribe. */
export async function listenToForegroundMessages(
  config: FirebaseWebConfig,
  handler: (message: ForegroundMessage) => void,
): Promise<() => void> {
  const messaging = await messagingFor(config);
  if (!messaging) return () => {};
  return onMessage(messaging, (payload) => handler(foregroundMessageOf(payload)));
}
