import { LIFECYCLE_COUNTERS, type LifecycleCounts } from '@ooh/api/contract';
import { RECORD_LIFECYCLES } from '@ooh/machines/diagram';
import type { Db } from '../../db/connection.ts';
import { readCounters } from '../shared/counts.ts';

/**
 * How many records are in each state of each record lifecycle (docs/domain.md "Lifecycle explorer"): one read of the
 * status counters that the statement triggers keep (docs/domain.md "Counts"), never a count of a table. A state no
 * counter counts answers null.
 */
export async function lifecycleCounts(db: Db): Promise<LifecycleCounts> {
  const keys = Object.values(LIFECYCLE_COUNTERS).flatMap(({ prefix, states }) =>
    states.map((state) => `${prefix}${state}`),
  );
  const values = await readCounters(db, keys);
  const counts: LifecycleCounts['counts'] = {};
  for (const { id, machine } of RECORD_LIFECYCLES) {
    const counted = LIFECYCLE_COUNTERS[id];
    counts[id] = Object.fromEntries(
      Object.keys(machine.states).map((state) => [
        state,
        counted?.states.includes(state) ? (values[`${counted.prefix}${state}`] ?? 0) : null,
      ]),
    );
  }
  return { counts };
}
