import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** Shown when a failed save carries no message of its own. */
export const BRIEF_FORM_FAILED_MESSAGE = 'The brief could not be saved';

/** What the form holds, field by field (the app types it: the form brief's fields, or the file brief's). */
export type BriefFormFields = Record<string, unknown>;

/** Messages by field name, as the contract's schema and the server's 400 answers name them. */
export type BriefFormErrors = Record<string, string>;

/**
 * How the app's `submit` rejects: the message for the alert, and the server's messages for fields the form shows
 * (a 400 naming them). With field messages the form goes back to editing with them; without, it has failed.
 */
export class BriefFormSubmitError extends Error {
  constructor(
    message: string,
    readonly fields: BriefFormErrors = {},
  ) {
    super(message);
    this.name = 'BriefFormSubmitError';
  }
}

export interface BriefFormContext {
  values: BriefFormFields;
  /** The latest result of `validate` for every field (shown only for touched fields, or all after a submit). */
  errors: BriefFormErrors;
  /** The server's messages of the latest refused save; a field's message goes as soon as that field changes. */
  serverErrors: BriefFormErrors;
  /** Fields the user has left (blurred) at least once. */
  touched: string[];
  /** A save was tried: from then on every field's message shows. */
  submitted: boolean;
  /** The message of the latest failed save (kept while editing, so nothing typed is lost). */
  failure: string | null;
  /** Counts invalid submits and refused saves, so the view can move focus to the first invalid field each time. */
  invalidAttempts: number;
  /** What `submit` answered. */
  result: unknown;
}

export type BriefFormEvent =
  | { type: 'form.change'; values: BriefFormFields }
  | { type: 'form.blur'; field: string }
  | { type: 'form.submit' }
  /** Replaces every value (the update screens' prefill, once the brief has loaded). */
  | { type: 'form.reset'; values: BriefFormFields };

export interface BriefFormInput {
  values: BriefFormFields;
}

export interface ValidateInput {
  values: BriefFormFields;
}

export interface SubmitInput {
  values: BriefFormFields;
}

function submitFailure(error: unknown): { message: string; fields: BriefFormErrors } {
  if (error instanceof BriefFormSubmitError) return { message: error.message, fields: error.fields };
  if (error instanceof Error && error.message) return { message: error.message, fields: {} };
  return { message: BRIEF_FORM_FAILED_MESSAGE, fields: {} };
}

function withoutKeys(errors: BriefFormErrors, keys: readonly string[]): BriefFormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));
}

/**
 * One brief form (create or update, by form or by file): editing → validating → submitting → done | failed.
 * `validate` (the contract's schema, given by the app) answers the messages by field; while editing it runs again
 * after each change once a field was left or a save tried, so messages come and go as the user types. A save
 * the server refuses field by field returns to editing with those messages; any other failure keeps every value
 * and shows its message. The app provides `validate` and `submit`.
 */
export const briefFormMachine = setup({
  types: {
    context: {} as BriefFormContext,
    events: {} as BriefFormEvent,
    input: {} as BriefFormInput,
  },
  actors: {
    validate: fromPromise<BriefFormErrors, ValidateInput>(async () => {
      throw new Error('The brief form actor "validate" was not provided');
    }),
    submit: fromPromise<unknown, SubmitInput>(async () => {
      throw new Error('The brief form actor "submit" was not provided');
    }),
  },
  guards: {
    checksLive: ({ context }) => context.submitted || context.touched.length > 0,
    isValid: (_, params: { errors: BriefFormErrors }) => Object.keys(params.errors).length === 0,
    refusedFieldByField: (_, params: { error: unknown }) =>
      Object.keys(submitFailure(params.error).fields).length > 0,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return {
        values: { ...context.values, ...event.values },
        serverErrors: withoutKeys(context.serverErrors, Object.keys(event.values)),
      };
    }),
    touch: assign({
      touched: ({ context, event }) => {
        assertEvent(event, 'form.blur');
        return context.touched.includes(event.field) ? context.touched : [...context.touched, event.field];
      },
    }),
    reset: assign(({ event }) => {
      assertEvent(event, 'form.reset');
      return {
        values: event.values,
        errors: {},
        serverErrors: {},
        touched: [],
        submitted: false,
        failure: null,
      };
    }),
    markSubmitted: assign({ submitted: true, failure: null }),
    storeErrors: assign({ errors: (_, params: { errors: BriefFormErrors }) => params.errors }),
    countInvalidAttempt: assign({ invalidAttempts: ({ context }) => context.invalidAttempts + 1 }),
    storeServerErrors: assign({
      serverErrors: (_, params: { error: unknown }) => submitFailure(params.error).fields,
    }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => submitFailure(params.error).message }),
    storeResult: assign({ result: (_, params: { result: unknown }) => params.result }),
    /** The app's reaction to a save (toast, selection, navigation); nothing by default. */
    saved: (_, _params: { result: unknown }) => {},
  },
}).createMachine({
  id: 'briefForm',
  context: ({ input }) => ({
    values: input.values,
    errors: {},
    serverErrors: {},
    touched: [],
    submitted: false,
    failure: null,
    invalidAttempts: 0,
    result: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        checking: {
          invoke: {
            id: 'validate',
            src: 'validate',
            input: ({ context }) => ({ values: context.values }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeErrors', params: ({ event }) => ({ errors: event.output }) },
            },
            onError: 'idle',
          },
        },
      },
      on: {
        'form.change': [
          { guard: 'checksLive', target: '.checking', reenter: true, actions: 'change' },
          { actions: 'change' },
        ],
        'form.blur': { target: '.checking', reenter: true, actions: 'touch' },
        'form.reset': { target: '.idle', actions: 'reset' },
        'form.submit': { target: 'validating', actions: 'markSubmitted' },
      },
    },
    validating: {
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ errors: event.output }) },
            target: 'submitting',
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
    submitting: {
      // No events here: a second submit while one is on its way is ignored.
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'saved', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'refusedFieldByField', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              { type: 'storeServerErrors', params: ({ event }) => ({ error: event.error }) },
              'countInvalidAttempt',
            ],
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: {
      // Everything typed is still here: the user may change it, or save again as it is.
      on: {
        'form.change': { target: 'editing.checking', actions: 'change' },
        'form.blur': { target: 'editing.checking', actions: 'touch' },
        'form.submit': { target: 'validating', actions: 'markSubmitted' },
      },
    },
    done: { type: 'final' },
  },
});

export type BriefFormMachine = typeof briefFormMachine;

/** The message a field shows: the live check's once the field was left or a save tried, else the server's. */
export function visibleErrors(context: BriefFormContext): BriefFormErrors {
  const shown = context.submitted
    ? context.errors
    : Object.fromEntries(Object.entries(context.errors).filter(([field]) => context.touched.includes(field)));
  return { ...context.serverErrors, ...shown };
}
