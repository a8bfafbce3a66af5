import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseConnection } from './db/connection.ts';
import type { Clock, Mail, Push, Storage } from './deps.ts';
import { registerApiCompression } from './http/compression.ts';
import { registerDocs } from './http/docs.ts';
import { errorHandler } from './http/error-handler.ts';
import { createInFlight } from './http/in-flight.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerMultipart } from './http/multipart.ts';
import { createReadiness, type Readiness, registerReadinessGate } from './http/readiness.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { registerStorybook } from './http/storybook.ts';
import { registerRequestTimeout } from './http/timeout.ts';
import type { RegisteredRoute } from './http/types.ts';
import { backupFenceOf, fenceRemovals } from './ops/backup/fence.ts';
import { productVersion } from './paths.ts';
import { authRoutes } from './routes/auth.ts';
import { briefRoutes } from './routes/briefs.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { clientRoutes } from './routes/clients.ts';
import { competitorRoutes } from './routes/competitors.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { fieldRoutes } from './routes/field.ts';
import { lifecycleRoutes } from './routes/lifecycles.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { payOrderRoutes } from './routes/payorders.ts';
import { planListRoutes } from './routes/plan-lists.ts';
import { planSummaryRoutes } from './routes/plan-summaries.ts';
import { planRoutes } from './routes/plans.ts';
import { siteImportRoutes } from './routes/site-import.ts';
import { siteRoutes } from './routes/sites.ts';
import { systemRoutes } from './routes/system.ts';
import { userRoutes } from './routes/users.ts';
import { visualRepRoutes } from './routes/visualrep.ts';
import { createNotificationStreams } from './services/notifications/live.ts';

export interface AppDeps {
  db: DatabaseConnection;
  clock: Clock;
  storage: Storage;
  push: Push;
  mail: Mail;
  config: AppConfig;
  /** Pino options, or an existing logger; no logging when absent (tests). */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /**
   * Whether the database is ready (http/readiness.ts): main.ts listens while it migrates and passes one that starts
   * `starting`; ready from the start when absent (the tests, whose database is prepared first).
   */
  readiness?: Readiness;
}

/** The HTTP contract paths are relative to this (the web client's API base). */
export const API_PREFIX = '/api';

/** Builds the whole server without listening: tests call `app.inject()`, main.ts calls `listen()`. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const logger = deps.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    bodyLimit: config.bodyLimit,
    // Fastify fails closed on a bare hop count (it cannot check the peer); the operator who sets a count states
    // that every connection comes through that many proxies (README, "Timeouts and proxies"; docs/domain.md).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Node's own limit is the longest any request may take (an upload); other requests get the shorter
    // requestTimeoutMs from the hook below (docs/domain.md, decisions: timeouts).
    requestTimeout: Math.max(config.requestTimeoutMs, config.uploadTimeoutMs),
    connectionTimeout: Math.max(config.requestTimeoutMs, config.uploadTimeoutMs) + 5_000,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // The spec writes some paths with a trailing slash (`/fetch-all-locations-city-wise/`); accept both forms.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.server.headersTimeout = Math.min(
    config.headersTimeoutMs,
    Math.max(config.requestTimeoutMs, config.uploadTimeoutMs),
  );
  const readiness = deps.readiness ?? createReadiness();
  app.decorate('readiness', readiness);
  // First of the hooks: nothing runs for a request the server is not ready for.
  registerReadinessGate(app, readiness);
  app.decorate('metrics', registerMetrics(app, { db: deps.db.db, pools: deps.db.pools, readiness }));
  registerRequestTimeout(app, config.requestTimeoutMs);
  app.decorate('inFlight', createInFlight());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  app.decorate('db', deps.db.db);
  app.decorate('clock', deps.clock);
  app.decorate('config', config);
  // Removals of stored files wait while a backup copies the store (ops/backup/fence.ts).
  app.decorate(
    'storage',
    fenceRemovals(deps.storage, backupFenceOf(deps.db), (error, key) =>
      app.log.warn({ err: error, key }, 'stored file could not be removed'),
    ),
  );
  app.decorate('push', deps.push);
  app.decorate('mail', deps.mail);
  const notificationStreams = createNotificationStreams({
    connection: deps.db,
    db: deps.db.db,
    clock: deps.clock,
    log: app.log,
    perUser: config.notificationStreamsPerUser,
    heartbeatMs: config.notificationStreamHeartbeatMs,
  });
  app.decorate('notificationStreams', notificationStreams);
  // Open streams would keep `close()` waiting for ever (onClose runs only after every request has ended): they end
  // in preClose, and the LISTEN stops once the server is closed, before the caller closes the database.
  app.addHook('preClose', (done) => {
    notificationStreams.endAll();
    done();
  });
  app.addHook('onClose', async () => notificationStreams.stop());
  app.decorateRequest('user', null);
  app.decorateRequest('passwordGrant', null);
  app.decorateRequest('bearerToken', null);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON (multipart comes with uploads); any other body is a 415, not a string zod then rejects.
  app.removeContentTypeParser('text/plain');

  await registerSecurityHeaders(app, config.mapOrigins);
  const version = productVersion();
  await app.register(
    async (api) => {
      // Uploads (multipart/form-data) are an API matter: the parser is registered inside the prefix only.
      await registerMultipart(api);
      await registerApiCompression(api);
      await api.register(authRoutes);
      await api.register(lookupRoutes);
      await api.register(dashboardRoutes);
      await api.register(briefRoutes);
      await api.register(planRoutes);
      await api.register(clientRoutes);
      await api.register(competitorRoutes);
      await api.register(notificationRoutes);
      await api.register(planListRoutes);
      await api.register(planSummaryRoutes);
      await api.register(visualRepRoutes);
      await api.register(payOrderRoutes);
      await api.register(siteRoutes);
      await api.register(siteImportRoutes);
      await api.register(campaignRoutes);
      await api.register(fieldRoutes);
      await api.register(userRoutes);
      await api.register(lifecycleRoutes);
      await api.register(systemRoutes, { version, database: deps.db.kind });
    },
    { prefix: API_PREFIX },
  );
  await registerDocs(app, version);
  await registerStorybook(app, { dist: config.storybookDist, open: config.storybookOpen });
  await registerSpa(app, config.webDist);
  return app;
}
