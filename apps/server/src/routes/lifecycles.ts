import { fetchLifecycleCounts } from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { lifecycleCounts } from '../services/lifecycles/index.ts';

/** The admin's lifecycle explorer (issue 19, an extension): the records in each state, from the counters. */
export async function lifecycleRoutes(app: FastifyInstance) {
  route(app, fetchLifecycleCounts, ({ db }) => lifecycleCounts(db));
}
