import type { FastifyReply } from 'fastify';

/**
 * The calls whose work is still running, whether or not anyone still waits for the answer (docs/operations.md
 * "Stopping"). `app.close()` waits for the connections, not for the handlers: a caller that hangs up leaves its
 * handler running with no connection to wait for, and closing the database under it made its next query fail
 * ("Cannot use a pool after calling end on the pool"), so a step after the commit (a notification, a mail) could be
 * lost. The shutdown waits for this count to reach zero, within SHUTDOWN_TIMEOUT, before it closes the database.
 */
export interface InFlight {
  /** Calls from their account check to their handler's end. */
  readonly count: number;
  /**
   * Counts one call from now (the route's first hook) until its handler ends, or, when no handler runs (a 401,
   * a 400 from validation, a caller gone before it), until its response closes.
   */
  track(reply: FastifyReply): TrackedCall;
  /** Resolves once no call is in flight. */
  idle(): Promise<void>;
}

export interface TrackedCall {
  /** The account check is over; the lifecycle goes on to validation and the handler, or answers an error. */
  checked(): void;
  /** The handler starts: the call is released when it ends (`ended`), not when its response closes. */
  handling(): void;
  /** The handler has ended, answered or thrown. */
  ended(): void;
}

export function createInFlight(): InFlight {
  let count = 0;
  let waiters: Array<() => void> = [];
  const release = () => {
    count -= 1;
    if (count > 0) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  return {
    get count() {
      return count;
    },
    track(reply) {
      count += 1;
      let released = false;
      let checked = false;
      let handling = false;
      let closed = false;
      const done = () => {
        if (released) return;
        released = true;
        release();
      };
      // A response closed before a handler started: the call ends there unless the handler is about to run. From
      // the account check's end to the handler, Fastify runs validation and the route's hooks without waiting on
      // I/O for a call whose body has arrived, so one turn of the event loop later the handler has started or
      // never will.
      const settleWithoutHandler = () => {
        if (!closed || !checked || handling) return;
        setImmediate(() => {
          if (!handling) done();
        });
      };
      reply.raw.once('close', () => {
        closed = true;
        settleWithoutHandler();
      });
      return {
        checked() {
          checked = true;
          settleWithoutHandler();
        },
        handling() {
          handling = true;
        },
        ended: done,
      };
    },
    idle() {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
