import { z } from 'zod';
import { defineEndpoint } from '../define.ts';

// The admin's lifecycle explorer (issue 19; docs/domain.md "Lifecycle explorer"): the spec has neither the screen
// nor the call, so this is an extension.

/** How many records are in one state now, from the counters; null when no counter counts that state. */
export const StateCount = z.number().int().min(0).nullable();

export const LifecycleCounts = z.object({
  /**
   * By lifecycle (machine id: `brief`, `plan`, `payOrder`…), every state of its machine with its count. A state no
   * counter counts (a deleted brief, every user and site image state) is null: the page says "not counted".
   */
  counts: z.record(z.string(), z.record(z.string(), StateCount)),
});
export type LifecycleCounts = z.infer<typeof LifecycleCounts>;

export const fetchLifecycleCounts = defineEndpoint({
  id: 'fetchLifecycleCounts',
  method: 'GET',
  path: '/admin/fetch-lifecycle-counts',
  auth: 'bearer',
  roles: ['admin'],
  group: 'lifecycles',
  errorMessage: 'An error occurred while fetching the lifecycle counts',
  extension: true,
  summary:
    "How many records are in each state of each record lifecycle now, for the admin's lifecycle explorer: read from the status counters (list_counters) only, never counted; a state without a counter is null.",
  response: LifecycleCounts,
});
