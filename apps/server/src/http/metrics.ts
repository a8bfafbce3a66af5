import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolUse } from '../db/connection.ts';
import { notFound, unauthorized } from '../errors.ts';
import { SIGN_IN_REFUSALS, type SignInRefusal } from '../services/auth/sign-in.ts';
import { readCounters } from '../services/shared/counts.ts';
import type { Readiness } from './readiness.ts';

/**
 * The server's metrics in the Prometheus text format (docs/operations.md "Metrics"), with prom-client. Each app has
 * its own registry (the tests build many apps in one process); the process's own metrics (CPU, memory, the event
 * loop's delay, garbage collection) are collected once per process and joined at each scrape.
 */
export interface Metrics {
  /** The exposition text of this app's and the process's metrics. */
  scrape(): Promise<string>;
  /** Counts a refused sign-in by its reason. */
  signInRefused(reason: SignInRefusal): void;
}

/** Latency buckets in seconds: from a cached list page (a few ms) to an upload or a document (up to 120 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

let processRegistry: Registry | null = null;
/** The process's metrics (prom-client's default ones), registered once: they watch the process, not an app. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * A request's endpoint label: the contract entry's id, else the route's pattern (`/api/docs/*`, `/*` for the
 * app's files), `none` for a path no route matches. Never the address itself: ids in paths would make a series per
 * record.
 */
function endpointOf(request: FastifyRequest): string {
  return request.routeOptions.config.endpointId ?? request.routeOptions.url ?? 'none';
}

export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Db; pools: () => PoolUse[]; readiness: Readiness },
): Metrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'ooh_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, per contract call (its id, or the route pattern outside the contract), method and status; _count is the number of requests.',
    labelNames: ['endpoint', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { endpoint: endpointOf(request), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const refusals = new Counter({
    name: 'ooh_sign_in_refusals_total',
    help: 'Sign-ins refused, by reason (docs/domain.md "Sign-in limits").',
    labelNames: ['reason'] as const,
    registers,
  });
  // Every reason from zero, so that a rate over the first refusal is not lost.
  for (const reason of SIGN_IN_REFUSALS) refusals.inc({ reason }, 0);

  new Gauge({
    name: 'ooh_server_ready',
    help: '1 once the database is migrated and the server serves calls; 0 while it starts or stops.',
    registers,
    collect() {
      this.set(deps.readiness.state === 'ready' ? 1 : 0);
    },
  });

  // The database pool, read from node-postgres's counts at each scrape (db/connection.ts `pools`).
  new Gauge({
    name: 'ooh_db_pool_max',
    help: 'Most connections the pool may open (DATABASE_POOL_MAX shared between the pools; 1 for the embedded database).',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const use of deps.pools()) this.set({ pool: use.pool }, use.max);
    },
  });
  new Gauge({
    name: 'ooh_db_pool_connections',
    help: 'Open connections of the pool, busy or idle (PostgreSQL; the embedded database shows 1 while open).',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      this.reset();
      for (const use of deps.pools()) {
        if (use.total === null) continue;
        if (use.idle === null) this.set({ pool: use.pool, state: 'open' }, use.total);
        else {
          this.set({ pool: use.pool, state: 'idle' }, use.idle);
          this.set({ pool: use.pool, state: 'busy' }, use.total - use.idle);
        }
      }
    },
  });
  new Gauge({
    name: 'ooh_db_pool_waiting',
    help: 'Queries waiting for a connection of the pool (PostgreSQL only: the embedded database does not show its queue).',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const use of deps.pools()) if (use.waiting !== null) this.set({ pool: use.pool }, use.waiting);
    },
  });

  // Uploads stored, from the counters the files table's triggers keep (migration 0018): one small read a scrape,
  // shared by the gauges below, never a scan of the store. A scrape while the database is away keeps the last values
  // read (a gauge without labels cannot be left out) and says so with ooh_database_up 0.
  let reading: Promise<{ files: number; bytes: number } | null> | null = null;
  const readUploads = () => {
    reading ??= readCounters(deps.db, ['files', 'files:bytes'])
      .then((counters) => ({ files: counters.files, bytes: counters['files:bytes'] }))
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const uploadGauge = (
    name: string,
    help: string,
    pick: (read: { files: number; bytes: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const read = await readUploads();
        if (read) this.set(pick(read));
      },
    });
  uploadGauge('ooh_uploads_stored_files', 'Files in the upload store, by their rows.', (read) => read.files);
  uploadGauge(
    'ooh_uploads_stored_bytes',
    'Bytes of the files in the upload store, by their rows (the web copies of photos included).',
    (read) => read.bytes,
  );
  new Gauge({
    name: 'ooh_database_up',
    help: "1 when this scrape's read of the database answered, else 0.",
    registers,
    async collect() {
      this.set((await readUploads()) ? 1 : 0);
    },
  });

  return {
    async scrape() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${process}`;
    },
    signInRefused(reason) {
      refusals.inc({ reason });
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The `metrics-token` check (docs/operations.md "Metrics"): 404 when METRICS_TOKEN is not set (metrics are off,
 * as if the call did not exist), 401 without the token or with another. Compared in constant time.
 */
export function checkMetricsToken(configured: string | null, sent: string | null): void {
  if (configured === null) throw notFound('Metrics are not enabled on this server');
  if (sent === null || !timingSafeEqual(digest(sent), digest(configured)))
    throw unauthorized('Send the metrics token as a bearer token.');
}
