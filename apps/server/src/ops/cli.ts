import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { DatabaseNewerError } from '../db/migrations.ts';
import { BackupFormatError } from './backup/archive.ts';
import { BackupCommandError, backupCommand, restoreCommand } from './backup/commands.ts';
import { ControlChannelError } from './backup/control.ts';
import { RestoreRefusedError } from './backup/restore.ts';
import { MoveRefusedError, moveCommand } from './move/move-to-postgres.ts';
import { PgToolError } from './pg-tools.ts';

/**
 * The operator's commands (docs/operations.md), run from the repository root with the server's configuration
 * (DATA_DIR, DATABASE_URL, UPLOAD_DIR or S3_*, BACKUP_DIR):
 *   npm run backup [-- --to FILE.tar.gz|FOLDER]
 *   npm run restore -- FILE
 *   npm run move-to-postgres -- --to postgres://…
 * (`node apps/server/dist/ops.js backup|restore|move-to-postgres …` once built.)
 */
const [command, ...args] = process.argv.slice(2);

function option(name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const USAGE = [
  'Usage:',
  '  npm run backup [-- --to FILE.tar.gz|FOLDER]     a backup of the database and the uploads (default: BACKUP_DIR)',
  '  npm run restore -- FILE                         into an empty DATA_DIR, or the empty DATABASE_URL database',
  '  npm run move-to-postgres -- --to postgres://…   the embedded database into an empty PostgreSQL database',
].join('\n');

/** Errors that are the operator's to fix: their message alone, no stack. */
const EXPECTED = [
  ConfigError,
  DataDirLockedError,
  DatabaseNewerError,
  BackupFormatError,
  BackupCommandError,
  ControlChannelError,
  RestoreRefusedError,
  MoveRefusedError,
  PgToolError,
];

async function main(): Promise<string[]> {
  const config = loadConfig();
  if (command === 'backup') return backupCommand(config, option('to'));
  if (command === 'restore') {
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) throw new BackupCommandError(`Which backup? ${USAGE}`);
    return restoreCommand(config, file);
  }
  if (command === 'move-to-postgres') {
    const to = option('to') ?? process.env.MOVE_TO_DATABASE_URL;
    if (!to) throw new BackupCommandError(`Where to? ${USAGE}`);
    return moveCommand(config, to);
  }
  throw new BackupCommandError(USAGE);
}

const started = performance.now();
try {
  const lines = await main();
  console.log(`${lines.join('\n')}\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  if (EXPECTED.some((kind) => error instanceof kind)) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  throw error;
}
