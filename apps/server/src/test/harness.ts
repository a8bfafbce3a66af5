import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { StaffRole } from '@ooh/api/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createLocalStorage } from '../adapters/local-storage.ts';
import { type AppDeps, createApp } from '../app.ts';
import { signToken } from '../auth/tokens.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { DatabaseConnection } from '../db/connection.ts';
import { users } from '../db/schema.ts';
import type { MailMessage, PushMessage, Storage } from '../deps.ts';
import { prepareDatabase } from '../seed/index.ts';
import { DEMO_PASSWORD, TEST_NOW } from './constants.ts';
import { createTestDatabase, seededTemplate } from './database.ts';

/** The moment the test seed is arranged around (the clock starts here), and the seed's demo password. */
export { DEMO_PASSWORD, TEST_NOW };

export function createTestClock(start = TEST_NOW) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(at: Date) {
      now = at.getTime();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'ooh-test-'));
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
      STORYBOOK_DIST: join(dataDir, 'no-storybook-build'),
    }),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    demoPassword: DEMO_PASSWORD,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  connection: DatabaseConnection & { url?: string };
  clock: ReturnType<typeof createTestClock>;
  config: AppConfig;
  /** The upload store the app writes to (a test may remove a file behind a row's back). */
  storage: Storage;
  sentMail: MailMessage[];
  sentPush: Array<{ tokens: string[]; message: PushMessage }>;
  /** A valid token for the seeded account, minted directly (signing in costs a scrypt each time). */
  tokenFor(email: string): Promise<string>;
  tokenForRole(role: StaffRole): Promise<string>;
  /** `app.inject` with the JSON body and the bearer token filled in. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * node-postgres warns (and its next major throws) when a query is sent on a connection that is still running one:
 * queries run at once on a transaction's single connection. Recorded from the first app a worker starts (workers keep
 * their modules from one file to the next: vitest.config.ts), and an app's `close()` fails its file when one was
 * heard (the warning is given once per process, so a listener added later could miss it).
 */
const queuedQueryWarnings: string[] = [];
let listeningForQueuedQueries = false;
function listenForQueuedQueries() {
  if (listeningForQueuedQueries) return;
  listeningForQueuedQueries = true;
  process.on('warning', (warning) => {
    if (/already executing a query/.test(warning.message))
      queuedQueryWarnings.push(warning.stack ?? warning.message);
  });
}

/**
 * One migrated and seeded database and one app per test file (PGlite takes ~2 s to start: share it), with a clock
 * the test moves and recorders in place of mail and push.
 */
export async function setupTestApp(
  options: {
    config?: Partial<AppConfig>;
    deps?: Partial<AppDeps>;
    /** Another app on the database of an existing context (left open when this one closes). */
    shareDatabaseOf?: TestContext;
    /**
     * With `shareDatabaseOf`: the second server's own connection to that database (a second process would have
     * its own pool and its own LISTEN); the shared connection when absent. Closed with this context.
     */
    ownConnection?: DatabaseConnection;
    /** Registers extra routes before the app is ready (tests of the route helper itself). */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  listenForQueuedQueries();
  const shared = options.shareDatabaseOf?.connection;
  // An app sharing a database shares its upload store too: the files the rows name live there.
  const config = testConfig({
    ...(options.shareDatabaseOf ? { uploadDir: options.shareDatabaseOf.config.uploadDir } : {}),
    ...options.config,
  });
  // A store given in `deps` (an S3 bucket, a failing fake) holds the seed's files too.
  const storage = options.deps?.storage ?? createLocalStorage(config.uploadDir);
  // A file of its own starts from the run's seeded template (test/template.ts) and its files, unless it seeds into
  // another store; prepareDatabase below then only finds the migrations applied and the seed in place.
  const seeded = seededTemplate();
  const fromTemplate =
    !shared && !options.deps?.storage && seeded.template !== null && seeded.uploads !== null;
  const connection = options.ownConnection ?? shared ?? (await createTestDatabase({ seeded: fromTemplate }));
  if (fromTemplate && seeded.uploads && existsSync(seeded.uploads))
    cpSync(seeded.uploads, config.uploadDir, { recursive: true });
  if (!shared) {
    await connection.exclusive((maintenance) =>
      prepareDatabase(maintenance, { demoPassword: DEMO_PASSWORD, now: TEST_NOW, storage }),
    );
  }
  const clock = createTestClock();
  const sentMail: MailMessage[] = [];
  const sentPush: TestContext['sentPush'] = [];
  const app = await createApp({
    db: connection,
    clock,
    config,
    storage,
    mail: { send: async (message) => void sentMail.push(message) },
    push: {
      enabled: true,
      send: async (tokens, message) => {
        sentPush.push({ tokens, message });
        return { invalidTokens: [] };
      },
    },
    ...options.deps,
  });
  options.extend?.(app);
  await app.ready();

  const tokenFor = async (email: string) => {
    const [user] = await connection.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new Error(`no seeded account ${email}`);
    return signToken(
      { userId: user.id, role: user.role as StaffRole },
      { secret: config.jwtSecret, ttlSeconds: 3600, now: clock.now() },
    );
  };
  return {
    app,
    connection,
    clock,
    config,
    storage,
    sentMail,
    sentPush,
    tokenFor,
    tokenForRole: (role) => tokenFor(`${role}@demo.local`),
    call: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    async close() {
      await app.close();
      if (!shared || options.ownConnection) await connection.close();
      if (queuedQueryWarnings.length)
        throw new Error(
          `A query was sent on a connection still running one (run a transaction's queries one after another):\n${queuedQueryWarnings[0]}`,
        );
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared Db type cannot express. */
export async function queryRows<T = Record<string, unknown>>(
  connection: DatabaseConnection,
  query: SQL,
): Promise<T[]> {
  const result = (await connection.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every file in an upload store (a local folder), relative to it, sorted: what a test left behind. */
export function storedFilesOf(uploadDir: string): string[] {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    } catch {
      return [];
    }
  };
  return walk(uploadDir)
    .map((path) => relative(uploadDir, path))
    .sort();
}
