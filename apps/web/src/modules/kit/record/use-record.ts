import { type AnyEndpoint, type EndpointResponse, isNotFound } from '@ooh/api';
import { useState } from 'react';
import { type RequestInput, useApiRequest } from '../../request/use-api-request.ts';

/** A record being loaded for its screen: loading, not found (404 or an id that cannot exist), failed, or there. */
export type RecordLoad<T> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'succeeded'; record: T };

export interface RecordView<T> {
  load: RecordLoad<T>;
  /**
   * Shows what the server answered to an action (a decision, a new link) at once, without loading the record
   * again; a later load replaces it.
   */
  applyChange: (change: (record: T) => T) => void;
  /** Loads the record again (after a change made elsewhere). */
  reload: () => void;
}

/** A record loaded by its call: the view, plus loading it with another input (a filter) and which one it was. */
export interface RecordRequest<E extends AnyEndpoint> extends RecordView<EndpointResponse<E>> {
  start: (input: RequestInput<E>) => void;
  /** A newer load is on its way (the shown record is the previous answer). */
  loading: boolean;
  error: unknown;
  retry: () => void;
  input: RequestInput<E> | undefined;
}

/**
 * One record for a record screen, by its contract call: `input` is null when the route's id cannot name a
 * record (not a positive whole number), which is "not found" without asking the server. Every record screen of
 * every domain loads through this.
 */
export function useRecord<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestInput<E> | null,
): RecordRequest<E> {
  const request = useApiRequest(endpoint, { ...(input ? { initial: input } : {}), enabled: input !== null });
  const data = request.data;
  // A local change applies to the answer it was made on; a newer answer (a reload) replaces it.
  const [changed, setChanged] = useState<{ base: unknown; record: EndpointResponse<E> } | null>(null);
  const record = data !== undefined && changed?.base === data ? changed.record : data;

  let load: RecordLoad<EndpointResponse<E>>;
  if (input === null) load = { status: 'notFound' };
  else if (record !== undefined) load = { status: 'succeeded', record };
  else if (request.status === 'failed')
    load = isNotFound(request.error)
      ? { status: 'notFound' }
      : { status: 'failed', error: request.error, retry: request.retry };
  else load = { status: 'loading' };

  return {
    load,
    applyChange: (change) => {
      if (record !== undefined) setChanged({ base: data, record: change(record) });
    },
    reload: () => {
      if (input !== null) request.start(request.input ?? input);
    },
    start: request.start,
    loading: request.status === 'loading',
    error: request.error,
    retry: request.retry,
    input: request.input,
  };
}
