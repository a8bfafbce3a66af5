import { STAFF_ROLES } from '@ooh/api/contract';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DatabaseNewerError } from './db/migrations.ts';
import { shutDown } from './http/shutdown.ts';
import { DEMO_DOMAIN } from './seed/data.ts';
import { createServer, type Prepared } from './start.ts';

const startedAt = performance.now();

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
  throw error;
}

const server = await createServer(config).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
});
const { app, connection, readiness } = server;

// SIGTERM and SIGINT drain the calls in flight, then close the database (http/shutdown.ts); a second signal while
// draining changes nothing, SHUTDOWN_TIMEOUT bounds it.
const stopping = new AbortController();
let preparing: Promise<Prepared> | null = null;
let stopRequested = false;
async function stop(signal: string) {
  if (stopRequested) return;
  stopRequested = true;
  app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'stopping: the calls in flight finish first');
  stopping.abort(new Error(`stopping on ${signal}`));
  process.exit(
    await shutDown({ app, connection, readiness, timeoutMs: config.shutdownTimeoutMs, preparing }),
  );
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// Listening first: while the database is migrated (or waited for), /api/health answers, /api/health/ready and every
// other call answer 503 (http/readiness.ts), so a load balancer and an operator see the start-up instead of a
// refused connection.
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info({ port }, 'listening; preparing the database');

let started: Prepared;
try {
  preparing = server.prepare(stopping.signal);
  started = await preparing;
} catch (error) {
  // Stopping: stop() exits once the server is closed.
  if (stopRequested) await new Promise(() => {});
  // The operator's to fix, in words: a database a newer release migrated.
  if (error instanceof DatabaseNewerError) {
    await app.close().catch(() => {});
    await connection.close().catch(() => {});
    fail(error.message);
  }
  app.log.fatal({ err: error }, 'the database could not be prepared');
  await app.close().catch(() => {});
  await connection.close().catch(() => {});
  process.exit(1);
}

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const database =
  connection.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';

const banner = [
  `OOH back office is running at http://localhost:${port} (ready in ${seconds} s)`,
  `  API:      http://localhost:${port}/api   (docs: http://localhost:${port}/api/docs)`,
  `  Database: ${database}${started.seeded ? ' (demo data seeded)' : ''}`,
];
if (started.demo) {
  banner.push(
    `  Sign in:  admin@${DEMO_DOMAIN} / ${config.demoPassword}`,
    `            every role has <role>@${DEMO_DOMAIN} with the same password: ${STAFF_ROLES.join(', ')}`,
  );
}
if (!started.hasAdmin) {
  banner.push(
    '  No administrator yet: run `npm run create-admin -- --email you@example.com --name "Your Name"`.',
  );
}
if (config.host === '127.0.0.1' || config.host === 'localhost') {
  banner.push(`  Listening on ${config.host} only; set HOST=0.0.0.0 to accept connections from the network.`);
} else banner.push(`  Listening on ${config.host} (reachable from the network).`);
console.log(`\n${banner.join('\n')}\n`);
