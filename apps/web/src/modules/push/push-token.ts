import type { PushToken } from '@ooh/machines/session';
import { type FirebaseWebConfig, readFirebaseConfig } from './firebase-config.ts';
import { messagingServiceWorker } from './service-worker.ts';

/** Getting a token talks to Google; without an answer, sign-in goes on without one after this long. */
export const PUSH_TOKEN_TIMEOUT_MS = 10_000;

export interface PushTokenOptions {
  config?: FirebaseWebConfig | null;
  now?: () => number;
  timeoutMs?: number;
  registration?: () => Promise<ServiceWorkerRegistration | null>;
}

function within<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No push token within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function withDeviceToken(
  options: PushTokenOptions,
  ask: 'request' | 'renew',
): Promise<PushToken | null> {
  const config = options.config === undefined ? readFirebaseConfig() : options.config;
  if (!config) {
    console.info(
      'Push notifications are not configured (VITE_FIREBASE_*): signing in without a device token.',
    );
    return null;
  }
  if (typeof Notification === 'undefined') {
    console.info('This browser has no notifications: signing in without a device token.');
    return null;
  }
  const permission =
    Notification.permission === 'default' && ask === 'request'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') {
    console.info(`Notification permission is "${permission}": signing in without a device token.`);
    return null;
  }
  const registration = await (options.registration ?? messagingServiceWorker)();
  if (!registration) {
    console.info('The push-messaging worker is not active: signing in without a device token.');
    return null;
  }
  const messaging = await import('./firebase-messaging.ts');
  const token = await within(
    ask === 'request'
      ? messaging.requestDeviceToken(config, registration)
      : messaging.renewDeviceToken(config, registration),
    options.timeoutMs ?? PUSH_TOKEN_TIMEOUT_MS,
  );
  if (!token) {
    console.info('Push messaging is not supported in this browser: signing in without a device token.');
    return null;
  }
  return { token, issuedAt: (options.now ?? Date.now)() };
}

/** For sign-in: asks for permission when it has not been asked yet, then for a device token. */
export function obtainPushToken(options: PushTokenOptions = {}): Promise<PushToken | null> {
  return withDeviceToken(options, 'request');
}

/** For the 7-day refresh: never prompts; replaces the token when permission still stands. */
export function refreshPushToken(options: PushTokenOptions = {}): Promise<PushToken | null> {
  return withDeviceToken(options, 'renew');
}
