import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { briefs } from '../../db/schema.ts';
import { literalEquals, pageValues, pageWindow, preparedPageSize, withinPage } from './prepared.ts';

const dialect = new PgDialect();

describe('prepared pages', () => {
  it('read a page at the next prepared size up and cut it to its own', () => {
    expect([1, 3, 10, 11, 25, 26, 50, 51, 100].map(preparedPageSize)).toEqual([
      10, 10, 10, 25, 25, 50, 50, 100, 100,
    ]);
    // Page 2 of 3 rows: offset 3, read at size 10, the first 3 kept.
    expect(pageValues(2, 3)).toEqual({ offset: 3 });
    expect(withinPage([4, 5, 6, 7, 8], 3)).toEqual([4, 5, 6]);
  });

  it('write a prepared page size as a literal and refuse any other', () => {
    const window = pageWindow(sql.placeholder('page'), 25);
    expect(dialect.sqlToQuery(sql`limit ${window.limit}`).sql).toBe('limit 25');
    expect(() => pageWindow(sql.placeholder('page'), 3)).toThrow(/10, 25, 50, 100/);
    // A page built per call sends its numbers as values.
    expect(pageWindow(3, 10)).toEqual({ limit: 10, offset: 20 });
  });

  it('write a code constant as a literal condition, and refuse anything else', () => {
    expect(dialect.sqlToQuery(literalEquals(briefs.status, 'pending'))).toEqual({
      sql: `"briefs"."status" = 'pending'`,
      params: [],
    });
    for (const text of ["x' or '1'='1", 'Pending', '', 'a-b'])
      expect(() => literalEquals(briefs.status, text), text).toThrow(/not a code constant/);
  });
});
