import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The request state of one call (spec section 4): idle → loading → succeeded | failed.
 * A new `request.start` while loading supersedes the running request: the invoked actor is stopped (its
 * AbortSignal fires) and whatever it resolves with later is ignored.
 */
export interface RequestStateContext<TInput, TData> {
  /** The input of the latest request, reused by `request.retry`. */
  input: TInput | undefined;
  /** The data of the latest successful request; kept while a newer one loads. */
  data: TData | undefined;
  /** The failure of the latest request. */
  error: unknown;
  /** True until the first request of an actor created with `start` has begun. */
  startPending: boolean;
}

export type RequestStateEvent<TInput> =
  | { type: 'request.start'; input: TInput }
  | { type: 'request.retry' }
  | { type: 'request.reset' };

export interface RequestStateInput<TInput, TData = unknown> {
  /** When given, the request starts at once with this input. */
  start?: { input: TInput };
  /**
   * When given (with `start`'s input), the request has already been answered: the actor starts as succeeded with
   * this data and calls nothing (a first page's call started at boot and settled before the page rendered).
   */
  answered?: { data: TData };
}

/**
 * The request-state machine for one call, typed by its input and its data: the app passes the call itself as
 * `load` (it receives the input and the AbortSignal that fires when a newer start supersedes it), so nothing
 * downstream casts `unknown`. Tests pass a fake the same way.
 */
export function createRequestStateMachine<TInput, TData>(
  load: (input: TInput, signal: AbortSignal) => Promise<TData> = async () => {
    throw new Error('The request actor "fetch" was not provided');
  },
) {
  return setup({
    types: {
      context: {} as RequestStateContext<TInput, TData>,
      events: {} as RequestStateEvent<TInput>,
      input: {} as RequestStateInput<TInput, TData>,
    },
    actors: {
      // The input travels boxed: a bare generic input could itself be a function, which XState reads as a mapper.
      fetch: fromPromise<TData, { request: TInput }>(({ input, signal }) => load(input.request, signal)),
    },
    guards: {
      startsAtOnce: ({ context }) => context.startPending,
      alreadyAnswered: ({ context }) => context.startPending && context.data !== undefined,
    },
    actions: {
      rememberInput: assign({
        input: ({ event }) => {
          assertEvent(event, 'request.start');
          return event.input;
        },
      }),
      storeData: assign({ data: (_, params: { data: TData }) => params.data, error: undefined }),
      storeError: assign({ error: (_, params: { error: unknown }) => params.error }),
      forget: assign({ input: undefined, data: undefined, error: undefined, startPending: false }),
      markStarted: assign({ startPending: false }),
    },
  }).createMachine({
    id: 'requestState',
    context: ({ input }) => ({
      input: input.start?.input,
      data: input.start ? input.answered?.data : undefined,
      error: undefined,
      startPending: input.start !== undefined,
    }),
    initial: 'idle',
    states: {
      idle: {
        always: [
          { guard: 'alreadyAnswered', target: 'succeeded', actions: 'markStarted' },
          { guard: 'startsAtOnce', target: 'loading' },
        ],
        on: { 'request.start': { target: 'loading', actions: 'rememberInput' } },
      },
      loading: {
        entry: 'markStarted',
        invoke: {
          src: 'fetch',
          input: ({ context }) => ({ request: context.input as TInput }),
          onDone: {
            target: 'succeeded',
            actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
          },
          onError: {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        },
        on: { 'request.start': { target: 'loading', reenter: true, actions: 'rememberInput' } },
      },
      succeeded: {
        on: { 'request.start': { target: 'loading', actions: 'rememberInput' } },
      },
      failed: {
        on: {
          'request.start': { target: 'loading', actions: 'rememberInput' },
          'request.retry': { target: 'loading' },
        },
      },
    },
    on: { 'request.reset': { target: '.idle', actions: 'forget' } },
  });
}

/** The shape of every request-state machine (diagrams, path coverage): its `fetch` is a stub that throws. */
export const requestStateMachine = createRequestStateMachine<unknown, unknown>();

export type RequestStateMachine = typeof requestStateMachine;
