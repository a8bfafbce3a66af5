import type { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMachine } from '@xstate/react';
import { useCallback, useDeferredValue } from 'react';
import { inspectOptions } from '../devtools/inspector.ts';
import { useRetryOnReconnect } from './use-retry-on-reconnect.ts';

/**
 * A load's request machine for a screen: what the screen draws is the deferred snapshot, so an answer's render runs
 * in a transition React slices, not in the update that brought it (the machine's store is read through
 * useSyncExternalStore, whose updates React renders in one task: the dashboard's queue held the main thread
 * 210-270 ms at 4x CPU). A snapshot keeps its identity until the machine moves, so there is one deferred render per
 * change. A failed load is retried when the browser comes back online (on the live state, not the deferred one).
 *
 * For loads only: an action (a save, an upload) drives its button from its status, which must not lag behind.
 */
export function useLoadMachine<I, T>(
  logic: ReturnType<typeof createRequestStateMachine<I, T>>,
  start: { input: I } | undefined,
  /** With `start`: its answer, already here (modules/request/prefetch.ts `takeAnswered`). */
  answered?: { data: T },
) {
  const [live, send] = useMachine(logic, {
    input: start ? { start, ...(answered ? { answered } : {}) } : {},
    ...inspectOptions(),
  });
  const snapshot = useDeferredValue(live);
  const retry = useCallback(() => send({ type: 'request.retry' }), [send]);
  useRetryOnReconnect(live.value === 'failed', live.context.error, retry);
  return { snapshot, send, retry };
}
