import type { AnyEndpoint, ApiClient, CallOptions, EndpointResponse } from '@ooh/api';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMachine } from '@xstate/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useApiClient } from '../api/ApiClientContext.tsx';
import { inspectOptions } from '../devtools/inspector.ts';
import { takePrefetched } from './prefetch.ts';
import { useRetryOnReconnect } from './use-retry-on-reconnect.ts';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type RequestInput<E extends AnyEndpoint> = Omit<CallOptions<E>, 'signal'>;

export interface ApiRequest<E extends AnyEndpoint> {
  status: RequestStatus;
  data: EndpointResponse<E> | undefined;
  error: unknown;
  /** The input of the latest request. */
  input: RequestInput<E> | undefined;
  start: (input: RequestInput<E>) => void;
  retry: () => void;
}

type CallWithSignal = <E extends AnyEndpoint>(
  endpoint: E,
  options: RequestInput<E> & { signal: AbortSignal },
) => Promise<EndpointResponse<E>>;

function requestLogic<E extends AnyEndpoint>(client: ApiClient, endpoint: E) {
  // `call`'s optional-argument tuple cannot be spread generically; this is the same function, named plainly.
  const call = client.call as CallWithSignal;
  return createRequestStateMachine<RequestInput<E>, EndpointResponse<E>>(
    (input, signal) =>
      (takePrefetched(endpoint, input) as Promise<EndpointResponse<E>> | undefined) ??
      call(endpoint, { ...input, signal }),
  );
}

/**
 * One call's request state (the request-state machine) for a screen. Starts at once with `initial` unless
 * `enabled` is false; a newer `start` supersedes a running one.
 */
export function useApiRequest<E extends AnyEndpoint>(
  endpoint: E,
  { initial, enabled = true }: { initial?: RequestInput<E>; enabled?: boolean } = {},
): ApiRequest<E> {
  const client = useApiClient();
  // The machine is created once per mounted screen: the client and the endpoint do not change under it.
  const logic = useMemo(() => requestLogic(client, endpoint), [client, endpoint]);
  // Without `initial` the endpoint declares no params, query or body, and `{}` is its whole input.
  const first = initial ?? ({} as RequestInput<E>);
  const [live, send] = useMachine(logic, {
    input: enabled ? { start: { input: first } } : {},
    ...inspectOptions(),
  });
  // What the screen draws is the deferred snapshot: an answer's render then runs in a transition React slices,
  // not in the update that brought it (the machine's store is read through useSyncExternalStore, whose updates
  // React renders in one task: the dashboard's queue held the main thread 210-270 ms at 4x CPU). A snapshot keeps
  // its identity until the machine moves, so there is one deferred render per change.
  const snapshot = useDeferredValue(live);
  const retry = useCallback(() => send({ type: 'request.retry' }), [send]);
  useRetryOnReconnect(live.value === 'failed', live.context.error, retry);
  return {
    status: snapshot.value,
    data: snapshot.context.data,
    error: snapshot.context.error,
    input: snapshot.context.input,
    start: (input) => send({ type: 'request.start', input }),
    retry,
  };
}
