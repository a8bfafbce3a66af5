import type { NotificationStreamData } from '@ooh/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectNotificationStream,
  type NotificationStreamStop,
  parseStreamData,
  RECONNECT_MAX_MS,
  reconnectDelay,
} from './notification-stream.ts';

const URL = 'http://localhost/api/user/notification-stream';

/** A server the test drives: each request gets an answer the test writes to, chunk by chunk. */
function fakeServer() {
  const requests: Array<{ url: string; headers: Headers; at: number }> = [];
  const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
  let next: Array<() => Response> = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), headers: new Headers(init?.headers), at: Date.now() });
    const planned = next.shift();
    if (planned) return planned();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        streams.push(controller);
        init?.signal?.addEventListener('abort', () => {
          try {
            controller.error(new DOMException('aborted', 'AbortError'));
          } catch {
            // closed already
          }
        });
      },
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    /** Answers the next request with this instead of a stream. */
    plan(answer: () => Response) {
      next = [...next, answer];
    },
    send(text: string, stream = streams.length - 1) {
      streams[stream]?.enqueue(encoder.encode(text));
    },
    drop(stream = streams.length - 1) {
      streams[stream]?.close();
    },
  };
}

const notification = (id: number, title = `Notification ${id}`) => ({
  id,
  title,
  body: `Body ${id}`,
  link: '/plan',
  created_at: '2026-11-28T10:00:00.000Z',
});

const event = (data: NotificationStreamData, id?: number) =>
  `event: notifications\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/** Lets the fetch promise, the reads and the parser run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the notification stream client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function connect(server: ReturnType<typeof fakeServer>, token: string | null = 'token-1') {
    const received: NotificationStreamData[] = [];
    const stops: NotificationStreamStop[] = [];
    const stream = connectNotificationStream({
      url: URL,
      getToken: () => token,
      fetch: server.fetch,
      random: () => 1 - Number.EPSILON,
      onNotifications: (data) => received.push(data),
      onStop: (reason) => stops.push(reason),
    });
    return { received, stops, stream };
  }

  it('sends the bearer token in the Authorization header, never in the address', async () => {
    const server = fakeServer();
    const { stream } = connect(server);
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe(URL);
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(server.requests[0]?.headers.get('accept')).toBe('text/event-stream');
    stream.close();
  });

  it('parses events split across chunks, skips comments and events of other names', async () => {
    const server = fakeServer();
    const { received, stream } = connect(server);
    await settle();
    const text = `: keep-alive\n\nevent: other\ndata: {}\n\n${event({ notifications: [notification(7)], unread: 3 }, 7)}`;
    server.send(text.slice(0, 40));
    await settle();
    server.send(text.slice(40));
    await settle();
    expect(received).toEqual([{ notifications: [notification(7)], unread: 3 }]);
    stream.close();
  });

  it('reconnects with a growing pause when the stream drops, asking for what it missed', async () => {
    const server = fakeServer();
    const { received, stream } = connect(server);
    await settle();
    server.send(event({ notifications: [notification(41)], unread: 1 }, 41));
    await settle();
    expect(received).toHaveLength(1);

    server.drop();
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.url).toBe(`${URL}?last_event_id=41`);

    // The server is away: the pauses double (2 s, then 4 s).
    server.plan(() => Response.error());
    server.drop();
    await settle();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(4);
    stream.close();
  });

  it('stops for good when the server refuses the token (401 or 403)', async () => {
    for (const status of [401, 403]) {
      const server = fakeServer();
      server.plan(() => Response.json({ message: 'Please sign in to continue.' }, { status }));
      const { stops } = connect(server);
      await settle();
      await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 4);
      expect(server.requests, String(status)).toHaveLength(1);
      expect(stops).toEqual(['refused']);
    }
  });

  it('stops for good on the end event (signed out, deactivated)', async () => {
    const server = fakeServer();
    const { stops } = connect(server);
    await settle();
    server.send('event: end\ndata: {"message":"Your session has ended"}\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 4);
    expect(server.requests).toHaveLength(1);
    expect(stops).toEqual(['ended']);
  });

  it('waits as long as a 429 asks before trying again', async () => {
    const server = fakeServer();
    server.plan(
      () => new Response('{"message":"too many"}', { status: 429, headers: { 'retry-after': '30' } }),
    );
    const { stream } = connect(server);
    await settle();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    stream.close();
  });

  it('does not open without a token, and close() ends it without reconnecting', async () => {
    const none = fakeServer();
    const { stops } = connect(none, null);
    await settle();
    expect(none.requests).toHaveLength(0);
    expect(stops).toEqual(['signed-out']);

    const server = fakeServer();
    const { stream } = connect(server);
    await settle();
    stream.close();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 4);
    expect(server.requests).toHaveLength(1);
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, each pause between half and all of its step', () => {
    const top = () => 1 - Number.EPSILON;
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
  });
});

describe('parseStreamData', () => {
  it('keeps well-formed notifications and refuses what is not the stream data', () => {
    expect(
      parseStreamData(JSON.stringify({ notifications: [notification(1), { id: 'x' }], unread: 2 })),
    ).toEqual({
      notifications: [notification(1)],
      unread: 2,
    });
    expect(parseStreamData('{"message":"hi"}')).toBeNull();
    expect(parseStreamData('not json')).toBeNull();
  });
});
