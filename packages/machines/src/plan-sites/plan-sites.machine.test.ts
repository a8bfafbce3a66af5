import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  PLAN_SITES_SAVE_FAILED_MESSAGE,
  type PlanSiteDraft,
  type PlanSiteErrors,
  type PlanSitesLoaded,
  type PlanSitesSaved,
  PlanSitesSaveError,
  planSitesMachine,
  rowErrors,
  type SaveInput,
} from './plan-sites.machine.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function draft(siteId: number, change: Partial<PlanSiteDraft> = {}): PlanSiteDraft {
  return {
    key: String(siteId),
    site_id: siteId,
    site: {
      site_code: `LHE-${siteId}`,
      site_name: `Site ${siteId}`,
      region_name: 'Punjab',
      city_id: 1,
      city_name: 'Lahore',
      location_name: 'Gulberg',
      medium_name: 'Billboard',
      kind: 'conventional',
      width_ft: 40,
      height_ft: 20,
      faces: 1,
      illuminated: true,
      daily_traffic: 50_000,
    },
    saved: { total: 100 },
    start_date: '2026-12-01',
    end_date: '2026-12-30',
    line_type: 'paid',
    monthly_rate: 100_000,
    discount_percent: 0,
    printing_rate: 0,
    mounting_cost: 0,
    spot_length_seconds: null,
    loop_length_seconds: null,
    spots_per_loop: null,
    ...change,
  };
}

/** Rate required and end not before start: the contract's rules, as the app's `validate` would say them. */
async function check({ rows }: { rows: PlanSiteDraft[] }): Promise<PlanSiteErrors> {
  const errors: PlanSiteErrors = {};
  for (const row of rows) {
    const messages: Record<string, string> = {};
    if (row.monthly_rate === null) messages.monthly_rate = 'Enter a rate of 0 or more';
    if (row.start_date && row.end_date && row.end_date < row.start_date)
      messages.end_date = 'The end date cannot be before the start date';
    if (Object.keys(messages).length) errors[row.key] = messages;
  }
  return errors;
}

interface Setup {
  loaded?: Partial<PlanSitesLoaded> | Error;
  answers?: unknown[];
}

function start({ loaded = {}, answers = [] }: Setup = {}) {
  const saves: SaveInput[] = [];
  const savedCalls: PlanSitesSaved[] = [];
  let loads = 0;
  const machine = planSitesMachine.provide({
    actors: {
      load: fromPromise<PlanSitesLoaded, { planId: number }>(async () => {
        loads += 1;
        if (loaded instanceof Error) {
          if (loads === 1) throw loaded;
          return { plan: { id: 1 }, rows: [draft(1)], hiddenColumns: [], refusal: null };
        }
        return { plan: { id: 1 }, rows: [draft(1), draft(2)], hiddenColumns: [], refusal: null, ...loaded };
      }),
      validate: fromPromise<PlanSiteErrors, { rows: PlanSiteDraft[] }>(({ input }) => check(input)),
      save: fromPromise<PlanSitesSaved, SaveInput>(async ({ input }) => {
        saves.push(input);
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        if (answer === 'never') return new Promise<never>(() => {});
        return (
          (answer as PlanSitesSaved | undefined) ?? {
            plan: { id: 1, saved: true },
            rows: input.rows.map((row) => ({ ...row, saved: { total: 1 } })),
            hiddenColumns: input.hiddenColumns,
          }
        );
      }),
    },
    actions: { saved: (_, params) => savedCalls.push(params.saved) },
  });
  const actor = createActor(machine, { input: { planId: 1 } }).start();
  return { actor, saves, savedCalls, loads: () => loads };
}

type Actor = ReturnType<typeof start>['actor'];
const stateOf = (actor: Actor) => actor.getSnapshot().value;
const contextOf = (actor: Actor) => actor.getSnapshot().context;

describe('plan sites machine', () => {
  it('loads the plan and edits it when its lifecycle allows', async () => {
    const { actor } = start();
    expect(stateOf(actor)).toBe('loading');
    await flush();
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    expect(contextOf(actor).rows.map((row) => row.key)).toEqual(['1', '2']);
    expect(contextOf(actor).dirty).toBe(false);
  });

  it('shows a plan whose status refuses edits read-only, with the refusal, and ignores edits', async () => {
    const { actor } = start({ loaded: { refusal: 'Cannot save sites: this plan is pending.' } });
    await flush();
    expect(stateOf(actor)).toBe('readOnly');
    expect(contextOf(actor).refusal).toBe('Cannot save sites: this plan is pending.');
    actor.send({ type: 'sites.remove', keys: ['1'] });
    actor.send({ type: 'sites.save' });
    expect(stateOf(actor)).toBe('readOnly');
    expect(contextOf(actor).rows).toHaveLength(2);
  });

  it('keeps a failed load and loads again on retry', async () => {
    const { actor, loads } = start({ loaded: new Error('offline') });
    await flush();
    expect(stateOf(actor)).toBe('loadFailed');
    expect(contextOf(actor).loadError).toBeInstanceOf(Error);
    actor.send({ type: 'plan.retry' });
    await flush();
    expect(loads()).toBe(2);
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
  });

  it('adds sites once each, and marks the table dirty', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'sites.add', rows: [draft(2), draft(3, { saved: null })] });
    expect(stateOf(actor)).toEqual({ editing: 'checking' });
    await flush();
    expect(contextOf(actor).rows.map((row) => row.key)).toEqual(['1', '2', '3']);
    expect(contextOf(actor).dirty).toBe(true);
  });

  it('checks rows as they change; only the changed row becomes a new object and loses its saved figures', async () => {
    const { actor } = start();
    await flush();
    const before = contextOf(actor).rows;
    actor.send({ type: 'sites.change', key: '2', values: { end_date: '2026-11-01' } });
    await flush();
    const after = contextOf(actor).rows;
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]?.saved).toBeNull();
    expect(rowErrors(contextOf(actor), '2')).toEqual({
      end_date: 'The end date cannot be before the start date',
    });
    // The same messages keep their object, so the row is not drawn again for nothing.
    const messages = contextOf(actor).errors['2'];
    actor.send({ type: 'sites.change', key: '1', values: { discount_percent: 5 } });
    await flush();
    expect(contextOf(actor).errors['2']).toBe(messages);

    actor.send({ type: 'sites.change', key: '2', values: { end_date: '2026-12-31' } });
    await flush();
    expect(rowErrors(contextOf(actor), '2')).toBeUndefined();
  });

  it('refuses to save while a row is invalid, and counts the attempt', async () => {
    const { actor, saves } = start();
    await flush();
    actor.send({ type: 'sites.change', key: '1', values: { monthly_rate: null } });
    actor.send({ type: 'sites.save' });
    expect(stateOf(actor)).toBe('validating');
    await flush();
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    expect(saves).toEqual([]);
    expect(contextOf(actor).invalidAttempts).toBe(1);
    expect(rowErrors(contextOf(actor), '1')).toEqual({ monthly_rate: 'Enter a rate of 0 or more' });
  });

  it('saves the rows and hidden columns once, then shows what the server answered', async () => {
    const { actor, saves, savedCalls } = start({ answers: ['never'] });
    await flush();
    actor.send({ type: 'sites.hideColumns', columns: ['cpm'] });
    actor.send({ type: 'sites.remove', keys: ['2'] });
    actor.send({ type: 'sites.save' });
    await flush();
    expect(stateOf(actor)).toBe('saving');
    actor.send({ type: 'sites.save' });
    actor.send({ type: 'sites.change', key: '1', values: { monthly_rate: 5 } });
    await flush();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ planId: 1, hiddenColumns: ['cpm'] });
    expect(saves[0]?.rows.map((row) => row.key)).toEqual(['1']);
    expect(contextOf(actor).rows[0]?.monthly_rate).toBe(100_000);
    expect(savedCalls).toEqual([]);
  });

  it('after a save, keeps the answer, is clean, and edits on', async () => {
    const { actor, savedCalls } = start();
    await flush();
    actor.send({ type: 'sites.remove', keys: ['2'] });
    actor.send({ type: 'sites.save' });
    await flush();
    await flush();
    expect(stateOf(actor)).toBe('saved');
    expect(contextOf(actor)).toMatchObject({ dirty: false, plan: { saved: true }, failure: null });
    expect(contextOf(actor).rows[0]?.saved).toEqual({ total: 1 });
    expect(savedCalls).toHaveLength(1);

    actor.send({ type: 'sites.change', key: '1', values: { line_type: 'foc' } });
    expect(stateOf(actor)).toEqual({ editing: 'checking' });
    expect(contextOf(actor).dirty).toBe(true);
  });

  it('keeps every edit after a refusal (409), with its message, and saves again', async () => {
    const conflict = new PlanSitesSaveError('LHE-002 is booked in Winter – plan E (BR-2026-0011).');
    const { actor, saves } = start({ answers: [conflict] });
    await flush();
    actor.send({ type: 'sites.change', key: '2', values: { discount_percent: 12 } });
    actor.send({ type: 'sites.save' });
    await flush();
    await flush();
    expect(stateOf(actor)).toBe('failed');
    expect(contextOf(actor).failure).toBe('LHE-002 is booked in Winter – plan E (BR-2026-0011).');
    expect(contextOf(actor).rows[1]?.discount_percent).toBe(12);
    expect(contextOf(actor).dirty).toBe(true);

    actor.send({ type: 'sites.save' });
    expect(contextOf(actor).failure).toBeNull();
    await flush();
    await flush();
    expect(stateOf(actor)).toBe('saved');
    expect(saves).toHaveLength(2);
  });

  it("puts a 400's messages on their rows until those fields change", async () => {
    const refused = new PlanSitesSaveError('Invalid input', {
      '2': { end_date: 'Too late', row: 'A site can be in a plan only once' },
    });
    const { actor } = start({ answers: [refused] });
    await flush();
    actor.send({ type: 'sites.save' });
    await flush();
    await flush();
    expect(stateOf(actor)).toBe('failed');
    expect(rowErrors(contextOf(actor), '2')).toEqual({
      end_date: 'Too late',
      row: 'A site can be in a plan only once',
    });
    actor.send({ type: 'sites.change', key: '2', values: { end_date: '2026-12-29' } });
    await flush();
    expect(rowErrors(contextOf(actor), '2')).toBeUndefined();
  });

  it('words a failure without a message, and edits or hides columns from failed', async () => {
    const machine = planSitesMachine.provide({
      actors: {
        load: fromPromise<PlanSitesLoaded, { planId: number }>(async () => ({
          plan: {},
          rows: [draft(1)],
          hiddenColumns: [],
          refusal: null,
        })),
        validate: fromPromise<PlanSiteErrors, { rows: PlanSiteDraft[] }>(async () => ({})),
        save: fromPromise<PlanSitesSaved, SaveInput>(async () => {
          throw 'nothing useful';
        }),
      },
    });
    const other = createActor(machine, { input: { planId: 2 } }).start();
    await flush();
    other.send({ type: 'sites.save' });
    await flush();
    await flush();
    expect(other.getSnapshot().value).toBe('failed');
    expect(other.getSnapshot().context.failure).toBe(PLAN_SITES_SAVE_FAILED_MESSAGE);
    other.send({ type: 'sites.hideColumns', columns: ['gross'] });
    expect(other.getSnapshot().value).toEqual({ editing: 'idle' });
    other.send({ type: 'sites.add', rows: [draft(4, { saved: null })] });
    other.send({ type: 'sites.remove', keys: ['4'] });
    expect(other.getSnapshot().context.rows.map((row) => row.key)).toEqual(['1']);
  });

  it('a validate that fails while saving ends in failed with every row kept', async () => {
    const machine = planSitesMachine.provide({
      actors: {
        load: fromPromise<PlanSitesLoaded, { planId: number }>(async () => ({
          plan: {},
          rows: [draft(1)],
          hiddenColumns: [],
          refusal: null,
        })),
        validate: fromPromise<PlanSiteErrors, { rows: PlanSiteDraft[] }>(async () => {
          throw new Error('The check broke');
        }),
      },
    });
    const actor = createActor(machine, { input: { planId: 3 } }).start();
    await flush();
    actor.send({ type: 'sites.change', key: '1', values: { monthly_rate: 1 } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    actor.send({ type: 'sites.save' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('The check broke');
    expect(actor.getSnapshot().context.rows[0]?.monthly_rate).toBe(1);
  });
});
