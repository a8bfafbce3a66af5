import type { AnyEndpoint, ApiClient } from '@ooh/api';

/**
 * Calls a first page will make, started while its code is still loading (README "The first load"): the page's
 * request machine takes the answer instead of calling again. An entry is taken once, and only while fresh; what no
 * page takes is dropped. Failures are the page's to show (its machine gets the same rejection, and Retry calls
 * afresh); the global error tracker has seen them as for any call.
 */
const FRESH_MS = 10_000;
const started = new Map<string, { answer: Promise<unknown>; at: number }>();

function keyOf(endpoint: Pick<AnyEndpoint, 'id'>, input: unknown): string {
  return `${endpoint.id} ${JSON.stringify(input ?? {})}`;
}

/** Starts `endpoint` with `input` now, for the page that will ask for exactly that. */
export function prefetchCall<E extends AnyEndpoint>(
  client: ApiClient,
  endpoint: E,
  input: object = {},
): void {
  const call = client.call as (endpoint: AnyEndpoint, options?: object) => Promise<unknown>;
  const answer = call(endpoint, input);
  // Nobody may take it: an unhandled rejection would be reported for a failure the page shows anyway.
  answer.catch(() => undefined);
  started.set(keyOf(endpoint, input), { answer, at: Date.now() });
}

/** The answer of a call started for this page with the same input, once; undefined when there is none or it is stale. */
export function takePrefetched(
  endpoint: Pick<AnyEndpoint, 'id'>,
  input: unknown,
): Promise<unknown> | undefined {
  const key = keyOf(endpoint, input);
  const entry = started.get(key);
  started.delete(key);
  return entry && Date.now() - entry.at <= FRESH_MS ? entry.answer : undefined;
}

/** How a first page's data loader starts a call (`app/first-page-data.ts` passes `prefetchCall`). */
export type StartCall = typeof prefetchCall;
