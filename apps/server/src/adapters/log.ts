/** The part of a logger the adapters use; Fastify's logger is one. */
export interface Log {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** Adapters are built before the app (and its logger) exist; they log through this once it does. */
export type LogSource = () => Log;
