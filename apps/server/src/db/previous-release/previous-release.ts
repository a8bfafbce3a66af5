import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../paths.ts';
import type { Db } from '../connection.ts';
import { journalOf } from '../migrations.ts';

/**
 * The upgrade fixture (README.md beside this file): a database made with the schema of the release before this
 * one, with a little data, which db/upgrade.test.ts opens with the current code and migrates.
 */

/** The last migration of the previous release: the one before the newest. */
export const PREVIOUS_RELEASE_TAG = '0016_sessions_valid_from';

const here = import.meta.dirname;
/** The embedded database of that release, as PGlite's `dumpDataDir('gzip')` wrote it. */
export const PREVIOUS_RELEASE_DUMP = join(here, 'pgdata.tar.gz');
/** The data put into it (also what the PostgreSQL run of the test loads into a database migrated to that level). */
export const PREVIOUS_RELEASE_DATA = join(here, 'data.sql');

/**
 * A migrations folder holding the committed migrations up to `tag` (its journal cut there): what the release that
 * ended with `tag` shipped. Extra files may follow it (a test's failing migration).
 */
export function migrationsUpTo(
  tag: string,
  extra: Array<{ tag: string; sql: string }> = [],
  source = migrationsFolder(),
): string {
  const entries = journalOf(source);
  const end = entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag} in ${source}`);
  const kept = entries.slice(0, end + 1);
  const folder = mkdtempSync(join(tmpdir(), 'ooh-migrations-'));
  mkdirSync(join(folder, 'meta'));
  for (const entry of kept) copyFileSync(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  let when = kept.at(-1)?.when ?? 0;
  const added = extra.map((file) => {
    when += 1000;
    writeFileSync(join(folder, `${file.tag}.sql`), file.sql);
    return { tag: file.tag, when };
  });
  const journal = JSON.parse(readFileSync(join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
  };
  const version = journal.entries[0]?.version ?? '7';
  journal.entries = [...kept, ...added].map((entry, idx) => ({ idx, version, breakpoints: true, ...entry }));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
  return folder;
}

/** The statements of data.sql, one at a time (an extended-protocol query takes one statement). */
export function previousReleaseStatements(): string[] {
  return readFileSync(PREVIOUS_RELEASE_DATA, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** Loads data.sql into a database migrated to the previous release's level. */
export async function loadPreviousReleaseData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of previousReleaseStatements()) await tx.execute(sql.raw(statement));
  });
}
