import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRequestStateMachine, requestStateMachine } from './request-state.machine.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake fetch whose calls the test settles one by one. */
function fakeFetch() {
  const calls: { input: unknown; signal: AbortSignal; result: Deferred<unknown> }[] = [];
  const machine = createRequestStateMachine<unknown, unknown>((input, signal) => {
    const result = deferred<unknown>();
    calls.push({ input, signal, result });
    return result.promise;
  });
  return { calls, machine };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('request-state machine', () => {
  it('goes idle → loading → succeeded and keeps the data', async () => {
    const fetch = fakeFetch();
    const actor = createActor(fetch.machine, {
      input: {},
    }).start();
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'request.start', input: { page: 1 } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetch.calls[0]?.input).toEqual({ page: 1 });

    fetch.calls[0]?.result.resolve({ total: 3 });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.data).toEqual({ total: 3 });
  });

  it('fails, then retries with the same input and succeeds', async () => {
    const fetch = fakeFetch();
    const actor = createActor(fetch.machine, {
      input: {},
    }).start();
    actor.send({ type: 'request.start', input: 'a' });
    const failure = new Error('boom');
    fetch.calls[0]?.result.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(failure);

    actor.send({ type: 'request.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetch.calls[1]?.input).toBe('a');
    fetch.calls[1]?.result.resolve('ok');
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('ignores the result of a superseded request and aborts it', async () => {
    const fetch = fakeFetch();
    const actor = createActor(fetch.machine, {
      input: {},
    }).start();
    actor.send({ type: 'request.start', input: { page: 1 } });
    actor.send({ type: 'request.start', input: { page: 2 } });
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.calls[0]?.signal.aborted).toBe(true);

    fetch.calls[0]?.result.resolve('page one');
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');

    fetch.calls[1]?.result.resolve('page two');
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.data).toBe('page two');
    expect(actor.getSnapshot().context.input).toEqual({ page: 2 });
  });

  it('starts at once when created with a start input (guard true), waits otherwise (guard false)', () => {
    const fetch = fakeFetch();
    const started = createActor(fetch.machine, {
      input: { start: { input: undefined } },
    }).start();
    expect(started.getSnapshot().value).toBe('loading');

    const waiting = createActor(fetch.machine, {
      input: {},
    }).start();
    expect(waiting.getSnapshot().value).toBe('idle');
    expect(fetch.calls).toHaveLength(1);
  });

  it('starts a new request from succeeded and from failed, and resets to idle', async () => {
    const fetch = fakeFetch();
    const actor = createActor(fetch.machine, {
      input: {},
    }).start();
    actor.send({ type: 'request.start', input: 1 });
    fetch.calls[0]?.result.resolve('one');
    await flush();
    actor.send({ type: 'request.start', input: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    fetch.calls[1]?.result.reject(new Error('no'));
    await flush();
    actor.send({ type: 'request.start', input: 3 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetch.calls[2]?.input).toBe(3);

    actor.send({ type: 'request.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ input: undefined, data: undefined });
  });

  it('fails with a clear message when the app did not provide the fetch actor', async () => {
    const actor = createActor(requestStateMachine, { input: {} }).start();
    actor.send({ type: 'request.start', input: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(String(actor.getSnapshot().context.error)).toContain('"fetch" was not provided');
  });

  it('starts as succeeded with an answer already there, and calls nothing until asked again', async () => {
    const fetch = fakeFetch();
    const actor = createActor(fetch.machine, {
      input: { start: { input: { page: 1 } }, answered: { data: { total: 3 } } },
    }).start();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context).toMatchObject({ input: { page: 1 }, data: { total: 3 } });
    expect(fetch.calls).toHaveLength(0);

    actor.send({ type: 'request.start', input: { page: 2 } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetch.calls[0]?.input).toEqual({ page: 2 });
    // Without a start, an answer means nothing: the actor waits as before.
    const waiting = createActor(fetch.machine, { input: { answered: { data: 'x' } } }).start();
    expect(waiting.getSnapshot().value).toBe('idle');
    expect(waiting.getSnapshot().context.data).toBeUndefined();
  });
});
