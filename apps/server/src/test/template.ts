import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createLocalStorage } from '../adapters/local-storage.ts';
import { openMemoryPglite, openPostgres } from '../db/connection.ts';
import { serverRoot } from '../paths.ts';
import { prepareDatabase } from '../seed/index.ts';
import { DEMO_PASSWORD, TEST_NOW } from './constants.ts';

/**
 * Vitest's global set-up for the server suite: migrates and seeds one database per run, and each test file's
 * database starts as a copy of it (a PGlite dump loaded in memory; `CREATE DATABASE … TEMPLATE` on PostgreSQL)
 * instead of migrating and seeding its own, which cost about 5 s a file on CI's two cores. The seed's files go to a
 * folder each file copies into its own upload folder. Files that seed differently (another store) still seed their
 * own (test/harness.ts).
 */
export default async function setup(project: TestProject) {
  const removeWorker = await bundleDocumentWorker(project);
  const folder = mkdtempSync(join(tmpdir(), 'ooh-template-'));
  const uploads = join(folder, 'uploads');
  const seed = { demoPassword: DEMO_PASSWORD, now: TEST_NOW, storage: createLocalStorage(uploads) };
  let teardown = async () => {};

  if (process.env.TEST_DATABASE === 'postgres' && process.env.DATABASE_URL) {
    const adminUrl = process.env.DATABASE_URL;
    const database = `ooh_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const connection = openPostgres(url.toString());
    try {
      await connection.exclusive((maintenance) => prepareDatabase(maintenance, seed));
    } finally {
      // A template must have no connections when a database is created from it.
      await connection.close();
    }
    project.provide('seededTemplate', { kind: 'postgres', database });
    teardown = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${database} with (force)`);
      await dropper.end();
    };
  } else {
    const connection = await openMemoryPglite();
    try {
      await connection.exclusive((maintenance) => prepareDatabase(maintenance, seed));
      const dump = join(folder, 'seeded.tar.gz');
      writeFileSync(dump, Buffer.from(await (await connection.dumpDataDir()).arrayBuffer()));
      project.provide('seededTemplate', { kind: 'pglite', dump });
    } finally {
      await connection.close();
    }
  }
  project.provide('seededUploads', uploads);

  return async () => {
    await teardown();
    rmSync(folder, { recursive: true, force: true });
    removeWorker();
  };
}

/**
 * The document worker bundled from the current source, as `npm run build` bundles it (build-options.mjs), for this
 * run's documents (test/document-worker.ts hands it to services/visualrep/document-worker.ts): a worker thread then
 * loads one file instead of compiling the worker's TypeScript through tsx's hooks for every document. Under the
 * server's own node_modules, so that its imports of other packages resolve as the built server's do.
 */
async function bundleDocumentWorker(project: TestProject) {
  const { DOCUMENT_WORKER_ENTRY, serverBundleOptions } = await import('../../build-options.mjs');
  const cache = join(serverRoot(), 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, 'ooh-document-worker-'));
  const file = join(folder, 'document-worker.js');
  await build({
    absWorkingDir: serverRoot(),
    entryPoints: [DOCUMENT_WORKER_ENTRY],
    outfile: file,
    ...serverBundleOptions,
  });
  project.provide('documentWorkerBundle', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
