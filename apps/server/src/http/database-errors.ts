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
