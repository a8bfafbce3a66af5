import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  createFormMachine,
  FORM_FAILED_MESSAGE,
  type FormErrors,
  FormSubmitError,
  type SubmitInput,
  visibleErrors,
} from './form.machine.ts';

// The form machine as the plan site table uses it: values checked on every change, saved as a whole, edited on
// after a save. The machine's graph and its brief-form use are in form.machine.test.ts.

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

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
