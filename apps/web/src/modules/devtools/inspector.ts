import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspect: Inspect | null = null;

/**
 * `?inspect` in the URL attaches the Stately inspector, in development only. The package is imported
 * dynamically so it never reaches a production bundle.
 */
export async function setUpInspector(): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Spread into `createActor`/`useMachine` options. */
export function inspectOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
