import { ofetch } from 'ofetch';
import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResponse,
  fillPath,
  PASSWORD_TOKEN_HEADER,
} from '../contract/define.ts';
import { classifyError } from '../errors/index.ts';

export const API_TIMEOUT_MS = 30_000;
/** Uploads get longer than the 30 s of other calls: a 20 MB brief document on a slow office line needs it. */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** The local-storage key of the bearer token (documented in the README). */
export const TOKEN_STORAGE_KEY = 'ooh.authToken';

/**
 * Where the client reports request tracking and the global error (spec section 8).
 * The web app feeds its valtio store from this; tests pass a recorder.
 */
export interface RequestTracker {
  requestStarted(endpointId: string): void;
  requestFinished(endpointId: string): void;
  /** A call failed in a way the whole app should know about (network or unknown error). */
  recordError(endpointId: string, message: string): void;
  /** A call succeeded: its error is cleared, and so is a standing network error. */
  clearError(endpointId: string): void;
  /** 400–499: the screen shows the message; globally only a warning. */
  warn?(endpointId: string, status: number, message: string | undefined): void;
}

export interface ApiClientOptions {
  baseURL?: string;
  timeout?: number;
  getToken?: () => string | null;
  tracker?: RequestTracker;
  /** For tests: a fetch implementation. */
  fetch?: typeof globalThis.fetch;
}

export type CallOptions<E extends AnyEndpoint> = EndpointInput<E> & {
  /** The password-set token, for `password-token` endpoints. */
  passwordToken?: string;
  signal?: AbortSignal;
};

export interface UploadOptions<E extends AnyEndpoint> {
  params?: EndpointInput<E>['params'];
  /** The multipart body: the entry's text fields and its `file` part. */
  body: FormData;
  /** Fraction sent so far, 0–1 (the request body, not the server's answer). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** An upload or download that failed with an answer: shaped like ofetch's FetchError for `classifyError`. */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiResponseError';
  }
  get statusCode() {
    return this.status;
  }
}

export type ApiClient = {
  call<E extends AnyEndpoint>(
    endpoint: E,
    ...args: OptionalIfEmpty<CallOptions<E>>
  ): Promise<EndpointResponse<E>>;
  /**
   * Sends a multipart entry with upload progress (XMLHttpRequest: fetch reports no upload progress). Errors are
   * classified and tracked as `call`'s are.
   */
  upload<E extends AnyEndpoint>(endpoint: E, options: UploadOptions<E>): Promise<EndpointResponse<E>>;
  /**
   * Fetches a `download` entry as a Blob, with the file name the server gave (Content-Disposition); `query` and
   * `body` for the entries that take them (a photo's `variant`, the workbook's `city_ids`).
   */
  download<E extends AnyEndpoint>(
    endpoint: E,
    options: DownloadOptions<E>,
  ): Promise<{ blob: Blob; fileName: string | null }>;
  baseURL: string;
};

export interface DownloadOptions<E extends AnyEndpoint> {
  params: EndpointInput<E>['params'];
  query?: EndpointInput<E>['query'];
  body?: EndpointInput<E>['body'];
  signal?: AbortSignal;
}

/** `attachment; filename="a.pdf"; filename*=UTF-8''a.pdf` → `a.pdf`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

type OptionalIfEmpty<T> = object extends T ? [options?: T] : [options: T];

export function defaultTokenStore(): () => string | null {
  return () => {
    try {
      return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The call was aborted', 'AbortError');
}

/**
 * One signal for a request: aborted by the caller's signal (with the caller's reason) or, after `ms`, by the
 * client's own time-out (a `TimeoutError`, which section 8 counts as a network failure).
 */
function deadline(ms: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')),
    ms,
  );
  const follow = () => controller.abort(callerSignal ? abortReason(callerSignal) : undefined);
  if (callerSignal?.aborted) follow();
  else callerSignal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', follow);
    },
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? '/api';
  const getToken = options.getToken ?? defaultTokenStore();
  const tracker = options.tracker;
  const timeout = options.timeout ?? API_TIMEOUT_MS;
  // No ofetch `timeout`: ofetch drops it whenever a signal is passed, and screens always pass one. `deadline`
  // applies it instead, beside the caller's signal.
  // A fetch of one's own is a global option of ofetch's `create` (its second argument): among the defaults it is
  // ignored.
  const fetcher = ofetch.create({ baseURL, retry: 0 }, options.fetch ? { fetch: options.fetch } : {});
  // The base is put in front here, not by ofetch: ofetch leaves a path that already starts with the base as it is,
  // and the spec's `DELETE /api/medium/delete-medium/{id}` must reach `/api/api/medium/…` (docs/domain.md).
  const underBase = (path: string) => `${baseURL.replace(/\/+$/, '')}${path}`;

  function headersFor(endpoint: AnyEndpoint, passwordToken?: string) {
    const headers: Record<string, string> = {};
    if (endpoint.auth === 'bearer') {
      const token = getToken();
      if (token) headers.authorization = `Bearer ${token}`;
    } else if (endpoint.auth === 'password-token' && passwordToken) {
      headers[PASSWORD_TOKEN_HEADER] = passwordToken;
    }
    return headers;
  }

  /**
   * Runs one request with request tracking and the section-8 error classification. A call its caller aborted
   * (a superseded search, an unmounted screen) is nobody's error: it records, warns and clears nothing.
   */
  async function tracked<T>(
    endpoint: AnyEndpoint,
    signal: AbortSignal | undefined,
    send: () => Promise<T>,
  ): Promise<T> {
    tracker?.requestStarted(endpoint.id);
    try {
      const result = await send();
      tracker?.clearError(endpoint.id);
      return result;
    } catch (error) {
      if (signal?.aborted) throw error;
      const classified = classifyError(error);
      if (classified.kind === 'network' || classified.kind === 'unknown') {
        tracker?.recordError(endpoint.id, classified.globalMessage);
      } else if (classified.kind === 'client') {
        const data = (error as { data?: unknown }).data as { message?: string } | undefined;
        tracker?.warn?.(endpoint.id, classified.status, data?.message);
      }
      throw error;
    } finally {
      tracker?.requestFinished(endpoint.id);
    }
  }

  function upload<E extends AnyEndpoint>(endpoint: E, options: UploadOptions<E>) {
    const url = `${baseURL.replace(/\/+$/, '')}${fillPath(endpoint.path, options.params as Record<string, unknown>)}`;
    return tracked(
      endpoint,
      options.signal,
      () =>
        new Promise<EndpointResponse<E>>((resolve, reject) => {
          if (options.signal?.aborted) {
            reject(abortReason(options.signal));
            return;
          }
          const xhr = new XMLHttpRequest();
          xhr.open(endpoint.method, url);
          xhr.timeout = Math.max(timeout, UPLOAD_TIMEOUT_MS);
          for (const [name, value] of Object.entries(headersFor(endpoint))) xhr.setRequestHeader(name, value);
          xhr.upload.addEventListener('progress', (event) => {
            if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
          });
          xhr.addEventListener('load', () => {
            let data: unknown;
            try {
              data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
            } catch {
              data = undefined;
            }
            if (xhr.status >= 200 && xhr.status < 300) {
              options.onProgress?.(1);
              resolve(data as EndpointResponse<E>);
            } else reject(new ApiResponseError(xhr.status, data));
          });
          xhr.addEventListener('error', () => reject(new TypeError('Network Error: failed to fetch')));
          xhr.addEventListener('timeout', () => reject(new DOMException('Upload timed out', 'TimeoutError')));
          xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
          options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
          xhr.send(options.body);
        }),
    );
  }

  function download<E extends AnyEndpoint>(endpoint: E, options: DownloadOptions<E>) {
    const url = underBase(fillPath(endpoint.path, options.params as Record<string, unknown> | undefined));
    return tracked(endpoint, options.signal, async () => {
      const limit = deadline(timeout, options.signal);
      const response = await fetcher
        .raw(url, {
          method: endpoint.method,
          headers: headersFor(endpoint),
          query: options.query as Record<string, unknown> | undefined,
          body: options.body as Record<string, unknown> | undefined,
          responseType: 'blob',
          signal: limit.signal,
        })
        .finally(limit.done)
        .catch(async (error: { data?: unknown; status?: number }) => {
          // An error answer arrives as a Blob too; read its JSON so the server's message reaches the screen.
          if (error?.data instanceof Blob && typeof error.status === 'number') {
            const data = await error.data.text().then(
              (text) => JSON.parse(text) as unknown,
              () => undefined,
            );
            throw new ApiResponseError(error.status, data);
          }
          throw error;
        });
      return {
        blob: response._data as Blob,
        fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
      };
    });
  }

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    callOptions?: CallOptions<E>,
  ): Promise<EndpointResponse<E>> {
    const headers = headersFor(endpoint, callOptions?.passwordToken);
    const url = underBase(
      fillPath(endpoint.path, callOptions?.params as Record<string, unknown> | undefined),
    );
    return tracked(endpoint, callOptions?.signal, async () => {
      const limit = deadline(timeout, callOptions?.signal);
      try {
        const result = await fetcher(url, {
          method: endpoint.method,
          headers,
          query: callOptions?.query as Record<string, unknown> | undefined,
          body: callOptions?.body as Record<string, unknown> | BodyInit | undefined,
          signal: limit.signal,
        });
        return result as EndpointResponse<E>;
      } finally {
        limit.done();
      }
    });
  }

  return { call: call as ApiClient['call'], upload, download, baseURL };
}
