import { RECORD_LIFECYCLES } from '@ooh/machines/diagram';
import { LIFECYCLE_COUNTERS } from '../contract/constants.ts';
import { fetchLifecycleCounts } from '../contract/endpoints/lifecycles.ts';
import type { HandlerOptions } from './auth.ts';
import type { MockDb } from './db.ts';
import { mockEndpoint } from './mock.ts';

/** The fake backend's records of each counted lifecycle (the server reads its counters instead). */
const RECORDS: Record<string, (db: MockDb) => ReadonlyArray<{ status: string }>> = {
  brief: (db) => db.briefs,
  plan: (db) => db.plans,
  payOrder: (db) => db.payOrders,
  campaign: (db) => db.campaigns,
  requestedSite: (db) => db.sites,
};

/** Every record lifecycle's states with their counts, null where the server has no counter for the state. */
export function lifecycleCountsOf(db: MockDb) {
  const counts: Record<string, Record<string, number | null>> = {};
  for (const { id, machine } of RECORD_LIFECYCLES) {
    const counted = LIFECYCLE_COUNTERS[id];
    const records = RECORDS[id]?.(db) ?? [];
    counts[id] = Object.fromEntries(
      Object.keys(machine.states).map((state) => [
        state,
        counted?.states.includes(state) ? records.filter((record) => record.status === state).length : null,
      ]),
    );
  }
  return { counts };
}

/** The admin's lifecycle explorer (issue 19). */
export function lifecycleHandlers(db: MockDb, options: HandlerOptions = {}) {
  return [mockEndpoint(fetchLifecycleCounts, () => lifecycleCountsOf(db), options)];
}
