/*
 * The push-messaging service worker, served from the web root where Firebase Messaging looks for it.
 *
 * Self-contained on purpose: the usual worker imports the Firebase SDK from gstatic.com at run time, which the
 * CSP (script-src 'self') and machines without internet do not allow. It does what the SDK's worker does for
 * this app: a message arriving while a window is visible is posted to the page in the SDK's format (so the
 * page's `onMessage` shows it as a toast); otherwise it is shown as a system notification, and a click opens
 * the app at the notification's link.
 */

const PUSH_RECEIVED = 'push-received';
const FCM_MSG = 'FCM_MSG';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return null;
  }
}

async function windowClients() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function handlePush(payload) {
  const clients = await windowClients();
  const visible = clients.some((client) => client.visibilityState === 'visible');
  if (visible) {
    for (const client of clients) {
      client.postMessage({ ...payload, isFirebaseMessaging: true, messageType: PUSH_RECEIVED });
    }
    return;
  }
  const notification = payload.notification;
  if (!notification) return;
  await self.registration.showNotification(notification.title ?? '', {
    body: notification.body ?? '',
    data: { [FCM_MSG]: payload },
  });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (payload) event.waitUntil(handlePush(payload));
});

function linkOf(payload) {
  const link = payload?.fcmOptions?.link ?? payload?.data?.link ?? '/notifications';
  const url = new URL(link, self.location.origin);
  return url.origin === self.location.origin
    ? url.href
    : new URL('/notifications', self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  const payload = event.notification.data?.[FCM_MSG];
  event.notification.close();
  if (!payload) return;
  const target = linkOf(payload);
  event.waitUntil(
    windowClients().then((clients) => {
      const open = clients.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate(target));
      return self.clients.openWindow(target);
    }),
  );
});
