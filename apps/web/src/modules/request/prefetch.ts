import type { AnyEndpoint, ApiClient } from '@ooh/api';

/**
 * Calls a first page will make, started while its code is still loading (README "The first load"): the page's
 * request machine takes the answer instead of calling again. An entry is taken once, and only while fresh; what no
 * page takes is dropped. Failures are the page's to show (its machine gets the same rejection, and Retry calls
 * afresh); the global error tracker has seen them as for any call.
 */
const FRESH_MS = 10_000;
/** A call started for a page: its answer on its way, when it started, and the answer itself once it is there. */
interface Prefetched {
  answer: Promise<unknown>;
  at: number;
  answered?: { data: unknown };
}
const started = new Map<string, Prefetched>();

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
  const entry: Prefetched = { answer, at: Date.now() };
  // Kept once it is there, so a page rendering after the answer draws it in its first render (peekAnswered).
  // Nobody may take it: an unhandled rejection would be reported for a failure the page shows anyway.
  answer.then(
    (data) => {
      entry.answered = { data };
    },
    () => undefined,
  );
  started.set(keyOf(endpoint, input), entry);
}

/**
 * The answer of a call started for this page with the same input, if it has already arrived (and is fresh). Only
 * read: a render may be thrown away and run again, so the page forgets the entry once it has committed
 * (`forgetPrefetched`). The page's request then starts as succeeded, drawn in the page's first render rather than
 * in a second one (on /dashboard the work queue's records, the largest paint, came one render later).
 */
export function peekAnswered(
  endpoint: Pick<AnyEndpoint, 'id'>,
  input: unknown,
): { data: unknown } | undefined {
  const entry = started.get(keyOf(endpoint, input));
  return entry?.answered && Date.now() - entry.at <= FRESH_MS ? entry.answered : undefined;
}

/** The page has drawn the answer `peekAnswered` gave it: the next page asking for it calls afresh. */
export function forgetPrefetched(endpoint: Pick<AnyEndpoint, 'id'>, input: unknown): void {
  started.delete(keyOf(endpoint, input));
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
