import pg from 'pg';

/**
 * node-postgres's pool, made to survive connections lost under load (the database restarted, an operator or a
 * failover ended the sessions: docs/operations.md "When the database is the problem"). Two gaps are closed here:
 *
 * - A checked-out client (a transaction, the start-up's lock) has no `error` listener of the pool's, so a
 *   connection that ends between two of its queries raised an uncaught `error` and stopped the process. Every client
 *   gets a listener of its own; its next query fails instead, which the app answers 503.
 * - Drizzle's transaction (drizzle-orm 0.45.4, node-postgres/session.js) sends `begin` before its try/finally: when
 *   `begin` fails on a lost connection the client is never released, and the pool would count it as busy for ever,
 *   one slot fewer each time until every call waited for a connection. A checked-out client whose connection ends
 *   is now released to the pool (which discards it) at once, and the release that follows is ignored.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    // An idle client's lost connection: the pool forgets the client and opens another for the next query.
    this.on('error', () => {});
    this.on('connect', (client) => client.on('error', () => {}));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // The pool's own `query` checks out with a callback and releases on every path itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releasedOnLoss);
  }
}

function releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const lost = () => {
    if (released) return;
    released = true;
    release(new Error('the connection to the database was lost'));
  };
  client.once('end', lost);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', lost);
    release(error);
  };
  return client;
}
