import { health } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';

export async function systemRoutes(app: FastifyInstance, options: { version: string }) {
  route(app, health, async () => {
    // A round trip proves the database answers; a failure here is a 500 like any other.
    await app.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      version: options.version,
      database: app.databaseKind,
      time: app.clock.now().toISOString(),
    };
  });
}
