/** The largest id a PostgreSQL `integer` (int4) column holds; every id of the schema is one. */
export const MAX_ID = 2_147_483_647;

/**
 * An id from a route parameter or a form value: `"42"` → 42. Anything else (empty, signed, fractional, hex,
 * exponent, padded, zero, or beyond int4) → null: no record can have it, so the screen shows "not found"
 * without asking the server, and the server is never sent a number its column cannot hold.
 */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}
