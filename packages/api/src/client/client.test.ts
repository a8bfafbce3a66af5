import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createBriefByFile,
  deleteMedium,
  downloadBriefAttachment,
  fetchCitiesByRegion,
  fetchNotifications,
  fetchRegions,
  login,
} from '../contract/index.ts';
import { errorMessage, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '../errors/index.ts';
import { defaultHandlers, fixtures, mockEndpointError, mockEndpointNetworkError } from '../msw/index.ts';
import { createApiClient, fileNameFromDisposition, type RequestTracker } from './index.ts';

const BASE = 'http://api.test/api';
const server = setupServer(...defaultHandlers({ baseURL: BASE }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function recorder() {
  const log: string[] = [];
  const errors: Record<string, string> = {};
  let active = 0;
  const tracker: RequestTracker = {
    requestStarted: (id) => {
      active++;
      log.push(`start ${id}`);
    },
    requestFinished: (id) => {
      active--;
      log.push(`finish ${id}`);
    },
    recordError: (id, message) => {
      errors[id] = message;
    },
    clearError: (id) => {
      delete errors[id];
    },
    warn: (id, status, message) => log.push(`warn ${id} ${status} ${message ?? ''}`),
  };
  return { tracker, log, errors, active: () => active };
}

/** Answers nothing until the request's signal aborts, then rejects as fetch does (with the signal's reason). */
const hangingFetch: typeof fetch = (input, init) =>
  new Promise((_, reject) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** Just enough of XMLHttpRequest for `upload`: never answers, aborts and times out like the browser's. */
class HangingXhr {
  static last: HangingXhr | undefined;
  timeout = 0;
  upload = new EventTarget();
  private events = new EventTarget();
  constructor() {
    HangingXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.events.addEventListener(type, listener);
  }
  send() {}
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  fireTimeout() {
    this.events.dispatchEvent(new Event('timeout'));
  }
}

describe("an aborted call is nobody's error", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('records, warns and clears nothing when the caller aborts a call, and balances the tracking', async () => {
    const r = recorder();
    r.errors.fetchPlanCounts = UNKNOWN_ERROR_MESSAGE;
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker, fetch: hangingFetch });
    const controller = new AbortController();
    const pending = client.call(fetchRegions, { signal: controller.signal });
    expect(r.active()).toBe(1);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(r.errors).toEqual({ fetchPlanCounts: UNKNOWN_ERROR_MESSAGE });
    expect(r.log).toEqual(['start fetchRegions', 'finish fetchRegions']);
    expect(r.active()).toBe(0);
  });

  it('records nothing for a call whose signal was aborted before it started', async () => {
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker, fetch: hangingFetch });
    await expect(client.call(fetchRegions, { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(r.errors).toEqual({});
    expect(r.active()).toBe(0);
  });

  it('records nothing when the caller aborts with a reason of its own', async () => {
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker, fetch: hangingFetch });
    const controller = new AbortController();
    const pending = client.call(fetchRegions, { signal: controller.signal });
    controller.abort(new Error('screen left'));
    await expect(pending).rejects.toThrow();
    expect(r.errors).toEqual({});
  });

  it('still records the network message when a call with a signal times out', async () => {
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker, fetch: hangingFetch, timeout: 20 });
    const controller = new AbortController();
    await expect(client.call(fetchRegions, { signal: controller.signal })).rejects.toThrow();
    expect(r.errors).toEqual({ fetchRegions: NETWORK_ERROR_MESSAGE });
    expect(r.active()).toBe(0);
  });

  it('records nothing when the caller aborts a download', async () => {
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker, fetch: hangingFetch });
    const controller = new AbortController();
    const pending = client.download(downloadBriefAttachment, {
      params: { id: 2 },
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(r.errors).toEqual({});
    expect(r.log).toEqual(['start downloadBriefAttachment', 'finish downloadBriefAttachment']);
  });

  it('records the network message when a download times out', async () => {
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker, fetch: hangingFetch, timeout: 20 });
    await expect(client.download(downloadBriefAttachment, { params: { id: 2 } })).rejects.toThrow();
    expect(r.errors).toEqual({ downloadBriefAttachment: NETWORK_ERROR_MESSAGE });
  });

  it('records nothing when the caller aborts an upload, and the network message when it times out', async () => {
    vi.stubGlobal('XMLHttpRequest', HangingXhr);
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker });
    const controller = new AbortController();
    const aborted = client.upload(createBriefByFile, { body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow();
    expect(r.errors).toEqual({});

    const timedOut = client.upload(createBriefByFile, { body: new FormData() });
    HangingXhr.last?.fireTimeout();
    await expect(timedOut).rejects.toThrow();
    expect(r.errors).toEqual({ createBriefByFile: NETWORK_ERROR_MESSAGE });
    expect(r.log).toEqual([
      'start createBriefByFile',
      'finish createBriefByFile',
      'start createBriefByFile',
      'finish createBriefByFile',
    ]);
  });

  it('does not send an upload whose signal was already aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', HangingXhr);
    HangingXhr.last = undefined;
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker });
    const upload = client.upload(createBriefByFile, { body: new FormData(), signal: AbortSignal.abort() });
    await expect(upload).rejects.toThrow();
    expect(HangingXhr.last).toBeUndefined();
    expect(r.errors).toEqual({});
  });
});

describe('api client', () => {
  it('sends the bearer token, fills the path and returns the body', async () => {
    let seen: { auth: string | null; url: string } | undefined;
    server.use(
      http.get(`${BASE}/fetch-all-cities-region-wise/:id`, ({ request }) => {
        seen = { auth: request.headers.get('authorization'), url: request.url };
        return HttpResponse.json({ data: fixtures.cities.filter((c) => c.region_id === 2) });
      }),
    );
    const client = createApiClient({ baseURL: BASE, getToken: () => 'tok' });
    const result = await client.call(fetchCitiesByRegion, { params: { id: 2 } });
    expect(result.data.map((c) => c.name)).toEqual(['Karachi']);
    expect(seen).toEqual({ auth: 'Bearer tok', url: `${BASE}/fetch-all-cities-region-wise/2` });
  });

  it('sends no token to calls that take none', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.post(`${BASE}/user/login/user-appsell`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(fixtures.login);
      }),
    );
    const client = createApiClient({ baseURL: BASE, getToken: () => 'tok' });
    await client.call(login, { body: { email: 'a@b.c', password: 'x' } });
    expect(auth).toBeNull();
  });

  it('passes the query', async () => {
    const client = createApiClient({ baseURL: BASE, getToken: () => 'tok' });
    const page = await client.call(fetchNotifications, { query: { page: 3, limit: 10 } });
    expect(page.page).toBe(3);
    expect(page.notifications).toHaveLength(3);
  });

  it('tracks active requests and clears the error on success', async () => {
    const r = recorder();
    r.errors.fetchRegions = NETWORK_ERROR_MESSAGE;
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker });
    const pending = client.call(fetchRegions);
    expect(r.active()).toBe(1);
    await pending;
    expect(r.active()).toBe(0);
    expect(r.log).toEqual(['start fetchRegions', 'finish fetchRegions']);
    expect(r.errors).toEqual({});
  });

  it('records the network message when there is no response', async () => {
    server.use(mockEndpointNetworkError(fetchRegions, { baseURL: BASE }));
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker });
    await expect(client.call(fetchRegions)).rejects.toThrow();
    expect(r.errors).toEqual({ fetchRegions: NETWORK_ERROR_MESSAGE });
    expect(r.active()).toBe(0);
  });

  it('records the network message on a time-out', async () => {
    server.use(http.get(`${BASE}/appsells/fetch-regions`, async () => delay('infinite')));
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker, timeout: 50 });
    await expect(client.call(fetchRegions)).rejects.toThrow();
    expect(r.errors).toEqual({ fetchRegions: NETWORK_ERROR_MESSAGE });
  });

  it('only warns on 400–499 and exposes the server message', async () => {
    server.use(mockEndpointError(login, 401, 'Incorrect e-mail or password', { baseURL: BASE }));
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker });
    const error = await client
      .call(login, { body: { email: 'a@b.c', password: 'x' } })
      .catch((e: unknown) => e);
    expect((error as { data: { message: string } }).data.message).toBe('Incorrect e-mail or password');
    expect(r.errors).toEqual({});
    expect(r.log).toContain('warn login 401 Incorrect e-mail or password');
  });

  it('records the unknown-error text on a 5xx', async () => {
    server.use(mockEndpointError(fetchRegions, 500, 'Something went wrong', { baseURL: BASE }));
    const r = recorder();
    const client = createApiClient({ baseURL: BASE, tracker: r.tracker });
    await expect(client.call(fetchRegions)).rejects.toThrow();
    expect(r.errors).toEqual({ fetchRegions: UNKNOWN_ERROR_MESSAGE });
  });
});

describe('file downloads', () => {
  it('fetches the document as a blob with the name the server gave', async () => {
    const client = createApiClient({ baseURL: BASE, getToken: () => 'tok' });
    const { blob, fileName } = await client.download(downloadBriefAttachment, { params: { id: 2 } });
    expect(fileName).toBe('Jazz brief.pdf');
    expect((await blob.text()).startsWith('%PDF-')).toBe(true);
  });

  it('classifies a refused download like any call and keeps the server message', async () => {
    const { tracker, log } = recorder();
    server.use(
      mockEndpointError(downloadBriefAttachment, 404, 'This brief has no document', { baseURL: BASE }),
    );
    const client = createApiClient({ baseURL: BASE, getToken: () => 'tok', tracker });
    const error = await client.download(downloadBriefAttachment, { params: { id: 1 } }).catch((e) => e);
    expect(errorMessage(error, 'fallback')).toBe('This brief has no document');
    expect(log).toContain('warn downloadBriefAttachment 404 This brief has no document');
  });

  it.each([
    ['attachment; filename="plain.pdf"', 'plain.pdf'],
    [`attachment; filename="x.pdf"; filename*=UTF-8''Caf%C3%A9%20brief.pdf`, 'Café brief.pdf'],
    ['attachment', null],
    [null, null],
  ])('reads the file name from %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe('paths under the base', () => {
  it('keeps a path that starts with the base itself: the spec’s /api/medium/delete-medium/{id} under /api', async () => {
    const urls: string[] = [];
    const client = createApiClient({
      baseURL: '/api',
      getToken: () => 'tok',
      fetch: (async (input: RequestInfo | URL) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return Response.json({ message: 'Medium "Wall" deleted.' });
      }) as typeof fetch,
    });
    await client.call(deleteMedium, { params: { id: 4 } });
    expect(urls).toEqual(['/api/api/medium/delete-medium/4']);
  });
});
