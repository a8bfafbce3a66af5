import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { coverage } from '../testing/index.ts';
import {
  createFormMachine,
  FORM_FAILED_MESSAGE,
  type FormErrors,
  type FormEvent,
  FormSubmitError,
  formMachine,
  type SubmitInput,
  visibleErrors,
} from './form.machine.ts';

/** The brief form's values, as the brief screens type them (a few of its fields). */
interface BriefValues {
  campaign_name?: string;
  objective?: string;
  budget?: number;
}

const briefFormMachine = createFormMachine<BriefValues, unknown>();

describe('form machine: the graph', () => {
  // The invoked calls' outcomes are sampled as the events XState sends for them, so the graph covers
  // validating → submitting → done | editing | failed without running anything.
  const samples = [
    { type: 'form.change', values: { objective: 'Awareness' } },
    { type: 'form.blur', field: 'objective' },
    { type: 'form.submit' },
    { type: 'form.reset', values: {} },
    { type: 'xstate.done.actor.validate', output: {} },
    { type: 'xstate.done.actor.validate', output: { objective: 'Enter the campaign objective' } },
    { type: 'xstate.error.actor.validate', error: new Error('broken') },
    { type: 'xstate.done.actor.submit', output: { brief: { id: 9 } } },
    {
      type: 'xstate.error.actor.submit',
      error: new FormSubmitError('Invalid brief', { budget: 'Too large' }),
    },
    { type: 'xstate.error.actor.submit', error: new Error('Server down') },
  ] as FormEvent<Record<string, unknown>>[];
  // The context is made by a function, so each variant is a whole context; they differ in what the live check reads.
  const context = {
    values: {},
    validateOn: 'blur' as const,
    errors: {},
    serverErrors: {},
    touched: [] as string[],
    submitted: false,
    dirty: false,
    failure: null,
    invalidAttempts: 0,
    result: undefined,
  };
  const facts = [
    context,
    { ...context, touched: ['objective'] },
    { ...context, validateOn: 'change' as const },
  ];

  it('reaches every state, takes every transition and tries every guard both ways', () => {
    expect(coverage(formMachine, samples, facts, { ignoreContext: ['invalidAttempts'] })).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Both fields required, as the contract's schema would say it. */
async function requireBoth({ values }: { values: BriefValues }): Promise<FormErrors> {
  const errors: FormErrors = {};
  if (!values.campaign_name) errors.campaign_name = 'Enter the campaign name';
  if (!values.objective) errors.objective = 'Enter the campaign objective';
  return errors;
}

/** Fake `submit` answers, one per call: a value to resolve with, or an error to reject with. */
function start(answers: unknown[] = [{ brief: { id: 9 } }], values: BriefValues = {}) {
  const calls: SubmitInput<BriefValues>[] = [];
  const saved: unknown[] = [];
  const submit = fromPromise<unknown, SubmitInput<BriefValues>>(async ({ input }) => {
    calls.push(input);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const validate = fromPromise<FormErrors, { values: BriefValues }>(({ input }) => requireBoth(input));
  const machine = briefFormMachine.provide({
    actors: { submit, validate },
    actions: { saved: (_, params) => saved.push(params.result) },
  });
  const actor = createActor(machine, { input: { values } }).start();
  return { actor, calls, saved };
}

const stateOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

describe('form machine, with brief values', () => {
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
        validate: fromPromise<FormErrors, { values: BriefValues }>(async () => {
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
    const refusal = new FormSubmitError('Invalid brief', { budget: 'The budget is too large' });
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
    const { actor, calls } = start([new FormSubmitError('Server down'), { brief: { id: 3 } }], {
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
    expect(actor.getSnapshot().context.failure).toBe(FORM_FAILED_MESSAGE);
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
        actors: { validate: fromPromise<FormErrors, { values: BriefValues }>(async () => ({})) },
      }),
      { input: { values: {} } },
    ).start();
    validOnly.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(validOnly.getSnapshot().context.failure).toContain('"submit" was not provided');
  });
});
