import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** Shown when a failed save carries no message of its own. */
export const PLAN_SITES_SAVE_FAILED_MESSAGE = 'The plan sites could not be saved';

/** What an inventory site brings to a row of the site table (the app fills it from the contract's types). */
export interface PlanSiteFacts {
  site_code: string;
  site_name: string;
  region_name: string;
  city_id: number;
  city_name: string;
  location_name: string;
  medium_name: string;
  kind: 'conventional' | 'digital';
  width_ft: number;
  height_ft: number;
  faces: number;
  illuminated: boolean;
  daily_traffic: number | null;
}

/** What the planner types on a row; null while a field is empty. */
export interface PlanSiteValues {
  start_date: string | null;
  end_date: string | null;
  line_type: 'paid' | 'foc';
  monthly_rate: number | null;
  discount_percent: number | null;
  printing_rate: number | null;
  mounting_cost: number | null;
  spot_length_seconds: number | null;
  loop_length_seconds: number | null;
  spots_per_loop: number | null;
}

/** One row of the site table while it is edited. */
export interface PlanSiteDraft extends PlanSiteValues {
  /** Stable identity of the row (a site is in a plan once, so its id does). */
  key: string;
  site_id: number;
  site: PlanSiteFacts;
  /**
   * The server's computed row while the row is as the server saved it; null for an added site and once the
   * row is edited (the screen then previews its figures, labelled as a preview).
   */
  saved: unknown | null;
}

/** Messages by row key, then by field (the contract's field names, or `row` for the row as a whole). */
export type PlanSiteErrors = Record<string, Record<string, string>>;

/**
 * How the app's `save` rejects: the message for the alert, and the server's messages by row (a 400 naming
 * `plan_form.<n>.<field>`, mapped to the rows' keys by the app).
 */
export class PlanSitesSaveError extends Error {
  constructor(
    message: string,
    readonly rows: PlanSiteErrors = {},
  ) {
    super(message);
    this.name = 'PlanSitesSaveError';
  }
}

export interface PlanSitesLoaded {
  /** The plan as the server answered (the app's type); the machine only keeps it. */
  plan: unknown;
  rows: PlanSiteDraft[];
  hiddenColumns: string[];
  /** Why the plan's lifecycle refuses edits in its status, or null when it allows them. */
  refusal: string | null;
}

export interface PlanSitesSaved {
  plan: unknown;
  rows: PlanSiteDraft[];
  hiddenColumns: string[];
}

export interface PlanSitesContext {
  planId: number;
  plan: unknown;
  rows: PlanSiteDraft[];
  hiddenColumns: string[];
  /** Something changed since the plan was loaded or saved. */
  dirty: boolean;
  /** The latest check of every row (the contract's schema, run by the app). */
  errors: PlanSiteErrors;
  /** The server's messages of the latest refused save; a field's message goes as soon as that field changes. */
  serverErrors: PlanSiteErrors;
  /** The message of the latest failed save, kept while editing so nothing is lost. */
  failure: string | null;
  /** Counts refused saves (invalid rows or a server refusal): the view moves focus to the first message. */
  invalidAttempts: number;
  loadError: unknown;
  /** Set when the plan is read-only: the lifecycle's words. */
  refusal: string | null;
}

export type PlanSitesEvent =
  | { type: 'plan.retry' }
  | { type: 'sites.add'; rows: PlanSiteDraft[] }
  | { type: 'sites.change'; key: string; values: Partial<PlanSiteValues> }
  | { type: 'sites.remove'; keys: string[] }
  | { type: 'sites.hideColumns'; columns: string[] }
  | { type: 'sites.save' };

export interface PlanSitesInput {
  planId: number;
}

export interface ValidateInput {
  rows: PlanSiteDraft[];
}

export interface SaveInput {
  planId: number;
  rows: PlanSiteDraft[];
  hiddenColumns: string[];
}

function saveFailure(error: unknown): { message: string; rows: PlanSiteErrors } {
  if (error instanceof PlanSitesSaveError) return { message: error.message, rows: error.rows };
  if (error instanceof Error && error.message) return { message: error.message, rows: {} };
  return { message: PLAN_SITES_SAVE_FAILED_MESSAGE, rows: {} };
}

const sameMessages = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** The new errors, keeping the previous object of each row whose messages did not change (memoised rows). */
function stableErrors(previous: PlanSiteErrors, next: PlanSiteErrors): PlanSiteErrors {
  const result: PlanSiteErrors = {};
  for (const [key, messages] of Object.entries(next)) {
    const before = previous[key];
    result[key] = before && sameMessages(before, messages) ? before : messages;
  }
  return result;
}

function withoutFields(errors: PlanSiteErrors, key: string, fields: readonly string[]): PlanSiteErrors {
  const row = errors[key];
  if (!row) return errors;
  const kept = Object.fromEntries(
    Object.entries(row).filter(([field]) => field !== 'row' && !fields.includes(field)),
  );
  const { [key]: _, ...others } = errors;
  return Object.keys(kept).length ? { ...others, [key]: kept } : others;
}

function withoutRows(errors: PlanSiteErrors, keys: readonly string[]): PlanSiteErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));
}

const EDIT_TARGET = '#planSites.editing.checking';

/**
 * The site table of one plan (/add-plan-sites/{plan_id}): loading → editing (dirty) → validating → saving →
 * saved | failed. The plan's lifecycle decides, when it loads, whether its sites may be edited at all
 * (read-only otherwise, with the lifecycle's refusal). Every edit checks the rows again with the app's
 * `validate` (the contract's schema); Save checks once more and sends nothing while a row is invalid. A save the
 * server refuses keeps every row as typed, with its message and its messages by row. The app provides `load`,
 * `validate` and `save`.
 */
export const planSitesMachine = setup({
  types: {
    context: {} as PlanSitesContext,
    events: {} as PlanSitesEvent,
    input: {} as PlanSitesInput,
  },
  actors: {
    load: fromPromise<PlanSitesLoaded, { planId: number }>(async () => {
      throw new Error('The plan sites actor "load" was not provided');
    }),
    validate: fromPromise<PlanSiteErrors, ValidateInput>(async () => {
      throw new Error('The plan sites actor "validate" was not provided');
    }),
    save: fromPromise<PlanSitesSaved, SaveInput>(async () => {
      throw new Error('The plan sites actor "save" was not provided');
    }),
  },
  guards: {
    editable: (_, params: { loaded: PlanSitesLoaded }) => params.loaded.refusal === null,
    allRowsValid: (_, params: { errors: PlanSiteErrors }) => Object.keys(params.errors).length === 0,
  },
  actions: {
    storeLoaded: assign((_, params: { loaded: PlanSitesLoaded }) => ({
      plan: params.loaded.plan,
      rows: params.loaded.rows,
      hiddenColumns: params.loaded.hiddenColumns,
      refusal: params.loaded.refusal,
      loadError: null,
      dirty: false,
    })),
    storeLoadError: assign({ loadError: (_, params: { error: unknown }) => params.error }),
    addRows: assign(({ context, event }) => {
      assertEvent(event, 'sites.add');
      const present = new Set(context.rows.map((row) => row.key));
      const added = event.rows.filter((row) => !present.has(row.key));
      return added.length ? { rows: [...context.rows, ...added], dirty: true } : {};
    }),
    changeRow: assign(({ context, event }) => {
      assertEvent(event, 'sites.change');
      const fields = Object.keys(event.values);
      return {
        // Only the changed row is a new object: the other rows keep their identity (memoised row components).
        rows: context.rows.map((row) =>
          row.key === event.key ? { ...row, ...event.values, saved: null } : row,
        ),
        serverErrors: withoutFields(context.serverErrors, event.key, fields),
        dirty: true,
      };
    }),
    removeRows: assign(({ context, event }) => {
      assertEvent(event, 'sites.remove');
      return {
        rows: context.rows.filter((row) => !event.keys.includes(row.key)),
        errors: withoutRows(context.errors, event.keys),
        serverErrors: withoutRows(context.serverErrors, event.keys),
        dirty: true,
      };
    }),
    hideColumns: assign(({ event }) => {
      assertEvent(event, 'sites.hideColumns');
      return { hiddenColumns: event.columns, dirty: true };
    }),
    storeErrors: assign({
      errors: ({ context }, params: { errors: PlanSiteErrors }) =>
        stableErrors(context.errors, params.errors),
    }),
    countInvalidAttempt: assign({ invalidAttempts: ({ context }) => context.invalidAttempts + 1 }),
    clearFailure: assign({ failure: null }),
    storeSaved: assign((_, params: { saved: PlanSitesSaved }) => ({
      plan: params.saved.plan,
      rows: params.saved.rows,
      hiddenColumns: params.saved.hiddenColumns,
      errors: {},
      serverErrors: {},
      failure: null,
      dirty: false,
    })),
    storeFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = saveFailure(params.error);
      return {
        failure: failure.message,
        serverErrors: failure.rows,
        invalidAttempts: context.invalidAttempts + 1,
      };
    }),
    /** The app's reaction to a save (a toast); nothing by default. */
    saved: (_, _params: { saved: PlanSitesSaved }) => {},
  },
}).createMachine({
  id: 'planSites',
  context: ({ input }) => ({
    planId: input.planId,
    plan: null,
    rows: [],
    hiddenColumns: [],
    dirty: false,
    errors: {},
    serverErrors: {},
    failure: null,
    invalidAttempts: 0,
    loadError: null,
    refusal: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ planId: context.planId }),
        onDone: [
          {
            guard: { type: 'editable', params: ({ event }) => ({ loaded: event.output }) },
            target: 'editing',
            actions: { type: 'storeLoaded', params: ({ event }) => ({ loaded: event.output }) },
          },
          {
            target: 'readOnly',
            actions: { type: 'storeLoaded', params: ({ event }) => ({ loaded: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'plan.retry': 'loading' },
    },
    readOnly: {
      description: "The plan's status does not allow its sites to be edited; it is shown as it is.",
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        checking: {
          invoke: {
            id: 'validate',
            src: 'validate',
            input: ({ context }) => ({ rows: context.rows }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeErrors', params: ({ event }) => ({ errors: event.output }) },
            },
            onError: 'idle',
          },
        },
      },
      on: {
        'sites.add': { target: EDIT_TARGET, reenter: true, actions: 'addRows' },
        'sites.change': { target: EDIT_TARGET, reenter: true, actions: 'changeRow' },
        'sites.remove': { target: EDIT_TARGET, reenter: true, actions: 'removeRows' },
        'sites.hideColumns': { actions: 'hideColumns' },
        'sites.save': { target: 'validating', actions: 'clearFailure' },
      },
    },
    validating: {
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => ({ rows: context.rows }),
        onDone: [
          {
            guard: { type: 'allRowsValid', params: ({ event }) => ({ errors: event.output }) },
            target: 'saving',
            actions: { type: 'storeErrors', params: ({ event }) => ({ errors: event.output }) },
          },
          {
            target: 'editing',
            actions: [
              { type: 'storeErrors', params: ({ event }) => ({ errors: event.output }) },
              'countInvalidAttempt',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      // No events here: a second Save while one is on its way is ignored, and edits wait for the answer.
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          planId: context.planId,
          rows: context.rows,
          hiddenColumns: context.hiddenColumns,
        }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) },
            { type: 'saved', params: ({ event }) => ({ saved: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      description: "The table shows the server's rows, figures and totals; editing goes on from here.",
      on: {
        'sites.add': { target: EDIT_TARGET, actions: 'addRows' },
        'sites.change': { target: EDIT_TARGET, actions: 'changeRow' },
        'sites.remove': { target: EDIT_TARGET, actions: 'removeRows' },
        'sites.hideColumns': { target: 'editing', actions: 'hideColumns' },
        'sites.save': { target: 'validating', actions: 'clearFailure' },
      },
    },
    failed: {
      description: 'Every row is kept as typed, with the message (and the messages by row) of the refusal.',
      on: {
        'sites.add': { target: EDIT_TARGET, actions: 'addRows' },
        'sites.change': { target: EDIT_TARGET, actions: 'changeRow' },
        'sites.remove': { target: EDIT_TARGET, actions: 'removeRows' },
        'sites.hideColumns': { target: 'editing', actions: 'hideColumns' },
        'sites.save': { target: 'validating', actions: 'clearFailure' },
      },
    },
  },
});

export type PlanSitesMachine = typeof planSitesMachine;

/** The messages a row shows: the live check's, over the server's for the fields not changed since. */
export function rowErrors(context: PlanSitesContext, key: string): Record<string, string> | undefined {
  const server = context.serverErrors[key];
  const checked = context.errors[key];
  if (!server) return checked;
  if (!checked) return server;
  return { ...server, ...checked };
}
