/** The spec's error catalogue (section 8), classified in one place for every call. */
export const NETWORK_ERROR_MESSAGE = 'Network Issue! Please check your connection.';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occured';
export const UNEXPECTED_STATUS_MESSAGE = 'Unexpected status code';

const NETWORK_CODES = [
  'ERR_NETWORK',
  'ERR_CONNECTION_REFUSED',
  'ERR_NAME_NOT_RESOLVED',
  'ERR_CONNECTION_TIMED_OUT',
];

export type ErrorClass =
  /** No response: the global network error, which arms the overlay. */
  | { kind: 'network'; globalMessage: typeof NETWORK_ERROR_MESSAGE }
  /** 400–499: the caller shows the server's message; nothing is recorded globally (only a warning). */
  | { kind: 'client'; status: number }
  /** 5xx and anything else. */
  | { kind: 'unknown'; globalMessage: typeof UNKNOWN_ERROR_MESSAGE }
  /** The caller gave up (an AbortError: a superseded search, an unmounted screen): nothing to record or show. */
  | { kind: 'aborted' }
  /** An empty error: nothing to record. */
  | { kind: 'none' };

export interface ErrorLike {
  status?: number;
  statusCode?: number;
  code?: string;
  name?: string;
  message?: string;
  cause?: unknown;
}

/** An abort the caller asked for; a time-out is a `TimeoutError` and stays a network failure. */
function looksAborted(error: ErrorLike): boolean {
  const cause = error.cause as ErrorLike | undefined;
  return error.name === 'AbortError' || (!!cause && typeof cause === 'object' && cause.name === 'AbortError');
}

function looksLikeNetworkFailure(error: ErrorLike): boolean {
  const texts = [error.code, error.name, error.message];
  const cause = error.cause as ErrorLike | undefined;
  if (cause && typeof cause === 'object') texts.push(cause.code, cause.name, cause.message);
  return texts.some(
    (text) =>
      typeof text === 'string' &&
      (NETWORK_CODES.some((code) => text.includes(code)) ||
        text.includes('Network Error') ||
        text === 'TimeoutError' ||
        /timed? ?out|timeout/i.test(text) ||
        /failed to fetch|fetch failed|networkerror|load failed|ECONNREFUSED|ENOTFOUND/i.test(text)),
  );
}

export function classifyError(error: unknown): ErrorClass {
  if (error === null || error === undefined || error === '') return { kind: 'none' };
  const e = (typeof error === 'object' ? error : { message: String(error) }) as ErrorLike;
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status > 0) {
    if (status >= 400 && status <= 499) return { kind: 'client', status };
    return { kind: 'unknown', globalMessage: UNKNOWN_ERROR_MESSAGE };
  }
  if (looksAborted(e)) return { kind: 'aborted' };
  if (looksLikeNetworkFailure(e)) return { kind: 'network', globalMessage: NETWORK_ERROR_MESSAGE };
  return { kind: 'unknown', globalMessage: UNKNOWN_ERROR_MESSAGE };
}

/**
 * The message to show a user: the server's `message` when present, the network message when there was no
 * answer, else the fallback: a text of one's own, or an endpoint's (`errorMessage(error, fetchSingleBrief)`
 * gives the entry's catalogue text, section 8).
 */
export function errorMessage(error: unknown, fallback: string | { errorMessage: string }): string {
  const text = typeof fallback === 'string' ? fallback : fallback.errorMessage;
  if (error && typeof error === 'object') {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      const message = (data as { message: string }).message.trim();
      if (message) return message;
    }
    if (classifyError(error).kind === 'network') return NETWORK_ERROR_MESSAGE;
  }
  return text;
}

/** The server answered 404: the record does not exist (or is deleted), so a screen shows "not found". */
export function isNotFound(error: unknown): boolean {
  const classified = classifyError(error);
  return classified.kind === 'client' && classified.status === 404;
}

/** Per-field messages of a 400 answer, if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}
