import { acceptBrief, acceptPlan, fetchSingleBrief } from '@ooh/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

const at = (path: string, value: string) => `/api${path.replace(/\{[a-z_]+\}/i, value)}`;

describe('ids in a path (issue 11: "id above int4" and "lenient ids")', () => {
  it('answers 400 with a message for an id past the database integer, instead of a 500', async () => {
    const answer = await t.call({
      method: fetchSingleBrief.method,
      url: at(fetchSingleBrief.path, '99999999999'),
      token: await t.tokenForRole('admin'),
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ message: expect.any(String) });
  });

  it('reads no hexadecimal, exponent or padded id as another record', async () => {
    for (const [endpoint, value] of [
      [acceptPlan, '0x10'],
      [acceptBrief, '1e1'],
      [acceptBrief, '%2010'],
    ] as const) {
      const answer = await t.call({
        method: endpoint.method,
        url: at(endpoint.path, value),
        token: await t.tokenForRole('admin'),
      });
      expect(answer.statusCode, `${endpoint.id} ${value}: ${answer.body}`).toBe(400);
      expect(answer.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});
