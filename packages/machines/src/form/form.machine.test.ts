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

/** A table edited row by row, as the plan site table uses the form: rows by key, columns hidden from the client. */
interface Row {
  key: string;
  rate: number | null;
  start: string;
  end: string;
  /** The server's figures while the row is as saved. */
  saved: boolean;
}
interface TableValues {
  rows: Row[];
  hiddenColumns: string[];
}
interface TableSaved extends TableValues {
  message: string;
}

const tableMachine = createFormMachine<TableValues, TableSaved>({
  valuesAfterSave: (saved) => ({ rows: saved.rows, hiddenColumns: saved.hiddenColumns }),
});

const row = (key: string, change: Partial<Row> = {}): Row => ({
  key,
  rate: 100,
  start: '2026-12-01',
  end: '2026-12-30',
  saved: true,
  ...change,
});

/** Rate required and end not before start, by path `rows.<key>.<field>`. */
async function checkRows({ values }: { values: TableValues }): Promise<FormErrors> {
  const errors: FormErrors = {};
  for (const { key, rate, start, end } of values.rows) {
    if (rate === null) errors[`rows.${key}.rate`] = 'Enter a rate of 0 or more';
    if (end < start) errors[`rows.${key}.end`] = 'The end date cannot be before the start date';
  }
  return errors;
}

function startTable(answers: unknown[] = []) {
  const saves: SubmitInput<TableValues>[] = [];
  const saved: TableSaved[] = [];
  const machine = tableMachine.provide({
    actors: {
      validate: fromPromise<FormErrors, { values: TableValues }>(({ input }) => checkRows(input)),
      submit: fromPromise<TableSaved, SubmitInput<TableValues>>(async ({ input }) => {
        saves.push(input);
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        if (answer === 'never') return new Promise<never>(() => {});
        return {
          message: 'Plan sites saved',
          rows: input.values.rows.map((each) => ({ ...each, saved: true })),
          hiddenColumns: input.values.hiddenColumns,
        };
      }),
    },
    actions: { saved: (_, params) => saved.push(params.result) },
  });
  const actor = createActor(machine, {
    input: { values: { rows: [row('1'), row('2')], hiddenColumns: [] }, validateOn: 'change' },
  }).start();
  /** A row's change, as the table sends it: the rows with that one replaced, naming the fields changed. */
  const changeRow = (key: string, change: Partial<Row>) =>
    actor.send({
      type: 'form.change',
      values: {
        rows: actor
          .getSnapshot()
          .context.values.rows.map((each) =>
            each.key === key ? { ...each, ...change, saved: false } : each,
          ),
      },
      fields: [...Object.keys(change).map((field) => `rows.${key}.${field}`), `rows.${key}.row`],
    });
  const removeRows = (keys: string[]) =>
    actor.send({
      type: 'form.change',
      values: { rows: actor.getSnapshot().context.values.rows.filter((each) => !keys.includes(each.key)) },
      fields: keys.map((key) => `rows.${key}`),
    });
  return { actor, saves, saved, changeRow, removeRows };
}

type TableActor = ReturnType<typeof startTable>['actor'];
const tableOf = (actor: TableActor) => actor.getSnapshot().context;

describe('form machine, as a table checked on every change', () => {
  it('checks every change at once and shows every message; the same messages keep their object', async () => {
    const { actor, changeRow } = startTable();
    expect(tableOf(actor).dirty).toBe(false);
    changeRow('2', { end: '2026-11-01' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'checking' });
    await flush();
    expect(tableOf(actor).dirty).toBe(true);
    expect(tableOf(actor).values.rows[1]?.saved).toBe(false);
    expect(visibleErrors(tableOf(actor))).toEqual({
      'rows.2.end': 'The end date cannot be before the start date',
    });
    const messages = tableOf(actor).errors;
    changeRow('1', { start: '2026-12-02' });
    await flush();
    expect(tableOf(actor).errors).toBe(messages);

    changeRow('2', { end: '2026-12-31' });
    await flush();
    expect(visibleErrors(tableOf(actor))).toEqual({});
  });

  it('refuses to save while a row is invalid, and counts the attempt', async () => {
    const { actor, saves, changeRow } = startTable();
    changeRow('1', { rate: null });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('validating');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(saves).toEqual([]);
    expect(tableOf(actor).invalidAttempts).toBe(1);
    expect(visibleErrors(tableOf(actor))).toEqual({ 'rows.1.rate': 'Enter a rate of 0 or more' });
  });

  it('saves the rows and hidden columns once, ignoring edits while the save is on its way', async () => {
    const { actor, saves, saved, changeRow, removeRows } = startTable(['never']);
    actor.send({ type: 'form.change', values: { hiddenColumns: ['cpm'] } });
    removeRows(['2']);
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'form.submit' });
    changeRow('1', { rate: 5 });
    await flush();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.values.hiddenColumns).toEqual(['cpm']);
    expect(saves[0]?.values.rows.map((each) => each.key)).toEqual(['1']);
    expect(tableOf(actor).values.rows[0]?.rate).toBe(100);
    expect(saved).toEqual([]);
  });

  it("after a save, shows the server's values, is clean, and edits on", async () => {
    const { actor, saved, changeRow, removeRows } = startTable();
    removeRows(['2']);
    changeRow('1', { rate: 120 });
    actor.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(tableOf(actor)).toMatchObject({
      dirty: false,
      failure: null,
      result: { message: 'Plan sites saved' },
    });
    expect(tableOf(actor).values.rows).toEqual([row('1', { rate: 120 })]);
    expect(saved).toHaveLength(1);

    changeRow('1', { rate: 130 });
    expect(actor.getSnapshot().value).toEqual({ editing: 'checking' });
    expect(tableOf(actor).dirty).toBe(true);
  });

  it('keeps every edit after a refusal (409), with its message, and saves again', async () => {
    const conflict = new FormSubmitError('LHE-002 is booked in Winter – plan E (BR-2026-0011).');
    const { actor, saves, changeRow } = startTable([conflict]);
    changeRow('2', { rate: 12 });
    actor.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(tableOf(actor).failure).toBe('LHE-002 is booked in Winter – plan E (BR-2026-0011).');
    expect(tableOf(actor).values.rows[1]?.rate).toBe(12);
    expect(tableOf(actor).dirty).toBe(true);

    actor.send({ type: 'form.submit' });
    expect(tableOf(actor).failure).toBeNull();
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(saves).toHaveLength(2);
  });

  it("puts a 400's messages on their rows, with its summary, until those fields change or the row goes", async () => {
    const refused = new FormSubmitError(
      'Invalid input',
      {
        'rows.2.end': 'Too late',
        'rows.2.row': 'A site can be in a plan only once',
        'rows.1.rate': 'Too low',
      },
      'Some rows were refused: see the messages on them.',
    );
    const { actor, changeRow, removeRows } = startTable([refused]);
    actor.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(tableOf(actor).failure).toBe('Some rows were refused: see the messages on them.');
    expect(visibleErrors(tableOf(actor))).toEqual({
      'rows.2.end': 'Too late',
      'rows.2.row': 'A site can be in a plan only once',
      'rows.1.rate': 'Too low',
    });
    changeRow('2', { end: '2026-12-29' });
    await flush();
    expect(visibleErrors(tableOf(actor))).toEqual({ 'rows.1.rate': 'Too low' });
    removeRows(['1']);
    expect(visibleErrors(tableOf(actor))).toEqual({});
  });

  it('words a failure without a message, and edits from failed', async () => {
    const machine = tableMachine.provide({
      actors: {
        validate: fromPromise<FormErrors, { values: TableValues }>(async () => ({})),
        submit: fromPromise<TableSaved, SubmitInput<TableValues>>(async () => {
          throw 'nothing useful';
        }),
      },
    });
    const other = createActor(machine, {
      input: { values: { rows: [row('1')], hiddenColumns: [] }, validateOn: 'change' },
    }).start();
    other.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(other.getSnapshot().value).toBe('failed');
    expect(other.getSnapshot().context.failure).toBe(FORM_FAILED_MESSAGE);
    other.send({ type: 'form.change', values: { hiddenColumns: ['gross'] } });
    expect(other.getSnapshot().value).toEqual({ editing: 'checking' });
    expect(other.getSnapshot().context.values).toEqual({ rows: [row('1')], hiddenColumns: ['gross'] });
  });

  it('a validate that fails while saving ends in failed with every row kept', async () => {
    const machine = tableMachine.provide({
      actors: {
        validate: fromPromise<FormErrors, { values: TableValues }>(async () => {
          throw new Error('The check broke');
        }),
      },
    });
    const actor = createActor(machine, {
      input: { values: { rows: [row('1')], hiddenColumns: [] }, validateOn: 'change' },
    }).start();
    actor.send({ type: 'form.change', values: { rows: [row('1', { rate: 1 })] } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('The check broke');
    expect(actor.getSnapshot().context.values.rows[0]?.rate).toBe(1);
  });
});
