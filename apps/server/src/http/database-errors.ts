/**
 * Database errors caused by a value the caller sent (docs/domain.md, "Input bounds"). The contract bounds every
 * input, so these should not happen; when one slips through (a bound missing on a new call, a value the database
 * reads differently), the caller gets a 4xx naming the field when the database says which, never a 500.
 */

/** The PostgreSQL error behind a Drizzle error (both drivers put the SQLSTATE in `code`). */
export interface DatabaseCause {
  code: string;
  message: string;
  column?: string;
  constraint?: string;
  table?: string;
}

function isDatabaseCause(value: unknown): value is DatabaseCause {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof value.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(value.code)
  );
}

/** Walks the `cause` chain (Drizzle wraps the driver's error) to the PostgreSQL error, if any. */
export function databaseCause(error: unknown): DatabaseCause | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (isDatabaseCause(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export interface ValueErrorAnswer {
  statusCode: 400 | 409;
  message: string;
  errors?: Record<string, string>;
}

/**
 * The answer for a database error caused by a value, or null when the error is the server's own (connection
 * lost, syntax, permissions: those stay 500s). Classes by SQLSTATE: 22 data exception (out of range, bad
 * encoding, invalid date), 23 integrity constraint, 54000 a value too large to index.
 */
export function valueErrorAnswer(cause: DatabaseCause): ValueErrorAnswer | null {
  const { code } = cause;
  let answer: ValueErrorAnswer | null = null;
  if (code.startsWith('22'))
    answer = { statusCode: 400, message: 'A value is out of range or not valid here' };
  else if (code === '54000') answer = { statusCode: 400, message: 'A value is too long' };
  else if (code === '23502') answer = { statusCode: 400, message: 'A required value is missing' };
  else if (code === '23514') answer = { statusCode: 400, message: 'A value is not allowed here' };
  else if (code === '23505') answer = { statusCode: 409, message: 'This already exists' };
  else if (code === '23P01')
    // bookings_no_overlap: a site booked twice for overlapping dates (docs/domain.md, "Availability").
    answer = { statusCode: 409, message: 'A site is already booked for these dates' };
  else if (code === '23503')
    answer = /^update or delete/i.test(cause.message)
      ? { statusCode: 409, message: 'This is still in use by other records' }
      : { statusCode: 400, message: 'A chosen record does not exist (any more)' };
  if (answer && cause.column) answer.errors = { [cause.column]: answer.message };
  return answer;
}

/**
 * The database could not be reached or dropped the connection: it is restarting or down, an operator ended the
 * server's sessions (`pg_terminate_backend`), it refuses connections (`ALLOW_CONNECTIONS false`, too many clients),
 * or the server cannot sign in to it. The caller can only wait: the error handler answers 503 with Retry-After
 * (never a 500), readiness fails, and the start-up keeps trying. The pool replaces the lost connections by itself.
 */
export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Try again in a moment.';

/** SQLSTATEs of a lost or refused connection. Class 08 (connection exception) is taken whole. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: terminated by an operator, or the server is shutting down
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, or in recovery
  '53300', // too_many_connections
  '3D000', // the database does not exist (dropped, or a wrong DATABASE_URL)
  '28000', // invalid_authorization_specification
  '28P01', // invalid_password
]);

/** Node's own socket errors on the way to the database. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);

/** node-postgres's errors without a code: a connection that ended, or a pool that could not open one in time. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)/;

function unavailableHere(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || SOCKET_ERRORS.has(code)) return true;
    // object_not_in_prerequisite_state, sent at connection time for a database that refuses connections.
    if (
      code === '55000' &&
      typeof message === 'string' &&
      /not currently accepting connections/.test(message)
    )
      return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/**
 * The error, or the one it wraps (Drizzle's `cause`, a connection attempt's `errors`), that says the database is
 * away; null when it is another error.
 */
export function unavailableCause(error: unknown): { code?: string; message: string } | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 20) {
    const current = queue.shift();
    if (!current || seen.has(current)) continue;
    seen.add(current);
    if (unavailableHere(current)) return current as { code?: string; message: string };
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}

export const databaseUnavailable = (error: unknown): boolean => unavailableCause(error) !== null;

export const DISK_FULL = 'The server cannot store anything right now. Try again later.';

/**
 * A disk is full: the upload folder's (ENOSPC, or EDQUOT past a quota) or the database's (SQLSTATE 53100). The
 * caller can only wait for an operator to free space (docs/operations.md "When the disk is the problem").
 */
export function diskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
