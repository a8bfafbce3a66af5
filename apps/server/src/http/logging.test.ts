import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { loggerOptions } from './logging.ts';

const SECRET = 'scrypt$super-secret-hash@example.com';

describe('error logs', () => {
  let ctx: TestContext;
  let written = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      written += chunk.toString();
    });
    ctx = await setupTestApp({
      deps: { logger: loggerOptions('info', stream) },
      extend: (app) => {
        app.post('/test/fail', async () => {
          // A server fault (a syntax error, 42601) whose failed query carries a secret-looking parameter: a 500,
          // logged with Drizzle's error, which quotes the parameters.
          await app.db.execute(sql`selec ${SECRET}::int as n`);
          return { ok: true };
        });
        app.post('/test/value', async () => {
          // A parameter that is not an integer: PostgreSQL refuses it (22P02) and quotes it in its own message.
          await app.db.execute(sql`select ${SECRET}::int as n`);
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it('keep the database code and the query but not its parameters, the body or credentials', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/fail',
      headers: { authorization: `Bearer ${SECRET}`, 'x-password-token': SECRET, cookie: `s=${SECRET}` },
      payload: { password: SECRET },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toContain('unexpected error');
    expect(written).toContain('42601');
    expect(written).toContain('selec $1::int as n');
    expect(written).not.toContain('super-secret');
  });

  it('log a value the database refused (a 400) by its code, without the value', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/value',
      payload: { password: SECRET },
    });
    expect(response.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toContain('database refused a value');
    expect(written).toContain('22P02');
    expect(written).not.toContain('super-secret');
  });
});
