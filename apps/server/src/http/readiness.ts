import type { FastifyInstance } from 'fastify';

/**
 * Where the server is in its life (docs/operations.md "Health and readiness"). main.ts listens before it migrates,
 * so that a load balancer and an operator can ask how the start-up goes; until the database is migrated and seeded
 * the server is `starting`, and from SIGTERM on it is `stopping`.
 */
export type ServerState = 'starting' | 'ready' | 'stopping';

export interface Readiness {
  readonly state: ServerState;
  ready(): void;
  stopping(): void;
}

export function createReadiness(initial: ServerState = 'ready'): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === 'starting') state = 'ready';
    },
    stopping() {
      state = 'stopping';
    },
  };
}

export const NOT_READY_MESSAGES: Record<Exclude<ServerState, 'ready'>, string> = {
  starting: 'The server is starting: its database is being prepared. Try again in a moment.',
  stopping: 'The server is stopping. Try again in a moment.',
};

/** Seconds a caller is told to wait (Retry-After) while the server is not ready or its database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The calls served whatever the state: liveness, readiness (which says why it is not ready) and the metrics (which
 * read no table the migrations may be changing, and report `ooh_server_ready`).
 */
const ALWAYS_SERVED = new Set(['health', 'readiness', 'metrics']);

/**
 * Answers every other request 503 `{ message }` while the server is not ready, before anything else runs (no
 * authentication, no body, no handler): nothing may read a database that is not migrated yet, and the app's own
 * files wait too (the app they load would call it).
 */
export function registerReadinessGate(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onRequest', async (request, reply) => {
    const { state } = readiness;
    if (state === 'ready' || ALWAYS_SERVED.has(request.routeOptions.config.endpointId ?? '')) return;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: NOT_READY_MESSAGES[state] });
  });
}
