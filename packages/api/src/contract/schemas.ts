import { z } from 'zod';
import { MAX_ID } from '../ids/index.ts';

/** Every error answer: a human-readable message, and per-field messages for invalid input. */
export const ErrorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

const WHOLE_NUMBER = 'Must be a whole number';

/**
 * A record id: a positive whole number within PostgreSQL's integer (the ids' column type), as a JSON number or as
 * decimal digits in a path or a query. Nothing is coerced: `0x10`, `1e3`, ` 42` and `4.0` are refused, not read as
 * 16, 1000, 42 and 4, and an id past the column's range is a 400, not a database error.
 */
export const Id = z
  .union([z.number(), z.string().regex(/^[0-9]{1,10}$/, WHOLE_NUMBER)], { error: WHOLE_NUMBER })
  .pipe(
    z.coerce
      .number<number | string>({ error: WHOLE_NUMBER })
      .int(WHOLE_NUMBER)
      .positive('Must be a positive id')
      .max(MAX_ID, `No such id: ids go up to ${MAX_ID}`),
  );
export const IdParams = z.object({ id: Id });

/** Page, limit and search as the spec's lists take them (page 1, limit 10 by default). */
export const PageQuery = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(10),
});
export const SearchPageQuery = PageQuery.extend({
  search: z.string().trim().max(200).optional(),
});

export const IsoDateTime = z.string().meta({ format: 'date-time' });

export const Named = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof Named>;

/** Lookup lists answer `{ data: [...] }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}
