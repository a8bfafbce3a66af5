import { briefMachine } from '@ooh/machines/brief';
import { TransitionRefusedError } from '@ooh/machines/lifecycle';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { briefs } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { queryRows, setupTestApp, type TestContext } from '../../test/harness.ts';
import { changeStatus, type Transition } from './lifecycle.ts';

/**
 * The compare and set of `changeStatus`, made deterministic: the load reports a status the row no longer has,
 * as it would for the slower of two reviewers who read the brief at the same moment.
 */
let t: TestContext;
let briefId: number;
let actorId: number;
beforeAll(async () => {
  t = await setupTestApp();
  const [brief] = await queryRows<{ id: number }>(
    t.connection,
    sql`select id from briefs where status = 'pending' and deleted_at is null order by id limit 1`,
  );
  const [admin] = await queryRows<{ id: number }>(
    t.connection,
    sql`select id from users where email = 'admin@demo.local'`,
  );
  briefId = Number(brief?.id);
  actorId = Number(admin?.id);
});
afterAll(() => t?.close());

const deps = () => ({ db: t.connection.db, push: t.app.push, log: t.app.log, now: t.clock.now() });

async function currentStatus(db: Db) {
  const [row] = await db.select({ status: briefs.status }).from(briefs).where(eq(briefs.id, briefId));
  return row ? { status: row.status, facts: { hasPlan: false } } : null;
}

/** Accepting the brief, where the first load answers `staleStatus` whatever the row holds. */
function acceptWithStaleRead(staleStatus: string): Transition<typeof briefMachine, number> {
  let loads = 0;
  return {
    machine: briefMachine,
    entity: 'brief',
    entityId: briefId,
    event: { type: 'brief.accept' },
    actorId,
    notFoundMessage: 'Brief not found',
    load: async (db) =>
      loads++ === 0 ? { status: staleStatus, facts: { hasPlan: false } } : currentStatus(db),
    async write(tx) {
      const rows = await tx
        .update(briefs)
        .set({ status: 'approved' })
        .where(and(eq(briefs.id, briefId), eq(briefs.status, 'pending')))
        .returning({ id: briefs.id });
      return rows[0]?.id ?? null;
    },
  };
}

const auditCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.connection,
        sql`select count(*)::int as n from audit_log where entity = 'brief' and entity_id = ${briefId}`,
      )
    )[0]?.n,
  );

describe('changeStatus', () => {
  it('writes the status and one audit row when the read was current', async () => {
    const result = await changeStatus(deps(), acceptWithStaleRead('pending'));
    expect(result.change).toEqual({ from: 'pending', to: 'approved' });
    expect(await auditCount()).toBe(1);
  });

  it('answers the refusal for the status it lost to when the row changed after the read', async () => {
    // The row is approved now; this caller read it as pending, the machine agreed, the compare and set did not.
    const refused = await changeStatus(deps(), acceptWithStaleRead('pending')).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TransitionRefusedError);
    expect((refused as Error).message).toBe('Cannot accept: this brief is approved.');
    expect(await auditCount()).toBe(1);
  });

  it('answers 409 when the row changed but the event would still be allowed', async () => {
    await t.connection.db.update(briefs).set({ status: 'pending' }).where(eq(briefs.id, briefId));
    const transition = acceptWithStaleRead('pending');
    // A write that never matches, as when a guard's fact (say, a plan appearing) changed under the caller.
    const refused = await changeStatus(deps(), { ...transition, write: async () => null }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/changed by someone else/),
    });
  });

  it('answers 404 when there is nothing to act on', async () => {
    const refused = await changeStatus(deps(), {
      ...acceptWithStaleRead('pending'),
      load: async () => null,
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 404, message: 'Brief not found' });
  });
});
