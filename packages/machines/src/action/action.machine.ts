import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** Shown when a failure carries no message of its own. */
export const ACTION_FAILED_MESSAGE = 'The action could not be completed';

export interface ActionContext {
  /** Reject-style actions (reject a brief, request a modification, lose a plan) need a reason. */
  requiresReason: boolean;
  /** The reason as typed in the confirm dialog. */
  reason: string;
  /** The message of the latest failure (kept while retrying), shown in the dialog beside Retry. */
  error: string | null;
}

export type ActionEvent =
  | { type: 'action.start' }
  | { type: 'action.reasonChanged'; reason: string }
  /** Confirms with the reason typed in the dialog (when given, it replaces the one stored). */
  | { type: 'action.confirm'; reason?: string }
  | { type: 'action.cancel' }
  | { type: 'action.retry' }
  | { type: 'action.reset' };

export interface ActionInput {
  requiresReason: boolean;
}

/** What `perform` receives: the trimmed reason, when one was given. */
export interface PerformInput {
  reason?: string;
}

/**
 * The app's `perform` should reject with an Error whose message is meant for the user (the API client's
 * `errorMessage` already words server answers that way).
 */
function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return ACTION_FAILED_MESSAGE;
}

/**
 * One review action (accept, reject with a reason, delete, …): idle → confirming (the confirm dialog is open)
 * → submitting → done | failed. A failure keeps the dialog open with its reason: `action.confirm` (with the
 * reason as typed now) or `action.retry` sends the call again; `action.cancel` closes the dialog from confirming
 * or failed. The app provides `perform`.
 */
export const actionMachine = setup({
  types: {
    context: {} as ActionContext,
    events: {} as ActionEvent,
    input: {} as ActionInput,
  },
  actors: {
    perform: fromPromise<unknown, PerformInput>(async () => {
      throw new Error('The action actor "perform" was not provided');
    }),
  },
  guards: {
    // The confirm may carry the reason itself (the dialog sends what is typed): judge that one when present.
    hasRequiredReason: ({ context, event }) => {
      if (!context.requiresReason) return true;
      const reason =
        event.type === 'action.confirm' && event.reason !== undefined ? event.reason : context.reason;
      return reason.trim() !== '';
    },
  },
  actions: {
    setReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'action.reasonChanged');
        return event.reason;
      },
    }),
    takeConfirmedReason: assign({
      reason: ({ context, event }) => {
        assertEvent(event, 'action.confirm');
        return event.reason ?? context.reason;
      },
    }),
    storeError: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
    // Closing the dialog forgets what was typed, so the next start begins empty.
    clear: assign({ reason: '', error: null }),
  },
}).createMachine({
  id: 'action',
  context: ({ input }) => ({ requiresReason: input.requiresReason, reason: '', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'action.start': 'confirming' },
    },
    confirming: {
      on: {
        'action.reasonChanged': { actions: 'setReason' },
        'action.confirm': {
          guard: 'hasRequiredReason',
          target: 'submitting',
          actions: 'takeConfirmedReason',
          description: 'A reason is required.',
        },
        'action.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    submitting: {
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => {
          const reason = context.reason.trim();
          return reason ? { reason } : {};
        },
        onDone: 'done',
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: {
        'action.reset': { target: 'idle', actions: 'clear' },
        // The same action offered again (a screen that stays open after it) starts afresh.
        'action.start': { target: 'confirming', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'action.retry': 'submitting',
        // Confirming again from the dialog that shows the failure: with the reason as it is now (edited or not).
        'action.confirm': {
          guard: 'hasRequiredReason',
          target: 'submitting',
          actions: 'takeConfirmedReason',
          description: 'A reason is required.',
        },
        'action.reasonChanged': { actions: 'setReason' },
        'action.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type ActionMachine = typeof actionMachine;
