import { delay, HttpResponse, http } from 'msw';
import { type AnyEndpoint, type EndpointResponse, toFastifyPath } from '../contract/define.ts';

export interface MockOptions {
  /** API base the handlers answer under; `/api` by default, like the app. Tests under msw/node give an absolute one. */
  baseURL?: string;
  status?: number;
  /** Milliseconds, or 'infinite' to keep a request loading forever (loading-state stories and tests). */
  delay?: number | 'infinite';
  /** Answer the first matching request only, then fall through to the handlers below (msw's `once`). */
  once?: boolean;
}

/** What a resolver gets: the path params, the URL (query) and the parsed body (JSON, or a multipart's fields). */
export interface MockRequest {
  params: Record<string, string>;
  url: URL;
  body: unknown;
  request: Request;
}

type Answer<E extends AnyEndpoint> = EndpointResponse<E> | Response;
type Resolved<E extends AnyEndpoint> = Answer<E> | ((request: MockRequest) => Answer<E> | Promise<Answer<E>>);

const methodOf = (endpoint: AnyEndpoint) =>
  endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The MSW path of a contract entry under `baseURL` (`/api/fetch-plan/:plan_id`). */
export function endpointUrl(endpoint: AnyEndpoint, baseURL = '/api'): string {
  return `${baseURL.replace(/\/+$/, '')}${toFastifyPath(endpoint.path)}`;
}

/** A multipart body as the server's multipart parser sees it: text fields as strings, the file as a File. */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) fields[name] = value;
  return fields;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    return request
      .clone()
      .formData()
      .then(formFields, () => undefined);
  }
  return request
    .clone()
    .json()
    .catch(() => undefined);
}

/** One MSW handler for one contract entry: its method and its path, never typed again by hand. */
export function mockEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  response: Resolved<E>,
  options: MockOptions = {},
) {
  return http[methodOf(endpoint)](
    endpointUrl(endpoint, options.baseURL),
    async ({ request, params }) => {
      if (options.delay !== undefined) await delay(options.delay);
      const data =
        typeof response === 'function'
          ? await (response as (r: MockRequest) => unknown)({
              params: params as Record<string, string>,
              url: new URL(request.url),
              body: await bodyOf(request),
              request,
            })
          : response;
      if (data instanceof Response) return data;
      return HttpResponse.json(data as Record<string, unknown>, { status: options.status ?? 200 });
    },
    { once: options.once ?? false },
  );
}

/** An answer in the server's error shape (`{ message }`, or whatever `body` is given; no body for `null`). */
export function errorResponse(status: number, body: string | Record<string, unknown> | null) {
  if (body === null) return new HttpResponse(null, { status });
  return HttpResponse.json(typeof body === 'string' ? { message: body } : body, { status });
}

/** The server's 404 for an id it does not know. */
export const notFound = (message: string) => errorResponse(404, message);

/**
 * An error answer in the server's shape, for error-state stories and tests: `message` becomes `{ message }`, an
 * object is sent as it is (a 400 with per-field `errors`), `null` sends no body (the screen's fallback text).
 */
export function mockEndpointError(
  endpoint: AnyEndpoint,
  status: number,
  message: string | Record<string, unknown> | null,
  options: Omit<MockOptions, 'status'> = {},
) {
  return mockEndpoint(endpoint, () => errorResponse(status, message) as never, options);
}

/** A network failure (no response), for the overlay. */
export function mockEndpointNetworkError(endpoint: AnyEndpoint, options: Omit<MockOptions, 'status'> = {}) {
  return http[methodOf(endpoint)](endpointUrl(endpoint, options.baseURL), () => HttpResponse.error(), {
    once: options.once ?? false,
  });
}

/** `?page=&limit=&search=` as the server reads them. */
export function pageQuery(url: URL) {
  return {
    page: Number(url.searchParams.get('page') ?? 1),
    limit: Number(url.searchParams.get('limit') ?? 10),
    search: url.searchParams.get('search'),
  };
}
