import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openMemoryPglite } from '../connection.ts';
import { migrationLevel } from '../migrations.ts';
import {
  loadPreviousReleaseData,
  migrationsUpTo,
  PREVIOUS_RELEASE_DUMP,
  PREVIOUS_RELEASE_TAG,
} from './previous-release.ts';

/**
 * `npx tsx src/db/previous-release/make-fixture.ts` (from apps/server): writes pgdata.tar.gz, the embedded
 * database of the previous release (README.md beside this file says when and how to run it).
 */
// Old WAL segments are removed rather than kept for reuse, and the data is checkpointed into a fresh segment: the
// dump then carries one mostly empty 16 MB segment, not the migrations' WAL (5.4 MB of gzip → 3.3 MB).
const connection = await openMemoryPglite({
  startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
});
try {
  await connection.exclusive((maintenance) => maintenance.migrate(migrationsUpTo(PREVIOUS_RELEASE_TAG)));
  await loadPreviousReleaseData(connection.db);
  await connection.db.execute(sql`select pg_switch_wal()`);
  await connection.db.execute(sql`checkpoint`);
  const level = await migrationLevel(connection.db);
  if (level?.tag !== PREVIOUS_RELEASE_TAG)
    throw new Error(`migrated to ${level?.tag}, not ${PREVIOUS_RELEASE_TAG}`);
  const dump = Buffer.from(await (await connection.dumpDataDir()).arrayBuffer());
  writeFileSync(PREVIOUS_RELEASE_DUMP, dump);
  console.log(`${PREVIOUS_RELEASE_DUMP}: ${(dump.length / 1024 / 1024).toFixed(1)} MB at ${level.tag}`);
} finally {
  await connection.close();
}
