import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../db/connection.ts';
import type { Readiness } from './readiness.ts';

/**
 * The graceful stop on SIGTERM (docs/operations.md "Stopping"): readiness fails at once, the server stops accepting
 * connections, new calls on kept-alive ones are answered 503 (Fastify's own, with `Connection: close`), the calls
 * in flight finish within `timeoutMs` (their handlers too, when their callers hung up: http/in-flight.ts), then the
 * database is closed. Answers the exit code: 0 when every call
 * finished, 1 when the time ran out and the remaining connections were cut.
 */
export async function shutDown(deps: {
  app: FastifyInstance;
  connection: DatabaseConnection;
  readiness: Readiness;
  timeoutMs: number;
  /** The start-up's database work, if it may still run: a migration is one transaction, it finishes first. */
  preparing?: Promise<unknown> | null;
}): Promise<number> {
  const { app, connection, timeoutMs } = deps;
  deps.readiness.stopping();
  let forced = false;
  let timeUp: () => void = () => {};
  const outOfTime = new Promise<void>((resolve) => {
    timeUp = resolve;
  });
  const deadline = setTimeout(() => {
    forced = true;
    app.log.warn(
      { timeoutMs, handlersRunning: app.inFlight.count },
      'calls still in flight at the end of SHUTDOWN_TIMEOUT: their connections are cut',
    );
    app.server.closeAllConnections();
    timeUp();
  }, timeoutMs);
  // A kept-alive connection whose call has just finished would hold close() until its idle timeout: closed as soon
  // as it is idle (Fastify closes the idle ones only once, when the close begins).
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    // close() resolves once the connections are closed; a handler whose caller hung up has none and may still be
    // running: the database stays open until it ends (in-flight.ts), within the same time.
    await Promise.race([app.inFlight.idle(), outOfTime]);
  } catch (error) {
    app.log.error({ err: error }, 'the server did not close cleanly');
    forced = true;
  } finally {
    clearTimeout(deadline);
    clearInterval(idle);
  }
  await deps.preparing?.catch(() => {});
  try {
    await connection.close();
  } catch (error) {
    app.log.error({ err: error }, 'the database did not close cleanly');
    forced = true;
  }
  app.log.info({ drained: !forced }, 'stopped');
  return forced ? 1 : 0;
}
