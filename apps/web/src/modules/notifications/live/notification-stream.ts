import { NOTIFICATION_STREAM_EVENTS, type NotificationStreamData } from '@ooh/api';
import { createParser } from 'eventsource-parser';

/**
 * The tab's end of `GET /user/notification-stream` (docs/domain.md "Notifications", "Live delivery"). Read with
 * fetch, not EventSource: EventSource cannot send the Authorization header, and the bearer token must not go in an
 * address (addresses land in logs). Reconnects with a growing, jittered pause when the stream drops or the server is
 * away; stops for good when the server refuses the token (401, 403) or ends the stream with an `end` event.
 */

export interface NotificationStreamOptions {
  /** The stream's address (the API base and the contract's path). */
  url: string;
  /** The bearer token now; null stops the stream (signed out). */
  getToken: () => string | null;
  onNotifications: (data: NotificationStreamData) => void;
  /** The stream will not reconnect: the server refused the token or said the session is over. */
  onStop?: (reason: NotificationStreamStop) => void;
  fetch?: typeof globalThis.fetch;
  /** 0 ≤ x < 1, for the jitter (tests pass a fixed one). */
  random?: () => number;
  now?: () => number;
}

export type NotificationStreamStop = 'refused' | 'ended' | 'signed-out';

/** The first pause after a drop; it doubles with each failed attempt, up to the maximum. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** A stream that stayed open this long was healthy: the next drop starts the pauses again from the first. */
export const STABLE_AFTER_MS = 60_000;

/**
 * The pause before attempt `attempt` (0-based): 1 s, 2 s, 4 s … 30 s, each between half and all of it, so tabs
 * dropped together (a server restart) do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** The data of a `notifications` event, or null for anything that is not one (a stream is never trusted blindly). */
export function parseStreamData(data: string): NotificationStreamData | null {
  try {
    const value = JSON.parse(data) as Partial<NotificationStreamData>;
    if (!Array.isArray(value.notifications) || typeof value.unread !== 'number') return null;
    const notifications = value.notifications.filter(
      (n) =>
        typeof n === 'object' &&
        n !== null &&
        typeof n.id === 'number' &&
        typeof n.title === 'string' &&
        typeof n.body === 'string' &&
        (n.link === null || typeof n.link === 'string'),
    );
    return { notifications, unread: value.unread };
  } catch {
    return null;
  }
}

export interface NotificationStream {
  close(): void;
}

export function connectNotificationStream(options: NotificationStreamOptions): NotificationStream {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let closed = false;
  let attempt = 0;
  let lastEventId: string | null = null;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function stop(reason: NotificationStreamStop) {
    if (closed) return;
    close();
    options.onStop?.(reason);
  }

  function close() {
    closed = true;
    if (timer) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
  }

  function retry(minimumMs = 0) {
    if (closed) return;
    const delay = Math.max(minimumMs, reconnectDelay(attempt++, random));
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  }

  async function connect() {
    if (closed) return;
    const token = options.getToken();
    if (!token) return stop('signed-out');
    const current = new AbortController();
    controller = current;
    const url = lastEventId
      ? `${options.url}${options.url.includes('?') ? '&' : '?'}last_event_id=${encodeURIComponent(lastEventId)}`
      : options.url;
    let response: Response;
    try {
      response = await fetcher(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal: current.signal,
      });
    } catch {
      // Offline, or the server is away: try again later.
      return retry();
    }
    if (closed) return;
    if (response.status === 401 || response.status === 403) return stop('refused');
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
      // 429 (as many streams as allowed are open: another tab may close) and 503 name their pause.
      const retryAfter = Number(response.headers.get('retry-after'));
      await response.body?.cancel().catch(() => {});
      return retry(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 0);
    }
    const openedAt = now();
    let ended = false;
    const parser = createParser({
      onEvent(event) {
        if (event.event === NOTIFICATION_STREAM_EVENTS.end) {
          ended = true;
          return;
        }
        if (event.event !== NOTIFICATION_STREAM_EVENTS.notifications) return;
        const data = parseStreamData(event.data);
        if (!data) return;
        if (event.id) lastEventId = event.id;
        options.onNotifications(data);
      },
    });
    try {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done || closed) break;
        parser.feed(value);
        if (ended) {
          await reader.cancel().catch(() => {});
          break;
        }
      }
    } catch {
      // The connection dropped mid-stream.
    }
    if (ended) return stop('ended');
    if (closed) return;
    if (now() - openedAt >= STABLE_AFTER_MS) attempt = 0;
    retry();
  }

  void connect();
  return { close };
}
