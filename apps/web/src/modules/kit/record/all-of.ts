import type { RecordLoad } from './use-record.ts';

/**
 * Several calls of one screen as one load: not found as soon as one is (the plan does not exist), failed as soon
 * as one fails (Retry asks again for the failed ones only), there when all are.
 */
export function allOf<T extends object>(
  loads: {
    [K in keyof T]: RecordLoad<T[K]>;
  },
): RecordLoad<T> {
  const list = Object.values(loads) as RecordLoad<unknown>[];
  if (list.some((load) => load.status === 'notFound')) return { status: 'notFound' };
  const failed = list.filter(
    (load): load is Extract<RecordLoad<unknown>, { status: 'failed' }> => load.status === 'failed',
  );
  const [first] = failed;
  if (first)
    return {
      status: 'failed',
      error: first.error,
      retry: () => {
        for (const load of failed) load.retry();
      },
    };
  const record: Record<string, unknown> = {};
  for (const [key, load] of Object.entries(loads) as [string, RecordLoad<unknown>][]) {
    if (load.status !== 'succeeded') return { status: 'loading' };
    record[key] = load.record;
  }
  return { status: 'succeeded', record: record as T };
}
