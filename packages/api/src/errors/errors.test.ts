import { describe, expect, it } from 'vitest';
import {
  classifyError,
  errorMessage,
  fieldErrors,
  isNotFound,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './index.ts';

describe('classifyError (spec section 8)', () => {
  it.each([
    ['ERR_NETWORK code', { code: 'ERR_NETWORK' }],
    ['ERR_CONNECTION_REFUSED code', { code: 'ERR_CONNECTION_REFUSED' }],
    ['ERR_NAME_NOT_RESOLVED in the message', { message: 'net::ERR_NAME_NOT_RESOLVED' }],
    ['ERR_CONNECTION_TIMED_OUT', { message: 'net::ERR_CONNECTION_TIMED_OUT' }],
    ['"Network Error" message', { message: 'Network Error' }],
    ['a time-out', { name: 'TimeoutError', message: 'The operation was aborted due to timeout' }],
    ['a fetch TypeError with no response', { name: 'TypeError', message: 'Failed to fetch' }],
    ['a refused connection under cause', { message: 'fetch failed', cause: { code: 'ECONNREFUSED' } }],
  ])('records the network message for %s', (_, error) => {
    expect(classifyError(error)).toEqual({ kind: 'network', globalMessage: NETWORK_ERROR_MESSAGE });
  });

  it.each([
    ['an AbortError', new DOMException('This operation was aborted', 'AbortError')],
    [
      'a fetch error caused by an abort',
      { message: '[GET] "/x": <no response>', cause: { name: 'AbortError' } },
    ],
  ])('does not count %s as a network failure', (_, error) => {
    expect(classifyError(error)).toEqual({ kind: 'aborted' });
    expect(errorMessage(error, 'Failed to fetch plans')).toBe('Failed to fetch plans');
  });

  it('still counts a time-out as a network failure', () => {
    const timeout = new DOMException('No answer within 30000 ms', 'TimeoutError');
    expect(classifyError({ message: '[GET] "/x": <no response>', cause: timeout })).toEqual({
      kind: 'network',
      globalMessage: NETWORK_ERROR_MESSAGE,
    });
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 499])('only warns on %i', (status) => {
    expect(classifyError({ status, message: 'x' })).toEqual({ kind: 'client', status });
  });

  it.each([500, 502, 503, 399])('records the unknown-error text on %i', (status) => {
    expect(classifyError({ status })).toEqual({ kind: 'unknown', globalMessage: UNKNOWN_ERROR_MESSAGE });
  });

  it('records the unknown-error text for an error that is neither HTTP nor network', () => {
    expect(classifyError(new Error('boom'))).toEqual({
      kind: 'unknown',
      globalMessage: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('does nothing for an empty error', () => {
    expect(classifyError(undefined)).toEqual({ kind: 'none' });
    expect(classifyError(null)).toEqual({ kind: 'none' });
    expect(classifyError('')).toEqual({ kind: 'none' });
  });
});

describe('errorMessage', () => {
  it("shows the server's message when present", () => {
    expect(errorMessage({ status: 401, data: { message: 'Incorrect e-mail or password' } }, 'fallback')).toBe(
      'Incorrect e-mail or password',
    );
  });
  it('falls back to the given text otherwise', () => {
    expect(errorMessage({ status: 500, data: {} }, 'Failed to fetch plans')).toBe('Failed to fetch plans');
    expect(errorMessage({ status: 500, data: { message: '  ' } }, 'Failed to fetch plans')).toBe(
      'Failed to fetch plans',
    );
  });
  it('names the network problem when there was no response', () => {
    expect(errorMessage({ message: 'Failed to fetch', name: 'TypeError' }, 'x')).toBe(NETWORK_ERROR_MESSAGE);
  });
  it('reads per-field messages', () => {
    expect(
      fieldErrors({ data: { message: 'Invalid input', errors: { email: 'Enter a valid e-mail address' } } }),
    ).toEqual({ email: 'Enter a valid e-mail address' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('isNotFound', () => {
  it('is true only for a 404 answer', () => {
    expect(isNotFound({ status: 404, data: { message: 'No such brief' } })).toBe(true);
    expect(isNotFound({ statusCode: 404 })).toBe(true);
    for (const error of [
      { status: 400 },
      { status: 403 },
      { status: 500 },
      new TypeError('Failed to fetch'),
      null,
    ]) {
      expect(isNotFound(error)).toBe(false);
    }
  });
});
