import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { databaseCause, valueErrorAnswer } from './database-errors.ts';

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
