import { z } from 'zod';
import { defineEndpoint } from '../define.ts';
import { IsoDateTime } from '../schemas.ts';

/**
 * The server's own state, for the people and machines that run it (docs/operations.md): liveness, readiness and
 * metrics. None of them is in the product spec.
 */

export const health = defineEndpoint({
  id: 'health',
  method: 'GET',
  path: '/health',
  auth: 'none',
  roles: [],
  group: 'system',
  errorMessage: 'Unexpected status code',
  extension: true,
  summary:
    'Liveness, version and database kind. Answers as long as the process serves, also while the database is migrated or unreachable (a liveness check must not restart a server that waits for its database); whether it can serve the app is the readiness check.',
  response: z.object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    time: IsoDateTime,
  }),
});

export const readiness = defineEndpoint({
  id: 'readiness',
  method: 'GET',
  path: '/health/ready',
  auth: 'none',
  roles: [],
  group: 'system',
  errorMessage: 'Unexpected status code',
  extension: true,
  summary:
    'Readiness: 200 once the database is migrated and answers; 503 `{ message }` with Retry-After while the server starts (migrations, seed), while the database is unreachable and once the server is stopping. A load balancer sends calls only to a ready server.',
  response: z.object({ status: z.literal('ready') }),
});

export const metrics = defineEndpoint({
  id: 'metrics',
  method: 'GET',
  path: '/metrics',
  auth: 'metrics-token',
  roles: [],
  group: 'system',
  errorMessage: 'Unexpected status code',
  extension: true,
  text: 'text/plain; version=0.0.4; charset=utf-8',
  summary:
    'The server\'s metrics in the Prometheus text format (docs/operations.md "Metrics"): requests and their latency per contract call and status, the database pool, the event loop\'s delay, uploads stored, sign-in refusals by reason, and the process. Sent with the configured METRICS_TOKEN as a bearer token; 401 without it or with another, 404 on a server without METRICS_TOKEN (metrics are off).',
  response: z.string().meta({
    examples: ['# HELP ooh_server_ready 1 once the database is migrated and the server serves calls.\n'],
  }),
});
