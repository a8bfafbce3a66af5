/**
 * A server-sent-event client for tests: what a browser tab reading `GET /user/notification-stream` with fetch sees,
 * over a real connection (`app.inject` waits for the end of an answer, and a stream has none).
 */
export interface SentEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface TestEventStream {
  status: number;
  headers: Headers;
  events: SentEvent[];
  /** Comment lines (`: keep-alive`) seen so far. */
  comments: number;
  /** The body of a refusal (JSON), or '' for a stream. */
  refusal: string;
  /** The next event (after those already taken by `next`) that `accept` takes, or a failure after `ms`. */
  next(accept?: (event: SentEvent) => boolean, ms?: number): Promise<SentEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  /** The client goes away (a tab closed). */
  close(): void;
}

export async function openEventStream(
  url: string,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<TestEventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    signal: controller.signal,
  });
  const events: SentEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const stream: TestEventStream = {
    status: response.status,
    headers: response.headers,
    events,
    comments: 0,
    refusal: '',
    ended: Promise.resolve(),
    close: () => controller.abort(),
    async next(accept = () => true, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        while (taken < events.length) {
          const event = events[taken++] as SentEvent;
          if (accept(event)) return event;
        }
        if (done) throw new Error(`the stream ended without the event (had: ${JSON.stringify(events)})`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event within ${ms} ms (had: ${JSON.stringify(events)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          const waiter = () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          };
          waiters.add(waiter);
        });
      }
    },
  };
  let done = false;
  if (!response.ok || !response.body) {
    stream.refusal = await response.text();
    done = true;
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SentEvent = { event: 'message', id: null, data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments++;
            else if (line.startsWith('event: ')) [isEvent, event.event] = [true, line.slice(7)];
            else if (line.startsWith('id: ')) [isEvent, event.id] = [true, line.slice(4)];
            else if (line.startsWith('data: ')) [isEvent, event.data] = [true, line.slice(6)];
          }
          if (isEvent) events.push(event);
          wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      wake();
    }
  })();
  return stream;
}

/** Polls until `check` holds, or fails after `ms`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
