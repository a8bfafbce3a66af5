import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** Shown when a failed save carries no message of its own. */
export const FORM_FAILED_MESSAGE = 'The changes could not be saved';

/**
 * Messages by field path: a field's name (`campaign_name`), or a path into the values for a form that edits a
 * collection (`rows.12.end_date`, `rows.12.row` for a row as a whole), as the contract's schema and the server's
 * 400 answers name them.
 */
export type FormErrors = Record<string, string>;

/**
 * When the form checks what is typed: `blur` checks a field once it was left (or after a save was tried) and shows
 * only the messages of the fields left; `change` checks after every change and shows every message at once (a
 * table edited cell by cell, with no field to leave).
 */
export type FormValidateOn = 'blur' | 'change';

/**
 * How the app's `submit` rejects: the message for the alert, and the server's messages for fields the form shows
 * (a 400 naming them). With field messages the form goes back to editing with them (and with `summary` as the
 * alert, when the fields may be out of sight); without, it has failed with the message.
 */
export class FormSubmitError extends Error {
  constructor(
    message: string,
    readonly fields: FormErrors = {},
    readonly summary: string | null = null,
  ) {
    super(message);
    this.name = 'FormSubmitError';
  }
}

export interface FormContext<TValues, TResult> {
  values: TValues;
  validateOn: FormValidateOn;
  /** The latest result of `validate` for every field (shown only for touched fields, or all after a submit). */
  errors: FormErrors;
  /** The server's messages of the latest refused save; a field's message goes as soon as that field changes. */
  serverErrors: FormErrors;
  /** Fields the user has left (blurred) at least once. */
  touched: string[];
  /** A save was tried: from then on every field's message shows. */
  submitted: boolean;
  /** Something changed since the values were given (input, reset) or saved. */
  dirty: boolean;
  /** The message of the latest failed save (kept while editing, so nothing typed is lost). */
  failure: string | null;
  /** Counts invalid submits and refused saves, so the view can move focus to the first invalid field each time. */
  invalidAttempts: number;
  /** What `submit` answered. */
  result: TResult | undefined;
}

export type FormEvent<TValues> =
  /**
   * Some values change. The server's messages of the changed fields go: by default those named by the changed
   * values' keys; `fields` names them when a value holds many fields (a table's rows: `rows.12.end_date`), and a
   * path clears the messages under it too (`rows.12` clears `rows.12.end_date`).
   */
  | { type: 'form.change'; values: Partial<TValues>; fields?: readonly string[] }
  | { type: 'form.blur'; field: string }
  | { type: 'form.submit' }
  /** Replaces every value (the update screens' prefill, once the record has loaded). */
  | { type: 'form.reset'; values: TValues };

export interface FormInput<TValues> {
  values: TValues;
  /** `blur` unless given. */
  validateOn?: FormValidateOn;
}

export interface ValidateInput<TValues> {
  values: TValues;
}

export interface SubmitInput<TValues> {
  values: TValues;
}

export interface FormOptions<TValues, TResult> {
  /**
   * The values to go on editing from after a save, from what the server answered (a table shows the server's
   * rows and figures). Without it the values stay as they were sent.
   */
  valuesAfterSave?: (result: TResult, sent: TValues) => TValues;
}

function submitFailure(error: unknown): { message: string; fields: FormErrors; summary: string | null } {
  if (error instanceof FormSubmitError)
    return { message: error.message, fields: error.fields, summary: error.summary };
  if (error instanceof Error && error.message) return { message: error.message, fields: {}, summary: null };
  return { message: FORM_FAILED_MESSAGE, fields: {}, summary: null };
}

/** Without the messages at the changed paths and under them. */
function withoutPaths(errors: FormErrors, paths: readonly string[]): FormErrors {
  const changed = (key: string) => paths.some((path) => key === path || key.startsWith(`${path}.`));
  if (!Object.keys(errors).some(changed)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !changed(key)));
}

const sameErrors = (a: FormErrors, b: FormErrors) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * One form, typed by its values and by what its save answers: editing → validating → submitting → done | failed.
 * `validate` (the contract's schema, given by the app) answers the messages by field; while editing it runs again
 * after each change (once a field was left or a save tried, unless the form checks every change), so messages
 * come and go as the user types. A save the server refuses field by field returns to editing with those
 * messages; any other failure keeps every value and shows its message. After a save the form may go on being
 * edited (a table saved again and again). The app provides `validate` and `submit` with `machine.provide`, and
 * reacts to a save with the `saved` action. Used by the brief create/update screens and the plan site table.
 */
export function createFormMachine<TValues, TResult = unknown>(options: FormOptions<TValues, TResult> = {}) {
  return setup({
    types: {
      context: {} as FormContext<TValues, TResult>,
      events: {} as FormEvent<TValues>,
      input: {} as FormInput<TValues>,
    },
    actors: {
      validate: fromPromise<FormErrors, ValidateInput<TValues>>(async () => {
        throw new Error('The form actor "validate" was not provided');
      }),
      submit: fromPromise<TResult, SubmitInput<TValues>>(async () => {
        throw new Error('The form actor "submit" was not provided');
      }),
    },
    guards: {
      checksLive: ({ context }) =>
        context.validateOn === 'change' || context.submitted || context.touched.length > 0,
      isValid: (_, params: { errors: FormErrors }) => Object.keys(params.errors).length === 0,
      refusedFieldByField: (_, params: { error: unknown }) =>
        Object.keys(submitFailure(params.error).fields).length > 0,
    },
    actions: {
      change: assign(({ context, event }) => {
        assertEvent(event, 'form.change');
        return {
          values: { ...context.values, ...event.values },
          serverErrors: withoutPaths(context.serverErrors, event.fields ?? Object.keys(event.values)),
          dirty: true,
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
          dirty: false,
          failure: null,
        };
      }),
      markSubmitted: assign({ submitted: true, failure: null }),
      // The same messages keep their object, so a view selecting them is not drawn again for nothing.
      storeErrors: assign({
        errors: ({ context }, params: { errors: FormErrors }) =>
          sameErrors(context.errors, params.errors) ? context.errors : params.errors,
      }),
      countInvalidAttempt: assign({ invalidAttempts: ({ context }) => context.invalidAttempts + 1 }),
      storeServerErrors: assign((_, params: { error: unknown }) => {
        const failure = submitFailure(params.error);
        return { serverErrors: failure.fields, failure: failure.summary };
      }),
      storeFailure: assign({
        failure: (_, params: { error: unknown }) => submitFailure(params.error).message,
      }),
      storeResult: assign(({ context }, params: { result: TResult }) => ({
        result: params.result,
        values: options.valuesAfterSave
          ? options.valuesAfterSave(params.result, context.values)
          : context.values,
        errors: {},
        serverErrors: {},
        dirty: false,
      })),
      /** The app's reaction to a save (toast, selection, navigation); nothing by default. */
      saved: (_, _params: { result: TResult }) => {},
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => ({
      values: input.values,
      validateOn: input.validateOn ?? 'blur',
      errors: {},
      serverErrors: {},
      touched: [],
      submitted: false,
      dirty: false,
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
        // No events here: a second submit while one is on its way is ignored, and edits wait for the answer.
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
        description: 'Everything typed is still here: the user may change it, or save again as it is.',
        on: {
          'form.change': { target: 'editing.checking', actions: 'change' },
          'form.blur': { target: 'editing.checking', actions: 'touch' },
          'form.reset': { target: 'editing.idle', actions: 'reset' },
          'form.submit': { target: 'validating', actions: 'markSubmitted' },
        },
      },
      done: {
        description:
          'Saved: a screen that leaves on save is finished here; one that stays (a table) goes on editing.',
        on: {
          'form.change': { target: 'editing.checking', actions: 'change' },
          'form.blur': { target: 'editing.checking', actions: 'touch' },
          'form.reset': { target: 'editing.idle', actions: 'reset' },
          'form.submit': { target: 'validating', actions: 'markSubmitted' },
        },
      },
    },
  });
}

/** The shape of every form machine (diagrams, path coverage): its actors are stubs that throw. */
export const formMachine = createFormMachine<Record<string, unknown>, unknown>();

export type FormMachine<TValues, TResult = unknown> = ReturnType<typeof createFormMachine<TValues, TResult>>;

/** The messages shown now: the live check's once a field was left or a save tried (or always), else the server's. */
export function visibleErrors(context: FormContext<unknown, unknown>): FormErrors {
  const shown =
    context.submitted || context.validateOn === 'change'
      ? context.errors
      : Object.fromEntries(
          Object.entries(context.errors).filter(([field]) => context.touched.includes(field)),
        );
  return { ...context.serverErrors, ...shown };
}
