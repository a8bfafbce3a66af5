import { PASSWORD_TOKEN_HEADER } from '@ooh/api/contract';
import type { FastifyServerOptions } from 'fastify';

/**
 * What an error log may carry (docs/domain.md, decisions: logs): the error's class, message and stack, and for a
 * database error the PostgreSQL code, constraint, table, column and the query text, never its parameters (they
 * hold e-mails, names, password hashes), the server's `detail` (it quotes the offending values) or a body.
 * Drizzle's DrizzleQueryError puts `params: …` in its message and stack: both are cut there.
 */
const KEPT_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'severity',
  'statusCode',
] as const;

function withoutParams(text: string): string {
  const at = text.search(/\n\s*params:/);
  return at === -1 ? text : text.slice(0, at);
}

/** PostgreSQL's data exceptions (class 22) quote the refused value after a colon: the value is cut off. */
function withoutValues(error: Error, message: string): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return message;
  const colon = message.indexOf(': ');
  return colon === -1 ? message : `${message.slice(0, colon)}: [value withheld]`;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  const message = withoutValues(error, withoutParams(error.message));
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: frames ? `${error.name}: ${message}\n${frames}` : `${error.name}: ${message}`,
  };
  const record = error as unknown as Record<string, unknown>;
  if (typeof record.query === 'string') out.query = record.query;
  for (const field of KEPT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Credentials in request headers never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["${PASSWORD_TOKEN_HEADER}"]`,
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  'params',
  'parameters',
];

/** The server's logger options (start.ts; tests pass a stream to read what is written). */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
