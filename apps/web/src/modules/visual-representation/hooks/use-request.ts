import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { inspectOptions } from '../../devtools/inspector.ts';

export interface RequestView<I, T> {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  data: T | undefined;
  error: unknown;
  start: (input: I) => void;
  retry: () => void;
}

/**
 * The request state (the request-state machine) of work that is not a plain call: an upload with progress, a file
 * download. The machine is made once per mounted component and runs the latest `run` it was given; `initial`
 * starts it at once.
 */
export function useRequest<I, T>(
  run: (input: I, signal: AbortSignal) => Promise<T>,
  initial?: { input: I },
): RequestView<I, T> {
  const latest = useRef(run);
  latest.current = run;
  const logic = useMemo(
    () => createRequestStateMachine<I, T>((input, signal) => latest.current(input, signal)),
    [],
  );
  const [snapshot, send] = useMachine(logic, {
    input: initial ? { start: initial } : {},
    ...inspectOptions(),
  });
  return {
    status: snapshot.value,
    data: snapshot.context.data,
    error: snapshot.context.error,
    start: (input) => send({ type: 'request.start', input }),
    retry: () => send({ type: 'request.retry' }),
  };
}
