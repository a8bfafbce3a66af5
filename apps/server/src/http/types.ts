import type { VerifiedToken } from '../auth/tokens.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Clock, Mail, Push, Storage } from '../deps.ts';
import type { AuthUser, PasswordGrant } from '../services/auth/index.ts';
import type { NotificationStreams } from '../services/notifications/live.ts';
import type { InFlight } from './in-flight.ts';
import type { Metrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
}

// The decorators, declared once (CONVENTIONS.md).
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: AppConfig;
    storage: Storage;
    push: Push;
    mail: Mail;
    /** The live notification streams of this process and their one LISTEN (services/notifications/live.ts). */
    notificationStreams: NotificationStreams;
    /** Every route as registered (method and full URL), recorded by an onRoute hook. */
    registeredRoutes: RegisteredRoute[];
    /** Starting, ready or stopping (http/readiness.ts): what the readiness check and the start-up gate read. */
    readiness: Readiness;
    /** The Prometheus metrics of this app (http/metrics.ts). */
    metrics: Metrics;
    /** The calls whose handlers are still running (http/in-flight.ts): what a shutdown waits for. */
    inFlight: InFlight;
  }
  interface FastifyContextConfig {
    /** The contract entry a route serves (set by `route()`): the metrics' endpoint label, the start-up gate's key. */
    endpointId?: string;
  }
  interface FastifyRequest {
    /** Set by the bearer check of the route's contract entry; null on routes without bearer auth. */
    user: AuthUser | null;
    /** The verified bearer token (its hash and expiry, for sign-out); null on routes without bearer auth. */
    bearerToken: VerifiedToken | null;
    /** Set by the password-token check; null elsewhere. */
    passwordGrant: PasswordGrant | null;
  }
}
