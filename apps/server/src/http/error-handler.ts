import { TransitionRefusedError } from '@ooh/machines/lifecycle';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { StorageError, StoredFileMissingError } from '../deps.ts';
import { HttpError, ValidationError } from '../errors.ts';
import {
  DATABASE_UNAVAILABLE,
  DISK_FULL,
  databaseCause,
  diskFull,
  unavailableCause,
  valueErrorAnswer,
} from './database-errors.ts';
import { invalidInputMessage } from './field-messages.ts';

export const UNEXPECTED_ERROR = 'Something went wrong on our side. Please try again.';
export const STORAGE_UNAVAILABLE = 'File storage is unavailable right now. Try again in a minute.';
export const STORED_FILE_MISSING =
  'This file is no longer in the file store. Ask an administrator to restore it.';

/**
 * Per-field messages of a 400. Keys are the field's path inside the part that failed, dot-separated
 * (`email`, `region_ids.0`, `page`). Fastify validates params, then query, then body and stops at the first part
 * that fails, so one answer never mixes parts and plain field names are unambiguous. When the part itself is
 * wrong (no body at all, or not an object), the key is the part's name: `body`, `querystring` or `params`.
 */
function fieldErrors(
  validation: Array<{ instancePath: string; message?: string; keyword?: string }>,
  part: string | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const key = field || part || 'body';
    // The first message for a field is the one to show.
    // A refinement of the whole part (`custom`: "Change at least one field") states its own rule.
    errors[key] ??=
      field || issue.keyword === 'custom'
        ? (issue.message ?? 'Invalid value')
        : (WHOLE_PART_MESSAGES[key] ?? 'Invalid value');
  }
  return errors;
}

// When the part itself is wrong, zod's "expected object, received null" helps nobody.
const WHOLE_PART_MESSAGES: Record<string, string> = {
  body: 'Send a JSON object as the request body',
  querystring: 'The query string is not valid',
  params: 'The address is not valid',
};

/** Known framework errors, by code: status and the message a person can act on. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported media type; send application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body'],
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation, error.validationContext);
    return reply.code(400).send({ message: invalidInputMessage(errors), errors });
  }
  if (error instanceof ValidationError) {
    return reply.code(400).send({ message: error.message, errors: error.errors });
  }
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ ...error.details, message: error.message });
  }
  // A lifecycle refused the event: its message names the current status and, when a guard refused, the rule.
  if (error instanceof TransitionRefusedError) return reply.code(409).send({ message: error.message });
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return reply.code(known[0]).send({ message: known[1] });
  // A JSON syntax error raised by the body parser carries a 400 without a framework code.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return reply.code(400).send({ message: 'The request body is not valid JSON' });
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    // Other client errors raised by Fastify or a plugin; their messages are written for API callers.
    return reply.code(error.statusCode).send({ message: error.message });
  }
  // The upload store (a folder or an S3 bucket) failed: the caller can only wait, so 503 with Retry-After; a row
  // whose file is gone is that record's problem, 404 for the file. Both logged whole, answered in plain words.
  if (error instanceof StoredFileMissingError) {
    request.log.error({ err: error }, 'a stored file is missing');
    return reply.code(404).send({ message: STORED_FILE_MISSING });
  }
  if (error instanceof StorageError) {
    request.log.error({ err: error }, 'the upload store failed');
    return reply.code(503).header('retry-after', '30').send({ message: STORAGE_UNAVAILABLE });
  }
  // The database is away (restarting, connections ended, refusing them): the caller can only wait, and the pool
  // reconnects by itself. A warning with the driver's words and no stack (nor the query and its values): an outage
  // would otherwise log a stack per call.
  const away = unavailableCause(error);
  if (away) {
    request.log.warn({ code: away.code, reason: away.message }, 'the database is unavailable');
    return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE });
  }
  if (diskFull(error)) {
    request.log.error({ err: error }, 'a disk is full: free space on the upload store or the database');
    return reply.code(503).header('retry-after', '60').send({ message: DISK_FULL });
  }
  const cause = databaseCause(error);
  const answer = cause ? valueErrorAnswer(cause) : null;
  if (cause && answer) {
    // A bound the contract misses: worth a warning (the contract should refuse the value first), never a 500.
    request.log.warn(
      { code: cause.code, table: cause.table, column: cause.column, constraint: cause.constraint },
      'database refused a value',
    );
    const { statusCode, ...body } = answer;
    return reply.code(statusCode).send(body);
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: UNEXPECTED_ERROR });
}
