import type { FastifyInstance } from 'fastify';
import { createLocalStorage } from './adapters/local-storage.ts';
import { createMail } from './adapters/mail.ts';
import { createPush } from './adapters/push.ts';
import { createApp } from './app.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import type { Config } from './config.ts';
import { type DatabaseConnection, openDatabase } from './db/connection.ts';
import { systemClock } from './deps.ts';
import { prepareDatabase } from './seed/index.ts';

export interface Started {
  app: FastifyInstance;
  connection: DatabaseConnection;
  seeded: boolean;
}

/** Opens and prepares the database and builds the app from the configuration (everything main.ts does but listen). */
export async function startServer(config: Config): Promise<Started> {
  const connection = await openDatabase(config);
  const storage = createLocalStorage(config.uploadDir);
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
      logger: { level: config.logLevel },
    });
    return { app, connection, seeded };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
