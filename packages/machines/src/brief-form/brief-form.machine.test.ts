import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  BRIEF_FORM_FAILED_MESSAGE,
  type BriefFormErrors,
  type BriefFormFields,
  BriefFormSubmitError,
  briefFormMachine,
  type SubmitInput,
  visibleErrors,
} from './brief-form.machine.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Both fields required, as the contract's schema would say it. */
async function requireBoth({ values }: { values: BriefFormFields }): Promise<BriefFormErrors> {
  const errors: BriefFormErrors = {};
  if (!values.campaign_name) errors.campaign_name = 'Enter the campaign name';
  if (!values.objective) errors.objective = 'Enter the campaign objective';
  return errors;
}

/** Fake `submit` answers, one per call: a value to resolve with, or an error to reject with. */
function start(answers: unknown[] = [{ brief: { id: 9 } }], values: BriefFormFields = {}) {
  const calls: SubmitInput[] = [];
  const saved: unknown[] = [];
  const submit = fromPromise<unknown, SubmitInput>(async ({ input }) => {
    calls.push(input);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const validate = fromPromise<BriefFormErrors, { values: BriefFormFields }>(({ input }) =>
    requireBoth(input),
  );
  const machine = briefFormMachine.provide({
    actors: { submit, validate },
    actions: { saved: (_, params) => saved.push(params.result) },
  });
  const actor = createActor(machine, { input: { values } }).start();
  return { actor, calls, saved };
}

const stateOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

describe('brief form machine', () => {
  it('validates on submit, shows every message, and counts the invalid attempt', async () => {
    const { actor, calls } = start();
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    actor.send({ type: 'form.submit' });
    expect(stateOf(actor)).toBe('validating');
    await flush();
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    const { context } = actor.getSnapshot();
    expect(visibleErrors(context)).toEqual({
      campaign_name: 'Enter the campaign name',
      objective: 'Enter the campaign objective',
    });
    expect(context.invalidAttempts).toBe(1);
    expect(calls).toEqual([]);
  });

  it('checks a field live once it was left, and only that field until a submit', async () => {
    const { actor } = start();
    actor.send({ type: 'form.change', values: { campaign_name: 'Ramadan' } });
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    actor.send({ type: 'form.blur', field: 'objective' });
    expect(stateOf(actor)).toEqual({ editing: 'checking' });
    await flush();
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({ objective: 'Enter the campaign objective' });

    actor.send({ type: 'form.change', values: { objective: 'Awareness' } });
    expect(stateOf(actor)).toEqual({ editing: 'checking' });
    await flush();
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({});
  });

  it('a validate that fails leaves the live check quietly', async () => {
    const machine = briefFormMachine.provide({
      actors: {
        validate: fromPromise<BriefFormErrors, { values: BriefFormFields }>(async () => {
          throw new Error('broken');
        }),
      },
    });
    const actor = createActor(machine, { input: { values: {} } }).start();
    actor.send({ type: 'form.blur', field: 'objective' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('broken');
  });

  it('submits valid values once, even when submit is sent twice, then is done and tells the app', async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    const { actor, calls, saved } = start([pending], { campaign_name: 'A', objective: 'B' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(stateOf(actor)).toBe('submitting');
    actor.send({ type: 'form.submit' });
    answer({ brief: { id: 9 } });
    await flush();
    expect(stateOf(actor)).toBe('done');
    expect(calls).toEqual([{ values: { campaign_name: 'A', objective: 'B' } }]);
    expect(saved).toEqual([{ brief: { id: 9 } }]);
    expect(actor.getSnapshot().context.result).toEqual({ brief: { id: 9 } });
  });

  it("puts a field-by-field refusal on the fields and drops a field's message when it changes", async () => {
    const refusal = new BriefFormSubmitError('Invalid brief', { budget: 'The budget is too large' });
    const { actor } = start([refusal], { campaign_name: 'A', objective: 'B' });
    actor.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    const { context } = actor.getSnapshot();
    expect(visibleErrors(context)).toEqual({ budget: 'The budget is too large' });
    expect(context.failure).toBeNull();
    expect(context.invalidAttempts).toBe(1);

    actor.send({ type: 'form.change', values: { budget: 5 } });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({});
  });

  it('keeps every value after another failure, shows its message, and saves again', async () => {
    const { actor, calls } = start([new BriefFormSubmitError('Server down'), { brief: { id: 3 } }], {
      campaign_name: 'A',
      objective: 'B',
    });
    actor.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(stateOf(actor)).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'Server down',
      values: { campaign_name: 'A', objective: 'B' },
    });

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flush();
    await flush();
    expect(stateOf(actor)).toBe('done');
    expect(calls).toHaveLength(2);
  });

  it('lets the user edit after a failure, checking live', async () => {
    const { actor } = start([new Error('Conflict')], { campaign_name: 'A', objective: 'B' });
    actor.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(stateOf(actor)).toBe('failed');
    actor.send({ type: 'form.change', values: { objective: '' } });
    expect(stateOf(actor)).toEqual({ editing: 'checking' });
    await flush();
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({ objective: 'Enter the campaign objective' });
    expect(actor.getSnapshot().context.failure).toBe('Conflict');
  });

  it('a blur after a failure checks too', async () => {
    const { actor } = start([new Error('Conflict')], { campaign_name: 'A', objective: 'B' });
    actor.send({ type: 'form.submit' });
    await flush();
    await flush();
    actor.send({ type: 'form.blur', field: 'objective' });
    expect(stateOf(actor)).toEqual({ editing: 'checking' });
    expect(actor.getSnapshot().context.touched).toEqual(['objective']);
  });

  it('words a failure that carries no message', async () => {
    const { actor } = start(
      [{ status: 500 }].map(() => Object.assign(new Error(''), { status: 500 })),
      {
        campaign_name: 'A',
        objective: 'B',
      },
    );
    actor.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(actor.getSnapshot().context.failure).toBe(BRIEF_FORM_FAILED_MESSAGE);
  });

  it('replaces every value on reset (the prefill), forgetting messages and touched fields', async () => {
    const { actor } = start();
    actor.send({ type: 'form.blur', field: 'objective' });
    await flush();
    actor.send({ type: 'form.blur', field: 'objective' });
    await flush();
    expect(actor.getSnapshot().context.touched).toEqual(['objective']);
    actor.send({ type: 'form.reset', values: { campaign_name: 'Loaded', objective: 'Loaded' } });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { campaign_name: 'Loaded', objective: 'Loaded' },
      errors: {},
      touched: [],
      submitted: false,
    });
  });

  it('fails with a clear message when the actors were not provided', async () => {
    const actor = createActor(briefFormMachine, { input: { values: {} } }).start();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toContain('"validate" was not provided');

    const validOnly = createActor(
      briefFormMachine.provide({
        actors: { validate: fromPromise<BriefFormErrors, { values: BriefFormFields }>(async () => ({})) },
      }),
      { input: { values: {} } },
    ).start();
    validOnly.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(validOnly.getSnapshot().context.failure).toContain('"submit" was not provided');
  });
});
