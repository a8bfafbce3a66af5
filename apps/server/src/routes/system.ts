import { health } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '../db/connection.ts';
import { route } from '../http/endpoint.ts';

export async function systemRoutes(
  app: FastifyInstance,
  options: { version: string; database: DatabaseKind },
) {
  route(app, health, async ({ db, now }) => {
    // A round trip proves the database answers; a failure here is a 500 like any other.
    await db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      version: options.version,
      database: options.database,
      time: now.toISOString(),
    };
  });
}
