import { type ApiClient, errorMessage } from '@ooh/api';
import { actionMachine, type PerformInput } from '@ooh/machines/action';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';

export interface LifecycleActionOptions<T> {
  /** Reject-style actions: the dialog asks for a reason and the machine refuses to go on without one. */
  requiresReason: boolean;
  perform: (client: ApiClient, input: PerformInput) => Promise<T>;
  /** Spec section 8: shown when the server's answer carries no message. */
  fallback: string;
  /** The server's answer, once the action succeeded. */
  onDone: (result: T) => void;
}

export interface LifecycleActionView {
  /** The confirm dialog is open (confirming, submitting or failed). */
  open: boolean;
  busy: boolean;
  /** Why the last attempt failed: the server's message, or the fallback. */
  error: string | undefined;
  start: () => void;
  /** Confirms (again, after a failure) with the reason typed in the dialog. */
  confirm: (reason?: string) => void;
  cancel: () => void;
}

/**
 * One lifecycle action as the action machine runs it: confirm → submitting → done | failed (the dialog stays open
 * with the message; confirming again, with the reason as typed now, retries). Each control sends one event.
 */
export function useLifecycleAction<T>(options: LifecycleActionOptions<T>): LifecycleActionView {
  const client = useApiClient();
  // The actor is created once; it reads the screen's latest callbacks when it runs.
  const latest = useRef(options);
  latest.current = options;
  const logic = useMemo(
    () =>
      actionMachine.provide({
        actors: {
          perform: fromPromise<unknown, PerformInput>(async ({ input }) => {
            let result: T;
            try {
              result = await latest.current.perform(client, input);
            } catch (error) {
              // The machine shows an Error's message as it is: word it for the user here, once.
              throw new Error(errorMessage(error, latest.current.fallback));
            }
            latest.current.onDone(result);
            return result;
          }),
        },
      }),
    [client],
  );
  const actor = useActorRef(logic, {
    input: { requiresReason: options.requiresReason },
    ...inspectOptions(),
  });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  return {
    open: state === 'confirming' || state === 'submitting' || state === 'failed',
    busy: state === 'submitting',
    error: state === 'failed' ? (error ?? undefined) : undefined,
    start: () => actor.send({ type: 'action.start' }),
    confirm: (reason) => actor.send({ type: 'action.confirm', ...(reason === undefined ? {} : { reason }) }),
    cancel: () => actor.send({ type: 'action.cancel' }),
  };
}
