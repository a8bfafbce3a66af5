import type { FastifyInstance } from 'fastify';
import { createMail } from './adapters/mail.ts';
import { createPush } from './adapters/push.ts';
import { createStorage } from './adapters/storage.ts';
import { hasAdmin } from './admin/create-admin.ts';
import { createApp } from './app.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import type { Config } from './config.ts';
import { type DatabaseConnection, openDatabase } from './db/connection.ts';
import { systemClock } from './deps.ts';
import { loggerOptions } from './http/logging.ts';
import { startServerBackups } from './ops/backup/in-server.ts';
import { isDemoInstance, prepareDatabase } from './seed/index.ts';
import { sweepUploads } from './services/files/index.ts';

export interface Started {
  app: FastifyInstance;
  connection: DatabaseConnection;
  seeded: boolean;
  /** The database was seeded as a demo: the demo password works (docs/domain.md, "Safe defaults"). */
  demo: boolean;
  /** An active administrator exists; when not, the banner says to run `npm run create-admin`. */
  hasAdmin: boolean;
}

/** Opens and prepares the database and builds the app from the configuration (everything main.ts does but listen). */
export async function startServer(config: Config): Promise<Started> {
  const connection = await openDatabase(config);
  const storage = createStorage(config);
  try {
    const seeded = await connection.exclusive((maintenance) =>
      prepareDatabase(
        maintenance,
        config.seed ? { demoPassword: config.demoPassword, now: systemClock.now(), storage } : null,
      ),
    );
    const jwtSecret = resolveJwtSecret(config.dataDir, config.jwtSecret);
    let app: FastifyInstance | undefined;
    const log = () => {
      if (!app) throw new Error('logger used before the app exists');
      return app.log;
    };
    app = await createApp({
      db: connection,
      clock: systemClock,
      storage,
      push: createPush(config.firebaseServiceAccount, log),
      mail: createMail({ db: connection.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
      config: { ...config, jwtSecret },
      logger: loggerOptions(config.logLevel),
    });
    const backups = await startServerBackups(app, connection, config);
    app.addHook('onClose', () => backups.stop());
    // Uploads a crash left behind (docs/domain.md, decisions: orphan uploads); a failure must not stop start-up.
    // Through the app's store: its removals wait for a backup another server may be taking (ops/backup/fence.ts).
    try {
      const swept = await sweepUploads({ db: connection.db, storage: app.storage, now: systemClock.now() });
      app.log.info(swept, 'upload store swept');
    } catch (error) {
      app.log.warn({ err: error }, 'the upload store could not be swept');
    }
    const demo = await isDemoInstance(connection.db);
    return { app, connection, seeded, demo, hasAdmin: await hasAdmin(connection.db) };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
