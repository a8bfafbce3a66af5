import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import pg from 'pg';

/**
 * PostgreSQL's own client programs (pg_dump, pg_restore), which the backup and restore of a PostgreSQL database run.
 * They come with the database's client package (Debian: `postgresql-client`), and must be of the server's major
 * version or newer: pg_dump refuses a newer server.
 */
export class PgToolError extends Error {}

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * The connection for a tool: the URL without its password on the command line (where `ps` shows it to every
 * user of the machine), the password in PGPASSWORD.
 */
export function pgToolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(
  tool: PgTool,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: Readable } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: options.env ?? process.env,
      stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    if (options.stdin && child.stdin) {
      // The tool may stop reading (an error): its exit code tells; a broken pipe is not the story.
      child.stdin.on('error', () => {});
      options.stdin.on('error', (error) => child.kill() && reject(error));
      options.stdin.pipe(child.stdin);
    }
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new PgToolError(
              `${tool} is not installed. Install PostgreSQL's client programs of the server's major version (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new PgToolError(`${tool} failed (exit code ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}

/** Refuses a missing tool, or one older than the server (`server_version_num`, e.g. 150020). */
export async function checkPgTool(tool: PgTool, serverVersionNum: number): Promise<void> {
  const version = await run(tool, ['--version']);
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(version)?.[1]);
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  if (!Number.isInteger(major))
    throw new PgToolError(`${tool} answered an unknown version: ${version.trim()}`);
  if (major < serverMajor)
    throw new PgToolError(
      `${tool} is of PostgreSQL ${major} and the server is PostgreSQL ${serverMajor}: install the client programs of ${serverMajor} or newer (Debian: postgresql-client-${serverMajor}) and put them first on the PATH.`,
    );
}

export const runPgTool = run;

/**
 * Whether a PostgreSQL database is empty as `createdb` leaves it: no table, view or sequence in `public`, no
 * `drizzle` migrations. A restore and a move write only into such a database, so undoing one is dropping
 * everything again (`wipePostgres`), which nothing of value can be caught in.
 */
export async function postgresIsEmpty(
  databaseUrl: string,
): Promise<{ empty: boolean; serverVersionNum: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ objects: string; num: string }>(
      `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')) as objects,
              current_setting('server_version_num') as num`,
    );
    return { empty: Number(rows[0]?.objects) === 0, serverVersionNum: Number(rows[0]?.num) };
  } finally {
    await client.end();
  }
}

/** Drops what a failed restore or move wrote into a database that was empty before it (postgresIsEmpty). */
export async function wipePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
    );
  } finally {
    await client.end();
  }
}
