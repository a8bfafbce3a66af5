import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseConnection } from '../../db/connection.ts';
import { type BackupSource, pgliteSource, postgresSource, writeBackup } from './backup.ts';
import { startControlChannel } from './control.ts';
import { startBackupSchedule } from './schedule.ts';

/**
 * The server's part in backups: on the embedded database, the channel `npm run backup` asks it through
 * (control.ts); on either database, the scheduled backups when BACKUP_INTERVAL is set (schedule.ts). Both stop
 * when the app closes, before the database does.
 */
export async function startServerBackups(
  app: FastifyInstance,
  connection: DatabaseConnection,
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'backupIntervalMs' | 'backupKeep' | 'backupDir'>,
): Promise<{ stop(): Promise<void> }> {
  const source = (): BackupSource =>
    config.databaseUrl
      ? postgresSource(config.databaseUrl, app.storage, config.dataDir)
      : pgliteSource(connection, app.storage, config.dataDir);
  const control =
    connection.kind === 'pglite'
      ? await startControlChannel({
          dataDir: config.dataDir,
          backup: async (out) => {
            const { manifest, missing } = await writeBackup(source(), out);
            app.log.info(
              { createdAt: manifest.createdAt, files: manifest.uploads.files, missingFiles: missing.length },
              'backup taken for `npm run backup`',
            );
          },
          onError: (error) => app.log.error({ err: error }, 'backup for `npm run backup` failed'),
        })
      : null;
  const schedule =
    config.backupIntervalMs === null
      ? null
      : startBackupSchedule({
          intervalMs: config.backupIntervalMs,
          keep: config.backupKeep,
          dir: config.backupDir,
          source,
          log: app.log,
        });
  return {
    async stop() {
      await control?.close();
      await schedule?.stop();
    },
  };
}
