import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseConnection, openMemoryPglite, openPostgres } from '../db/connection.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded template (test/template.ts): a PGlite dump file, or a PostgreSQL database name. */
    seededTemplate: { kind: 'pglite'; dump: string } | { kind: 'postgres'; database: string } | null;
    /** The upload folder the template's seed wrote its files to. */
    seededUploads: string | null;
    /** The document worker bundled for this run (test/template.ts). */
    documentWorkerBundle: string;
  }
}

/**
 * The run on PostgreSQL (`TEST_DATABASE=postgres`, scripts/test.mjs). Tests of the embedded database's own folder
 * (its lock, its first start and seed, the create-admin command on it) open PGlite folders in either run, so they
 * run in the PGlite run only (`it.skipIf(onPostgresRun)`): the PostgreSQL run would repeat the same work.
 */
export const onPostgresRun = process.env.TEST_DATABASE === 'postgres';

/** The seeded template the global set-up made for this run, if any (none outside vitest's runner). */
export function seededTemplate() {
  try {
    return { template: inject('seededTemplate'), uploads: inject('seededUploads') };
  } catch {
    return { template: null, uploads: null };
  }
}

/**
 * PGlite's runtime (its WebAssembly module, compiled, and the file bundle it starts from), read once per test
 * worker: each file's database otherwise compiled the 9 MB module again (the worker keeps its modules from one file
 * to the next, vitest.config.ts). About 1.5 s less per file on a busy 2-core machine (4.5 s → 3 s a database).
 */
let pgliteRuntime: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function pgliteRuntimeOnce() {
  pgliteRuntime ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })();
  return pgliteRuntime;
}

/**
 * The database of one test file: an in-memory PGlite by default; with TEST_DATABASE=postgres and DATABASE_URL,
 * a fresh PostgreSQL database created through DATABASE_URL and dropped afterwards. `seeded` starts it as a copy of
 * the run's migrated and seeded template (test/template.ts) instead of an empty one.
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<DatabaseConnection & { url?: string }> {
  const adminUrl = process.env.DATABASE_URL;
  const template = options.seeded ? seededTemplate().template : null;
  if (process.env.TEST_DATABASE !== 'postgres') {
    const runtime = await pgliteRuntimeOnce();
    if (template?.kind !== 'pglite') return openMemoryPglite(runtime);
    return openMemoryPglite({ ...runtime, loadDataDir: new Blob([readFileSync(template.dump)]) });
  }
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');

  const name = `ooh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      template?.kind === 'postgres'
        ? `create database ${name} template ${template.database}`
        : `create database ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = openPostgres(url.toString());
  return {
    ...connection,
    url: url.toString(),
    async close() {
      await connection.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
