import { readFileSync } from 'node:fs';
import type { Push, PushMessage } from '../deps.ts';
import type { LogSource } from './log.ts';

/** Without a service account, push is off: notifications are still stored and listed. */
export const disabledPush: Push = {
  enabled: false,
  async send() {
    return { invalidTokens: [] };
  },
};

// FCM error codes that mean the token will never work again.
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/**
 * Firebase Cloud Messaging with the service-account JSON at `serviceAccountPath`. firebase-admin is loaded on the
 * first send, so a server without push does not pay for it at start-up.
 */
export function createFirebasePush(serviceAccountPath: string, log: LogSource): Push {
  const credentials = JSON.parse(readFileSync(serviceAccountPath, 'utf8'));
  let messaging: Promise<import('firebase-admin/messaging').Messaging> | undefined;
  const load = async () => {
    const { cert, initializeApp } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    return getMessaging(initializeApp({ credential: cert(credentials) }, 'ooh-backoffice'));
  };
  return {
    enabled: true,
    async send(tokens: string[], message: PushMessage) {
      if (tokens.length === 0) return { invalidTokens: [] };
      messaging ??= load();
      const response = await (await messaging).sendEachForMulticast({
        tokens,
        notification: { title: message.title, body: message.body },
        // FCM data values are strings. The id lets a tab that had it from the live stream show it once.
        data: {
          ...(message.link ? { link: message.link } : {}),
          ...(message.notificationId ? { notification_id: String(message.notificationId) } : {}),
        },
        ...(message.link ? { webpush: { fcmOptions: { link: message.link } } } : {}),
      });
      const invalidTokens = response.responses.flatMap((result, index) =>
        !result.success && GONE.has(result.error?.code ?? '') ? [tokens[index] as string] : [],
      );
      if (response.failureCount > invalidTokens.length) {
        log().warn({ failures: response.failureCount }, 'some push messages could not be sent');
      }
      return { invalidTokens };
    },
  };
}

export function createPush(serviceAccountPath: string | null, log: LogSource): Push {
  return serviceAccountPath ? createFirebasePush(serviceAccountPath, log) : disabledPush;
}
