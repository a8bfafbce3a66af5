import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import {
  DATABASE_UNAVAILABLE,
  DISK_FULL,
  databaseCause,
  databaseUnavailable,
  valueErrorAnswer,
} from './database-errors.ts';

// A route outside the contract that hands the database whatever it is given: what the error handler answers when
// a value the contract should have refused reaches the database anyway (issue 11: "a database error caused by a
// value never becomes a 500").
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({
    extend(app) {
      app.post<{ Body: { kind: string; value: string } }>('/test/raw-value', async (request) => {
        const { kind, value } = request.body;
        if (kind === 'date') await app.db.execute(sql`select ${value}::date`);
        else if (kind === 'int') await app.db.execute(sql`select ${value}::integer`);
        else if (kind === 'text') await app.db.execute(sql`select ${value}::text`);
        else if (kind === 'broken') await app.db.execute(sql`selec 1`);
        else if (kind === 'disk')
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        else if (kind === 'away')
          throw new Error('Failed query: select 1', {
            cause: Object.assign(new Error('terminating connection due to administrator command'), {
              code: '57P01',
            }),
          });
        return { ok: true };
      });
    },
  });
});
afterAll(() => t?.close());

const send = (kind: string, value: string) =>
  t.call({ method: 'POST', url: '/test/raw-value', payload: { kind, value } });

describe('database errors caused by a value', () => {
  it('answers 400 with a message for a year 0000, an integer past int4 and a NUL byte', async () => {
    for (const [kind, value] of [
      ['date', '0000-01-01'],
      ['int', '99999999999'],
      ['text', 'a\u0000b'],
    ]) {
      const answer = await send(kind as string, value as string);
      expect(answer.statusCode, `${kind}: ${answer.body}`).toBe(400);
      expect(answer.json()).toEqual({ message: 'A value is out of range or not valid here' });
    }
  });

  it('keeps a 500 for an error that is the server’s own', async () => {
    const answer = await send('broken', '');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 503 with a message when the database is away or a disk is full, never a 500', async () => {
    const away = await send('away', '');
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    expect(away.headers['retry-after']).toBe('5');
    const full = await send('disk', '');
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({ message: DISK_FULL });
  });

  it('tells a database that is away from other errors, through the wrapping errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      databaseUnavailable({ code: '55000', message: 'database "x" is not currently accepting connections' }),
    ).toBe(true);
    expect(databaseUnavailable({ code: '08006', message: 'connection failure' })).toBe(true);
    // A value or a rule the database refuses is the caller's; a syntax error is the server's.
    expect(databaseUnavailable({ code: '55000', message: 'cannot alter type' })).toBe(false);
    expect(databaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(databaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
  });

  it('classifies integrity errors and names the column when the database does', () => {
    expect(valueErrorAnswer({ code: '23505', message: 'duplicate key' })).toEqual({
      statusCode: 409,
      message: 'This already exists',
    });
    expect(
      valueErrorAnswer({ code: '23503', message: 'update or delete on table "sites" violates foreign key' }),
    ).toMatchObject({ statusCode: 409 });
    expect(
      valueErrorAnswer({
        code: '23503',
        message: 'insert or update on table "plan_sites" violates foreign key',
      }),
    ).toMatchObject({ statusCode: 400 });
    expect(valueErrorAnswer({ code: '23502', message: 'null value', column: 'name' })).toEqual({
      statusCode: 400,
      message: 'A required value is missing',
      errors: { name: 'A required value is missing' },
    });
    expect(
      valueErrorAnswer({ code: '23P01', message: 'conflicting key value violates exclusion constraint' }),
    ).toEqual({
      statusCode: 409,
      message: 'A site is already booked for these dates',
    });
    expect(valueErrorAnswer({ code: '08006', message: 'connection failure' })).toBeNull();
    expect(databaseCause(new Error('wrapped', { cause: { code: '22008', message: 'x' } }))?.code).toBe(
      '22008',
    );
    expect(databaseCause(new Error('plain'))).toBeNull();
  });
});
