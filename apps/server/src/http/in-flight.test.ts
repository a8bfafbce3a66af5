import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createInFlight } from './in-flight.ts';

// The count a shutdown waits for (docs/operations.md "Stopping"): each path a call can take through its lifecycle.
function call() {
  const raw = new EventEmitter();
  return {
    reply: { raw } as unknown as FastifyReply,
    close: () => raw.emit('close'),
  };
}

describe('the calls in flight', () => {
  it('counts a call from its account check to its handler’s end, whatever its response does meanwhile', async () => {
    const inFlight = createInFlight();
    const { reply, close } = call();
    const tracked = inFlight.track(reply);
    tracked.checked();
    tracked.handling();
    // The caller hangs up while the handler runs.
    close();
    await nextTurn();
    expect(inFlight.count).toBe(1);
    let idle = false;
    const waiting = inFlight.idle().then(() => {
      idle = true;
    });
    await nextTurn();
    expect(idle).toBe(false);
    tracked.ended();
    await waiting;
    expect(inFlight.count).toBe(0);
  });

  it('releases a call refused before its handler once its response has closed', async () => {
    const inFlight = createInFlight();
    const { reply, close } = call();
    const tracked = inFlight.track(reply);
    tracked.checked();
    close();
    expect(inFlight.count).toBe(1);
    await nextTurn();
    await nextTurn();
    expect(inFlight.count).toBe(0);
    await inFlight.idle();
  });

  it('keeps a call whose caller hung up during the account check if its handler then runs', async () => {
    const inFlight = createInFlight();
    const { reply, close } = call();
    const tracked = inFlight.track(reply);
    close();
    await nextTurn();
    // Still checking the account: not released.
    expect(inFlight.count).toBe(1);
    tracked.checked();
    // Fastify goes on to validation and the handler without waiting on I/O.
    tracked.handling();
    await nextTurn();
    await nextTurn();
    expect(inFlight.count).toBe(1);
    tracked.ended();
    tracked.ended();
    expect(inFlight.count).toBe(0);
  });

  it('answers idle at once when nothing is in flight', async () => {
    await expect(createInFlight().idle()).resolves.toBeUndefined();
  });
});
