import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseConnection, openMemoryPglite, openPostgres } from '../db/connection.ts';

/**
 * The database of one test file: an in-memory PGlite by default; with TEST_DATABASE=postgres and DATABASE_URL,
 * a fresh PostgreSQL database created through DATABASE_URL and dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseConnection & { url?: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== 'postgres') return openMemoryPglite();
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');

  const name = `ooh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
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
