import { PassThrough, type Readable } from 'node:stream';
import {
  type LiveNotification,
  NOTIFICATION_STREAM_BATCH_MAX,
  NOTIFICATION_STREAM_EVENTS,
  type NotificationStreamData,
} from '@ooh/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection, Db } from '../../db/connection.ts';
import type { Clock } from '../../deps.ts';
import { HttpError, tooManyRequests } from '../../errors.ts';
import { EVENTS_CHANNEL, parseEvent } from '../shared/events.ts';
import { listNotifications } from './notifications.ts';

/**
 * Live delivery of notifications to open tabs (docs/domain.md "Notifications", "Live delivery"): one LISTEN per
 * server process on the events channel (services/shared/events.ts), fanned out to the server-sent-event streams of
 * the users each event names. Every server sharing the database hears every committed event, so a stream gets the
 * notifications written through any server.
 */

/** After a reconnection with `Last-Event-ID`, notifications missed are sent again only if this recent. */
export const RESUME_WINDOW_MS = 5 * 60_000;
/** A client that reads nothing while this much waits for it is dropped (it reconnects when it reads again). */
const MAX_BUFFERED_BYTES = 256 * 1024;

export const STREAM_MESSAGES = {
  tooMany: (limit: number) =>
    `This account already has ${limit} live notification streams open on this server: close a tab or window of the app and try again.`,
  signedOut: 'Your session has ended: sign in again to get notifications.',
  unavailable: 'Live notifications are not available right now; try again shortly.',
  stopping: 'The server is stopping; connect again shortly.',
} as const;

export interface LiveStreamOptions {
  userId: number;
  /** The id of the `Last-Event-ID` header: the newest notification the client had; null on a first connection. */
  lastEventId: number | null;
  /** Whether the stream's token and account may still read notifications (re-checked on events and heartbeats). */
  stillSignedIn: () => Promise<boolean>;
}

interface LiveStream {
  userId: number;
  body: PassThrough;
  stillSignedIn: () => Promise<boolean>;
  /** Notifications with ids up to this one were there before the stream (or were the client's already). */
  baseline: number;
  /** Ids sent on this stream among the user's newest notifications: never sent twice. */
  sent: Set<number>;
  ended: boolean;
}

export interface NotificationStreamsDeps {
  connection: Pick<DatabaseConnection, 'listen'>;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  perUser: number;
  heartbeatMs: number;
}

const notificationsEvent = (data: NotificationStreamData) => {
  const newest = data.notifications.reduce((max, n) => Math.max(max, n.id), 0);
  return `event: ${NOTIFICATION_STREAM_EVENTS.notifications}\n${newest ? `id: ${newest}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
};

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;

export function createNotificationStreams(deps: NotificationStreamsDeps) {
  const byUser = new Map<number, Set<LiveStream>>();
  /** Each user's deliveries run one after another: one read of their notifications serves all their streams. */
  const queues = new Map<number, Promise<void>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let beating = false;
  let closing = false;

  const openCount = () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0);

  function write(stream: LiveStream, text: string) {
    if (stream.ended) return;
    if (stream.body.writableLength > MAX_BUFFERED_BYTES) {
      deps.log.info({ userId: stream.userId }, 'notification stream dropped: the client reads nothing');
      stream.body.destroy();
      return;
    }
    stream.body.write(text);
  }

  function forget(stream: LiveStream) {
    stream.ended = true;
    const set = byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) byUser.delete(stream.userId);
    if (openCount() === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  /** Ends a stream; with a message, an `end` event first tells the client not to come back. */
  function end(stream: LiveStream, message?: string) {
    if (stream.ended) return;
    if (message)
      write(stream, `event: ${NOTIFICATION_STREAM_EVENTS.end}\ndata: ${JSON.stringify({ message })}\n\n`);
    forget(stream);
    stream.body.end();
  }

  /** The streams of `streams` whose token and account still hold; the others are ended. */
  async function stillOpen(streams: LiveStream[]): Promise<LiveStream[]> {
    const checked = await Promise.all(
      streams.map(async (stream) => {
        const ok = await stream.stillSignedIn().catch((error: unknown) => {
          // A failed check (the database away) is no proof of anything: keep the stream; the next one decides.
          deps.log.warn({ err: error }, 'notification stream: the account could not be checked');
          return true;
        });
        if (!ok) end(stream, STREAM_MESSAGES.signedOut);
        return ok && !stream.ended ? stream : null;
      }),
    );
    return checked.filter((stream): stream is LiveStream => stream !== null);
  }

  /** Reads the user's newest notifications once and sends each stream those it has not had. */
  async function deliver(userId: number) {
    const streams = await stillOpen([...(byUser.get(userId) ?? [])]);
    if (streams.length === 0) return;
    const page = await listNotifications(deps.db, userId, 1, NOTIFICATION_STREAM_BATCH_MAX);
    const newest = page.notifications;
    const ids = new Set(newest.map((n) => n.id));
    for (const stream of streams) {
      const fresh = newest
        .filter((n) => n.id > stream.baseline && !stream.sent.has(n.id))
        .sort((a, b) => a.id - b.id);
      // Only ids still among the newest can come back in a later read: the set stays as small as that read.
      stream.sent = new Set([...stream.sent, ...fresh.map((n) => n.id)].filter((id) => ids.has(id)));
      if (fresh.length)
        write(
          stream,
          notificationsEvent({ notifications: fresh.map(live), unread: page.unreadNotifications }),
        );
    }
  }

  function enqueue(userId: number) {
    const next = (queues.get(userId) ?? Promise.resolve())
      .then(() => deliver(userId))
      .catch((error: unknown) =>
        deps.log.warn({ err: error, userId }, 'notification stream: delivery failed'),
      );
    queues.set(userId, next);
    void next.finally(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    });
  }

  function onPayload(payload: string) {
    const event = parseEvent(payload);
    if (event?.type !== 'notifications' || closing) return;
    for (const userId of new Set(event.userIds)) if (byUser.has(userId)) enqueue(userId);
  }

  async function beat() {
    if (beating) return;
    beating = true;
    try {
      const open = await stillOpen([...byUser.values()].flatMap((set) => [...set]));
      for (const stream of open) write(stream, ': keep-alive\n\n');
    } finally {
      beating = false;
    }
  }

  async function ensureListening() {
    listening ??= deps.connection.listen(EVENTS_CHANNEL, onPayload);
    try {
      await listening;
    } catch (error) {
      listening = null;
      deps.log.warn({ err: error }, 'notification stream: LISTEN failed');
      throw new HttpError(503, STREAM_MESSAGES.unavailable, { 'retry-after': '5' });
    }
  }

  return {
    /**
     * Opens a stream for the user: refused past the per-user limit (429) and while the server stops (503). The
     * first event is sent at once: the unread count, and after a reconnection the notifications missed lately.
     */
    async open(options: LiveStreamOptions): Promise<Readable> {
      if (closing) throw new HttpError(503, STREAM_MESSAGES.stopping, { 'retry-after': '5' });
      if ((byUser.get(options.userId)?.size ?? 0) >= deps.perUser)
        throw tooManyRequests(STREAM_MESSAGES.tooMany(deps.perUser), 30);
      await ensureListening();
      // Read after LISTEN is in place: whatever is committed later is announced to this server.
      const page = await listNotifications(deps.db, options.userId, 1, NOTIFICATION_STREAM_BATCH_MAX);
      if (closing) throw new HttpError(503, STREAM_MESSAGES.stopping, { 'retry-after': '5' });
      if ((byUser.get(options.userId)?.size ?? 0) >= deps.perUser)
        throw tooManyRequests(STREAM_MESSAGES.tooMany(deps.perUser), 30);
      const newestId = page.notifications.reduce((max, n) => Math.max(max, n.id), 0);
      const since = deps.clock.now().getTime() - RESUME_WINDOW_MS;
      const missed =
        options.lastEventId === null
          ? []
          : page.notifications
              .filter((n) => n.id > (options.lastEventId ?? 0) && Date.parse(n.created_at) >= since)
              .sort((a, b) => a.id - b.id);
      const stream: LiveStream = {
        userId: options.userId,
        body: new PassThrough(),
        stillSignedIn: options.stillSignedIn,
        // Everything there now is either old to the client or sent below: only later ones are new.
        baseline: newestId,
        sent: new Set(missed.map((n) => n.id)),
        ended: false,
      };
      // The client went away (Fastify destroys the body when the response closes), or the stream was ended.
      stream.body.once('close', () => forget(stream));
      const set = byUser.get(options.userId) ?? new Set();
      set.add(stream);
      byUser.set(options.userId, set);
      if (!heartbeat) {
        heartbeat = setInterval(() => void beat(), deps.heartbeatMs);
        heartbeat.unref();
      }
      write(
        stream,
        notificationsEvent({ notifications: missed.map(live), unread: page.unreadNotifications }),
      );
      return stream.body;
    },
    /** Open streams, in all and for one user (tests, logs). */
    count: (userId?: number) => (userId === undefined ? openCount() : (byUser.get(userId)?.size ?? 0)),
    /** Ends every stream (server shutdown: in Fastify's preClose, so `close()` does not wait on them). */
    endAll() {
      closing = true;
      for (const set of [...byUser.values()]) for (const stream of [...set]) end(stream);
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },
    /** Stops listening (onClose, before the database is closed). */
    async stop() {
      closing = true;
      const pending = listening;
      listening = null;
      await Promise.allSettled([...queues.values()]);
      const unlisten = await pending?.catch(() => null);
      await unlisten?.().catch(() => {});
    },
  };
}

function live(notification: LiveNotification & { read?: boolean }): LiveNotification {
  const { id, title, body, link, created_at } = notification;
  return { id, title, body, link, created_at };
}
