import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { next } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import {
  ACTION_FAILED_MESSAGE,
  type ActionEvent,
  actionMachine,
  type PerformInput,
} from './action.machine.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake `perform` that fails the first `failures` times, recording what it was given. */
function start(
  requiresReason: boolean,
  { failures = 0, error = new Error('Server said no') as unknown } = {},
) {
  const calls: PerformInput[] = [];
  let left = failures;
  const perform = fromPromise<unknown, PerformInput>(async ({ input }) => {
    calls.push(input);
    if (left-- > 0) throw error;
    return { ok: true };
  });
  const actor = createActor(actionMachine.provide({ actors: { perform } }), {
    input: { requiresReason },
  }).start();
  return { actor, calls };
}

describe('action machine: the graph', () => {
  // The invoked call's outcome is sampled as the events XState sends for it, so the graph covers
  // submitting → done | failed without running anything.
  const samples = [
    { type: 'action.start' },
    { type: 'action.reasonChanged', reason: 'Budget missing' },
    { type: 'action.confirm' },
    { type: 'action.confirm', reason: 'Sites changed' },
    { type: 'action.cancel' },
    { type: 'action.retry' },
    { type: 'action.reset' },
    { type: 'xstate.done.actor.perform', output: undefined },
    { type: 'xstate.error.actor.perform', error: new Error('no') },
  ] as ActionEvent[];
  const facts = [
    { requiresReason: false, reason: '', error: null },
    { requiresReason: true, reason: '', error: null },
    { requiresReason: true, reason: '   ', error: null },
    { requiresReason: true, reason: 'Budget missing', error: null },
  ];

  it('reaches every state, takes every transition and tries the reason guard both ways', () => {
    expect(coverage(actionMachine, samples, facts)).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('refuses confirm while a required reason is empty or blank, allows it otherwise', () => {
    const confirm = { type: 'action.confirm' } as const;
    expect(next(actionMachine, 'confirming', confirm, { requiresReason: true, reason: '' })).toBeNull();
    expect(next(actionMachine, 'confirming', confirm, { requiresReason: true, reason: ' \n ' })).toBeNull();
    expect(next(actionMachine, 'confirming', confirm, { requiresReason: true, reason: 'Late' })).toBe(
      'submitting',
    );
    expect(next(actionMachine, 'confirming', confirm, { requiresReason: false, reason: '' })).toBe(
      'submitting',
    );
  });
});

describe('action machine: running', () => {
  it('confirms and performs an action without a reason', async () => {
    const { actor, calls } = start(false);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'action.start' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).toEqual([{}]);

    actor.send({ type: 'action.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('captures a reason, refuses to confirm while it is blank, and sends it trimmed', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'action.start' });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(false);

    actor.send({ type: 'action.reasonChanged', reason: '   ' });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');

    actor.send({ type: 'action.reasonChanged', reason: '  No budget  ' });
    expect(actor.getSnapshot().context.reason).toBe('  No budget  ');
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(true);
    actor.send({ type: 'action.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).toEqual([{ reason: 'No budget' }]);
  });

  it('keeps the failure message, retries with the same reason and succeeds', async () => {
    const { actor, calls } = start(true, { failures: 2 });
    actor.send({ type: 'action.start' });
    actor.send({ type: 'action.reasonChanged', reason: 'Wrong sites' });
    actor.send({ type: 'action.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Server said no');

    actor.send({ type: 'action.retry' });
    expect(actor.getSnapshot().value).toBe('submitting');
    // The last failure stays readable while the call is tried again.
    expect(actor.getSnapshot().context.error).toBe('Server said no');
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');

    actor.send({ type: 'action.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).toEqual([{ reason: 'Wrong sites' }, { reason: 'Wrong sites' }, { reason: 'Wrong sites' }]);
  });

  it('takes the reason with the confirm itself, from the dialog and again from a failure', async () => {
    const { actor, calls } = start(true, { failures: 1 });
    actor.send({ type: 'action.start' });
    actor.send({ type: 'action.confirm', reason: '  ' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'action.confirm', reason: ' Wrong city ' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');

    // Straight from the failure, with the reason edited in the dialog: one event, no cancel/start sequence.
    expect(actor.getSnapshot().can({ type: 'action.confirm', reason: '' })).toBe(false);
    actor.send({ type: 'action.confirm', reason: 'Wrong city and dates' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).toEqual([{ reason: 'Wrong city' }, { reason: 'Wrong city and dates' }]);

    // Offered again on the same screen: starts afresh, without a reset.
    actor.send({ type: 'action.start' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { reason: '', error: null } });
  });

  it('cancels from confirming and from failed, forgetting the reason and the error', async () => {
    const { actor, calls } = start(true, { failures: 1 });
    actor.send({ type: 'action.start' });
    actor.send({ type: 'action.reasonChanged', reason: 'Typo' });
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.reason).toBe('');

    actor.send({ type: 'action.start' });
    actor.send({ type: 'action.reasonChanged', reason: 'Duplicate' });
    actor.send({ type: 'action.confirm' });
    await flush();
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ reason: '', error: null });
    expect(calls).toHaveLength(1);
  });

  it('ignores events that do not belong to the current step', async () => {
    const { actor } = start(false);
    for (const type of ['action.confirm', 'action.cancel', 'action.retry', 'action.reset'] as const) {
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('idle');
    }
    actor.send({ type: 'action.start' });
    actor.send({ type: 'action.confirm' });
    actor.send({ type: 'action.cancel' });
    actor.send({ type: 'action.start' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await flush();
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('words a failure that carries no message', async () => {
    const { actor } = start(false, { failures: 1, error: { status: 500 } });
    actor.send({ type: 'action.start' });
    actor.send({ type: 'action.confirm' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(ACTION_FAILED_MESSAGE);
  });

  it('fails with a clear message when perform was not provided', async () => {
    const actor = createActor(actionMachine, { input: { requiresReason: false } }).start();
    actor.send({ type: 'action.start' });
    actor.send({ type: 'action.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toContain('"perform" was not provided');
  });
});
