import { z } from 'zod';
import { MAX_ID } from '../ids/index.ts';
import { INPUT_BOUNDS, INPUT_MESSAGES } from './constants.ts';

/**
 * Every error answer: a human-readable message, and per-field messages for invalid input. Some carry more beside
 * it (a refused site import's 409 carries the import's report), so other properties are allowed.
 */
export const ErrorResponse = z
  .looseObject({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

const WHOLE_NUMBER = 'Must be a whole number';

/**
 * A record id: a positive whole number within PostgreSQL's integer (the ids' column type), as a JSON number or as
 * decimal digits in a path or a query. Nothing is coerced: `0x10`, `1e3`, ` 42` and `4.0` are refused, not read as
 * 16, 1000, 42 and 4, and an id past the column's range is a 400, not a database error. `message` replaces the
 * generic one where a form names the field ("Choose a client").
 */
export function idOf(message = WHOLE_NUMBER) {
  const tooBig = message === WHOLE_NUMBER ? `No such id: ids go up to ${MAX_ID}` : message;
  return z
    .union(
      [
        z.number().max(MAX_ID, tooBig),
        z
          .string()
          .max(10, tooBig)
          .regex(/^[0-9]{1,10}$/, message),
      ],
      { error: message },
    )
    .pipe(
      z.coerce
        .number<number | string>({ error: message })
        .int(message)
        .positive(message === WHOLE_NUMBER ? 'Must be a positive id' : message)
        .max(MAX_ID, tooBig),
    );
}
export const Id = idOf();
export const IdParams = z.object({ id: Id });

// ---------------------------------------------------------------------------------------------------------------
// Input bounds (docs/domain.md, "Input bounds"): every string of a request has a maximum length and refuses NUL
// (PostgreSQL's text cannot hold it), every number a range, every list a maximum size, every date a calendar
// range. The fuzz suite (apps/server/src/http/fuzz.test.ts) checks that each entry's schemas say so.

/** No NUL anywhere; as a pattern, so the OpenAPI document shows it too. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is refused
const NO_NUL = /^[^\u0000]*$/;

/** Text of at most `max` characters, without NUL, trimmed. Optional and default are the caller's. */
export function text(max: number, options: { required?: string; tooLong?: string } = {}) {
  const base = z
    .string(options.required ? { error: options.required } : undefined)
    .trim()
    .max(max, options.tooLong ?? INPUT_MESSAGES.tooLong(max))
    .regex(NO_NUL, INPUT_MESSAGES.nul);
  return options.required ? base.min(1, options.required) : base;
}

/** Text the caller sends exactly as typed (passwords, tokens): bounded and without NUL, not trimmed. */
export function rawText(max: number, required?: string) {
  const base = z
    .string(required ? { error: required } : undefined)
    .max(max, INPUT_MESSAGES.tooLong(max))
    .regex(NO_NUL, INPUT_MESSAGES.nul);
  return required ? base.min(1, required) : base;
}

function isCalendarDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A calendar date, `YYYY-MM-DD`, that exists (no 31 April) and lies in the sane range of INPUT_BOUNDS: a
 * year 0000 or 9999 is a typing slip, and PostgreSQL has no year 0.
 */
export function calendarDate(messages: { missing?: string; invalid: string }) {
  return z
    .string({ error: messages.missing ?? messages.invalid })
    .min(1, { error: messages.missing ?? messages.invalid, abort: true })
    .max(10, messages.invalid)
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalid)
    .refine(isCalendarDate, { error: messages.invalid, abort: true })
    .refine(
      (value) => value >= INPUT_BOUNDS.minDate && value <= INPUT_BOUNDS.maxDate,
      INPUT_MESSAGES.dateRange,
    )
    .meta({ format: 'date' });
}

/** An amount of money: 0 or more (above 0 when `positive`), below a trillion, sent as a number or digits. */
export function money(message: string, options: { positive?: boolean } = {}) {
  const base = z.coerce.number({ error: message });
  return (options.positive ? base.gt(0, message) : base.min(0, message)).lt(INPUT_BOUNDS.moneyBelow, message);
}

/** Page, limit and search as the spec's lists take them (page 1, limit 10 by default). */
export const PageQuery = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(INPUT_BOUNDS.maxPage, `Page must be at most ${INPUT_BOUNDS.maxPage}`)
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(10),
});
export const SearchPageQuery = PageQuery.extend({
  search: text(200).optional(),
});

export const IsoDateTime = z.string().meta({ format: 'date-time' });

export const Named = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof Named>;

/** Lookup lists answer `{ data: [...] }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}
