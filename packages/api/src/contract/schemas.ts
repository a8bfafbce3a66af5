import { z } from 'zod';

/** Every error answer: a human-readable message, and per-field messages for invalid input. */
export const ErrorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const Id = z.coerce
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .positive('Must be a positive id');
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
