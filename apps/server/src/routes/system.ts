import { health, metrics, readiness } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '../db/connection.ts';
import { HttpError } from '../errors.ts';
import { DATABASE_UNAVAILABLE, unavailableCause } from '../http/database-errors.ts';
import { route } from '../http/endpoint.ts';
import { NOT_READY_MESSAGES, RETRY_AFTER_SECONDS } from '../http/readiness.ts';

/** How long readiness waits for the database's answer: a check that hangs tells a load balancer nothing. */
const READINESS_QUERY_MS = 3_000;

const notReady = (message: string) =>
  new HttpError(503, message, { 'retry-after': String(RETRY_AFTER_SECONDS) });

export async function systemRoutes(
  app: FastifyInstance,
  options: { version: string; database: DatabaseKind },
) {
  // Liveness: the process serves. It reads no table, so it answers while the database is migrated or away (a
  // supervisor that restarts a server whose database is down gains nothing).
  route(app, health, async ({ now }) => ({
    status: 'ok' as const,
    version: options.version,
    database: options.database,
    time: now.toISOString(),
  }));

  route(app, readiness, async ({ db, log }) => {
    const { state } = app.readiness;
    if (state !== 'ready') throw notReady(NOT_READY_MESSAGES[state]);
    let timer: NodeJS.Timeout | undefined;
    try {
      // A round trip proves the database answers now.
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('no answer from the database in time')),
            READINESS_QUERY_MS,
          );
        }),
      ]);
    } catch (error) {
      const reason = unavailableCause(error)?.message ?? (error as Error).message;
      log.warn({ reason }, 'not ready: the database does not answer');
      throw notReady(DATABASE_UNAVAILABLE);
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ready' as const };
  });

  route(app, metrics, async () => app.metrics.scrape());
}
