import { createStorage } from '../adapters/storage.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { dropEverything, prepareDatabase } from './index.ts';

/**
 * `tsx apps/server/src/seed/cli.ts [--reset]` (or `npm run seed -- --reset`): migrates and seeds an empty database;
 * with --reset drops everything first. On PGlite it takes the data folder's lock, so it refuses while a server runs.
 */
const reset = process.argv.includes('--reset');
const config = loadConfig();
const started = performance.now();

try {
  const connection = await openDatabase(config);
  try {
    const seeded = await connection.exclusive(async (maintenance) => {
      if (reset) await dropEverything(maintenance);
      return prepareDatabase(maintenance, {
        demoPassword: config.demoPassword,
        now: new Date(),
        storage: createStorage(config),
      });
    });
    const where = connection.kind === 'pglite' ? `${config.dataDir}/pgdata` : 'the DATABASE_URL database';
    const took = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      seeded
        ? `Demo data ${reset ? 're-' : ''}seeded in ${where} (${took} s). Sign in as admin@demo.local / ${config.demoPassword}.`
        : `The database in ${where} already has accounts; nothing seeded. Use --reset to start over.`,
    );
  } finally {
    await connection.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
