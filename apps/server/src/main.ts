import { STAFF_ROLES } from '@ooh/api/contract';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DatabaseNewerError } from './db/migrations.ts';
import { DEMO_DOMAIN } from './seed/data.ts';
import { startServer } from './start.ts';

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

const started = await startServer(config).catch((error: unknown) => {
  // The operator's to fix, in words: another server on the folder, a database a newer release migrated.
  if (error instanceof DataDirLockedError || error instanceof DatabaseNewerError) fail(error.message);
  throw error;
});
const { app, connection } = started;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  try {
    await app.close();
  } finally {
    await connection.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
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
