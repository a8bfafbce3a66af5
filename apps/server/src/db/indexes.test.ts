import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { queryRows } from '../test/harness.ts';
import type { DatabaseConnection } from './connection.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase({ seeded: true });
});
afterAll(() => connection?.close());

describe('the indexes of the migrated schema', () => {
  it('order their descending keys NULLS FIRST, as the lists ORDER BY … DESC', async () => {
    // Every list orders newest first with drizzle's desc(), which PostgreSQL reads as DESC NULLS FIRST. An index
    // built DESC NULLS LAST (drizzle's `.desc()` on an index key, unless `.nullsFirst()` follows) does not match
    // that order, so each page reads every entry of the index and sorts them: the notifications until migration
    // 0001, the requested sites until 0023 (50,000 entries a page at 1M sites).
    const rows = await queryRows<{ name: string; definition: string }>(
      connection,
      sql`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and indexdef ilike '%desc nulls last%'`,
    );
    expect(rows).toEqual([]);
  });
});
