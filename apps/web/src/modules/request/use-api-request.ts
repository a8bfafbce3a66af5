import type { AnyEndpoint, ApiClient, CallOptions, EndpointResponse } from '@ooh/api';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApiClient } from '../api/ApiClientContext.tsx';
import { forgetPrefetched, peekAnswered, takePrefetched } from './prefetch.ts';
import { useLoadMachine } from './use-load-machine.ts';

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
  // A call started at boot for this page whose answer is already here: the request starts as succeeded with it
  // (read once, when the machine is created; forgotten once the page has committed).
  const [answered] = useState(() => (enabled ? peekAnswered(endpoint, first) : undefined));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the answer the first render used
  useEffect(() => {
    if (answered) forgetPrefetched(endpoint, first);
  }, []);
  const { snapshot, send, retry } = useLoadMachine(
    logic,
    enabled ? { input: first } : undefined,
    answered as { data: EndpointResponse<E> } | undefined,
  );
  const start = useCallback((input: RequestInput<E>) => send({ type: 'request.start', input }), [send]);
  // One object per snapshot: a section given it as a prop and drawn by a memo component skips the urgent render
  // that a machine's update forces (useSyncExternalStore renders in one task) and draws in the deferred one.
  return useMemo(
    () => ({
      status: snapshot.value,
      data: snapshot.context.data,
      error: snapshot.context.error,
      input: snapshot.context.input,
      start,
      retry,
    }),
    [snapshot, start, retry],
  );
}
