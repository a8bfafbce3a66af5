import { invalidInputMessage } from './http/field-messages.ts';

/**
 * An error whose message is meant for the person using the app. The error handler answers it as
 * `{ message }` with its status; any other error is a 500 with a generic message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More of the answer beside `message` (the bulk import's 409 carries its row-by-row report). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(409, message, {}, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });

/**
 * A 400 naming the fields that are wrong, in the shape the schema validation answers: `{ message, errors }`; the
 * message names the fields in words ("Start date: choose a day from today on").
 */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string>,
    message = invalidInputMessage(errors),
  ) {
    super(400, message);
    this.name = 'ValidationError';
  }
}

export const invalidInput = (errors: Record<string, string>) => new ValidationError(errors);
export const badRequest = (message: string) => new HttpError(400, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
