import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createMail } from './adapters/mail.ts';
import { createPush } from './adapters/push.ts';
import { createStorage } from './adapters/storage.ts';
import { hasAdmin } from './admin/create-admin.ts';
import { createApp } from './app.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import type { Config } from './config.ts';
import { type DatabaseConnection, openDatabase } from './db/connection.ts';
import { type Storage, systemClock } from './deps.ts';
import { unavailableCause } from './http/database-errors.ts';
import { loggerOptions } from './http/logging.ts';
import { createReadiness, type Readiness } from './http/readiness.ts';
import { startServerBackups } from './ops/backup/in-server.ts';
import { isDemoInstance, prepareDatabase } from './seed/index.ts';
import { sweepUploads } from './services/files/index.ts';

/** What preparing the database found (the banner's lines). */
export interface Prepared {
  seeded: boolean;
  /** The database was seeded as a demo: the demo password works (docs/domain.md, "Safe defaults"). */
  demo: boolean;
  /** An active administrator exists; when not, the banner says to run `npm run create-admin`. */
  hasAdmin: boolean;
}

/** The app over its database, before the database is prepared: it can listen, and answers 503 until `prepare`. */
export interface Server {
  app: FastifyInstance;
  connection: DatabaseConnection;
  readiness: Readiness;
  /**
   * Migrates and seeds the database under its lock, waiting for a database that cannot be reached yet, sweeps the
   * upload store, then marks the server ready. Rejects on any other failure (a migration that fails), or with the
   * signal's reason once it is aborted (the server is stopping).
   */
  prepare(signal?: AbortSignal): Promise<Prepared>;
}

export interface Started extends Prepared {
  app: FastifyInstance;
  connection: DatabaseConnection;
}

/** The server's backups (ops/backup/in-server.ts), running once the database is prepared. */
interface BackupsHolder {
  running: { stop(): Promise<void> } | null;
}

/** The first pause before trying an unreachable database again at start-up; it doubles up to the maximum. */
const START_RETRY_FIRST_MS = 1_000;
const START_RETRY_MAX_MS = 30_000;

/**
 * Runs `work` until it succeeds, trying again (with a growing pause) while the database cannot be reached: a
 * server started before its database, or during its restart, comes up by itself once the database does. Any other
 * error is the caller's.
 */
async function whileUnreachable<T>(
  work: () => Promise<T>,
  log: FastifyBaseLogger,
  signal: AbortSignal | undefined,
): Promise<T> {
  let pauseMs = START_RETRY_FIRST_MS;
  for (;;) {
    signal?.throwIfAborted();
    try {
      return await work();
    } catch (error) {
      const away = unavailableCause(error);
      if (!away || signal?.aborted) throw error;
      log.warn(
        { code: away.code, reason: away.message, retryInMs: pauseMs },
        'the database cannot be reached: start-up waits for it',
      );
      await sleep(pauseMs, undefined, { signal });
      pauseMs = Math.min(pauseMs * 2, START_RETRY_MAX_MS);
    }
  }
}

async function prepareServer(
  config: Config,
  deps: {
    app: FastifyInstance;
    connection: DatabaseConnection;
    storage: Storage;
    readiness: Readiness;
    backups: BackupsHolder;
  },
  signal: AbortSignal | undefined,
): Promise<Prepared> {
  const { app, connection, storage } = deps;
  const seeded = await whileUnreachable(
    () =>
      connection.exclusive((maintenance) =>
        prepareDatabase(
          maintenance,
          config.seed ? { demoPassword: config.demoPassword, now: systemClock.now(), storage } : null,
        ),
      ),
    app.log,
    signal,
  );
  // `npm run backup`'s channel and the scheduled backups, once the database is migrated (ops/backup/in-server.ts).
  deps.backups.running = await startServerBackups(app, connection, config);
  // Uploads a crash left behind (docs/domain.md, decisions: orphan uploads); a failure must not stop start-up.
  // Through the app's store: its removals wait for a backup another server may be taking (ops/backup/fence.ts).
  try {
    const swept = await sweepUploads({ db: connection.db, storage: app.storage, now: systemClock.now() });
    app.log.info(swept, 'upload store swept');
  } catch (error) {
    app.log.warn({ err: error }, 'the upload store could not be swept');
  }
  const found = await whileUnreachable(
    async () => ({ demo: await isDemoInstance(connection.db), hasAdmin: await hasAdmin(connection.db) }),
    app.log,
    signal,
  );
  deps.readiness.ready();
  return { seeded, ...found };
}

/**
 * Opens the database and builds the app, not yet ready (main.ts listens, then prepares). Opening the embedded
 * database takes its data folder's lock, so a second server on the same folder fails here, before it listens.
 */
export async function createServer(config: Config): Promise<Server> {
  const connection = await openDatabase(config);
  try {
    const storage = createStorage(config);
    const jwtSecret = resolveJwtSecret(config.dataDir, config.jwtSecret);
    const readiness = createReadiness('starting');
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
      readiness,
    });
    const built = app;
    // The backups start once the database is prepared, but stop with the app, before the database closes: the hook
    // is added now, as Fastify takes none once it listens.
    const backups: BackupsHolder = { running: null };
    built.addHook('onClose', async () => {
      await backups.running?.stop();
    });
    return {
      app: built,
      connection,
      readiness,
      prepare: (signal) =>
        prepareServer(config, { app: built, connection, storage, readiness, backups }, signal),
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/** Opens and prepares the database and builds the app, ready, without listening (the tests, and the tools). */
export async function startServer(config: Config): Promise<Started> {
  const server = await createServer(config);
  try {
    const prepared = await server.prepare();
    return { app: server.app, connection: server.connection, ...prepared };
  } catch (error) {
    await server.app.close();
    await server.connection.close();
    throw error;
  }
}
