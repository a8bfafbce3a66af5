import { type AnyEndpoint, type ApiClient, createPlanName, type EndpointResponse } from '@ooh/api';
import {
  createMockDb,
  createPlanAnswer,
  defaultHandlers,
  type MockOptions,
  type MockRequest,
  mockEndpoint,
  mockEndpointError,
  mockEndpointNetworkError,
  resetMockDb,
} from '@ooh/api/msw';
import { setupServer } from 'msw/node';
import { createWebApiClient, type WebApiClientOptions } from '../modules/api/api-client.ts';

/**
 * The web tests' one fake backend: `@ooh/api`'s MSW handlers under msw/node, answering the real client.
 * happy-dom resolves no relative URL for msw/node, so the client and the handlers share an absolute base.
 */
export const TEST_API = 'http://localhost/api';

/** The fake backend's data; reset to the fixtures before every test. A test seeds it by assigning its arrays. */
export const db = createMockDb();

export const server = setupServer();

/** Called by setup.ts before every test: the fixtures again, and the default handlers only. */
export function resetFakeBackend() {
  resetMockDb(db);
  server.resetHandlers(...defaultHandlers({ baseURL: TEST_API, db }));
}

type Options = Omit<MockOptions, 'baseURL' | 'status'>;
type Answer<E extends AnyEndpoint> =
  | EndpointResponse<E>
  | Response
  | ((request: MockRequest) => EndpointResponse<E> | Response | Promise<EndpointResponse<E> | Response>);

/** Answers `endpoint` with something the fake backend would not say by itself, for this test only. */
export function answer<E extends AnyEndpoint>(
  endpoint: E,
  response: Answer<E>,
  options: Options & { status?: number } = {},
) {
  server.use(mockEndpoint(endpoint, response as never, { ...options, baseURL: TEST_API }));
}

/**
 * Answers `endpoint` with an error: a message (sent as `{ message }`), a whole body (a 400's `errors`), or `null`
 * for no body. `{ once: true }` fails the first request only, so a Retry reaches the fake backend.
 */
export function answerError(
  endpoint: AnyEndpoint,
  status: number,
  body: string | Record<string, unknown> | null = null,
  options: Options = {},
) {
  server.use(mockEndpointError(endpoint, status, body, { ...options, baseURL: TEST_API }));
}

/** The request never reaches the server (a network failure). */
export function answerNetworkError(endpoint: AnyEndpoint, options: Options = {}) {
  server.use(mockEndpointNetworkError(endpoint, { ...options, baseURL: TEST_API }));
}

/** The request stays pending for the rest of the test (loading states). */
export function answerNever(endpoint: AnyEndpoint) {
  server.use(mockEndpoint(endpoint, () => new Response(), { baseURL: TEST_API, delay: 'infinite' }));
}

/** The server gives the next plan created this id (the screens navigate to it); the plan is stored as usual. */
export function answerNextPlanId(planId: number) {
  answer(createPlanName, (request) => createPlanAnswer(db, request, planId) as never, { once: true });
}

export interface RecordedCall {
  id: string;
  options: Record<string, unknown> | undefined;
}

export interface TestClient extends ApiClient {
  /** See `testClient`. */
  /** The calls and uploads the screen made through the client, oldest first (what it asked, as it asked it). */
  calls: RecordedCall[];
  downloads: RecordedCall[];
}

/** The bodies the screen sent to one endpoint, oldest first. */
export function bodiesOf(client: TestClient, id: string): unknown[] {
  return client.calls.filter((call) => call.id === id).map((call) => call.options?.body);
}

/** The app's real client (`createWebApiClient`) against the fake backend, noting what the screen asked. */
export function testClient(options: Omit<WebApiClientOptions, 'baseURL'> = {}): TestClient {
  const inner = createWebApiClient({ baseURL: TEST_API, ...options });
  const calls: RecordedCall[] = [];
  const downloads: RecordedCall[] = [];
  const note = (list: RecordedCall[], endpoint: AnyEndpoint, callOptions: unknown) =>
    list.push({ id: endpoint.id, options: callOptions as Record<string, unknown> | undefined });
  const call = (endpoint: AnyEndpoint, callOptions?: object) => {
    note(calls, endpoint, callOptions);
    return (inner.call as (endpoint: AnyEndpoint, options?: object) => Promise<unknown>)(
      endpoint,
      callOptions,
    );
  };
  const upload: ApiClient['upload'] = (endpoint, uploadOptions) => {
    note(calls, endpoint, uploadOptions);
    return inner.upload(endpoint, uploadOptions);
  };
  const download: ApiClient['download'] = (endpoint, downloadOptions) => {
    note(downloads, endpoint, downloadOptions);
    return inner.download(endpoint, downloadOptions);
  };
  return { baseURL: inner.baseURL, call: call as ApiClient['call'], upload, download, calls, downloads };
}
