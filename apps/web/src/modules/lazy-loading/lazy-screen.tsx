import { type ComponentType, type ReactNode, use } from 'react';

/** Spec sections 1 and 9: a chunk that has not loaded within 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The spec's message for a chunk that failed or timed out: 'Loading chunk N failed'. */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  /** Forgets the failed attempt, so the next render imports the chunk again. */
  readonly retry: () => void;

  constructor(chunk: string, retry: () => void, cause: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.retry = retry;
  }
}

export type LazyScreen<P extends object> = ((props: P) => ReactNode) & {
  chunk: string;
  /** Starts (or reuses) the import; rejects with a ChunkLoadError. */
  preload: () => Promise<ComponentType<P>>;
};

export interface LazyScreenOptions {
  /** Names the chunk in the error message. */
  chunk: string;
  timeoutMs?: number;
}

function settleWithin<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A route screen in its own chunk. Unlike `React.lazy`, a failed import is not cached forever: the error
 * boundary's Retry calls `ChunkLoadError.retry` and the next render imports the chunk again.
 */
export function lazyScreen<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  { chunk, timeoutMs = CHUNK_TIMEOUT_MS }: LazyScreenOptions,
): LazyScreen<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;

  const forget = () => {
    pending = null;
  };

  const preload = () => {
    if (!pending) {
      pending = settleWithin(loader(), timeoutMs).then(
        (component) => {
          loaded = component;
          return component;
        },
        (cause: unknown) => {
          throw new ChunkLoadError(chunk, forget, cause);
        },
      );
    }
    return pending;
  };

  // A factory like React.lazy: called once per screen at module level, never during render.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Screen(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }

  return Object.assign(Screen, { chunk, preload });
}
