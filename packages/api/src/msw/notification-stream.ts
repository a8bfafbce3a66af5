import { NOTIFICATION_STREAM_EVENTS } from '../contract/constants.ts';
import type { LiveNotification } from '../contract/endpoints/dashboard.ts';
import type { MockDb } from './db.ts';

/**
 * The live notification stream in stories and tests (docs/domain.md "Notifications", "Live delivery"): the server's
 * first event (the unread count) at once, then whatever `sendMockNotification` adds, until the caller goes away.
 */
const openStreams = new WeakMap<MockDb, Set<ReadableStreamDefaultController<Uint8Array>>>();
const encoder = new TextEncoder();

const unreadOf = (db: MockDb) => db.notifications.filter((n) => !n.read).length;

function eventText(db: MockDb, notifications: LiveNotification[]): string {
  const data = JSON.stringify({ notifications, unread: unreadOf(db) });
  const id = notifications.length ? `id: ${Math.max(...notifications.map((n) => n.id))}\n` : '';
  return `event: ${NOTIFICATION_STREAM_EVENTS.notifications}\n${id}data: ${data}\n\n`;
}

/** The stream's answer: `text/event-stream`, open until `signal` aborts. */
export function notificationStreamResponse(db: MockDb, signal: AbortSignal): Response {
  let opened: ReadableStreamDefaultController<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      opened = controller;
      const streams = openStreams.get(db) ?? new Set();
      streams.add(controller);
      openStreams.set(db, streams);
      controller.enqueue(encoder.encode(eventText(db, [])));
      signal.addEventListener('abort', () => {
        streams.delete(controller);
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
    },
    cancel() {
      if (opened) openStreams.get(db)?.delete(opened);
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Writes a notification into the mock database, unread and newest, and sends it on every open stream, as the server
 * does when a lifecycle event notifies the signed-in user. Answers how many streams it went to.
 */
export function sendMockNotification(
  db: MockDb,
  notification: Omit<LiveNotification, 'id' | 'created_at'> & Partial<LiveNotification>,
): number {
  const id = notification.id ?? Math.max(0, ...db.notifications.map((n) => n.id)) + 1;
  const live: LiveNotification = {
    id,
    title: notification.title,
    body: notification.body,
    link: notification.link,
    created_at: notification.created_at ?? new Date().toISOString(),
  };
  db.notifications.unshift({ ...live, read: false });
  const streams = openStreams.get(db) ?? new Set();
  for (const controller of streams) controller.enqueue(encoder.encode(eventText(db, [live])));
  return streams.size;
}
