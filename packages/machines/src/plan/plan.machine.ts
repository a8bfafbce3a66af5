import { setup } from 'xstate';
import { PLAN_STATUSES } from './plan.statuses.ts';

export { PLAN_STATUSES };

export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface PlanContext {
  /** Plan sites saved on the plan: a plan needs at least one to be submitted or resubmitted. */
  siteCount: number;
  /** Whether another plan of the same brief is already accepted (only one accepted plan per brief). */
  briefHasAcceptedPlan: boolean;
  /**
   * The plan's current version (1 when created). Resubmitting after a modification request snapshots a new
   * version: the server writes version + 1 with the snapshot in the same transaction. The machine does not
   * `assign` it: the modification loop can repeat without end, and a counter in the context would make the
   * graph that path coverage explores infinite.
   */
  version: number;
}

export type PlanEvent =
  | { type: 'plan.saveSites' }
  | { type: 'plan.submit' }
  | { type: 'plan.accept' }
  | { type: 'plan.requestModification'; reason: string }
  | { type: 'plan.resubmit' }
  | { type: 'plan.lose'; reason: string };

const SITES_TO_SUBMIT = 'A plan needs at least one site to be submitted.';
const ONE_ACCEPTED_PLAN =
  'Only one plan per brief can be accepted, and this brief already has an accepted plan.';
const REASON_TO_MODIFY = 'A reason is required to request a modification.';
const REASON_TO_LOSE = 'A reason is required to mark a plan as lost.';

/**
 * A media plan of an approved brief (docs/domain.md "Plan"): built in progress, submitted for review (pending),
 * then accepted, sent back for modification with a reason, or lost with a reason. A plan sent back is edited
 * and resubmitted (modification pending), which snapshots a new version, and is reviewed again.
 * Accepted and lost are final; only one plan per brief can be accepted.
 */
export const planMachine = setup({
  types: {
    context: {} as PlanContext,
    events: {} as PlanEvent,
  },
  guards: {
    hasSites: ({ context }) => context.siteCount > 0,
    noAcceptedPlanOnBrief: ({ context }) => !context.briefHasAcceptedPlan,
    hasReason: ({ event }) => 'reason' in event && event.reason.trim().length > 0,
  },
}).createMachine({
  id: 'plan',
  context: { siteCount: 0, briefHasAcceptedPlan: false, version: 1 },
  initial: 'inprogress',
  states: {
    inprogress: {
      meta: { label: 'in progress' },
      on: {
        'plan.saveSites': { target: 'inprogress' },
        'plan.submit': { target: 'pending', guard: 'hasSites', description: SITES_TO_SUBMIT },
      },
    },
    pending: {
      on: {
        'plan.accept': { target: 'accepted', guard: 'noAcceptedPlanOnBrief', description: ONE_ACCEPTED_PLAN },
        'plan.requestModification': {
          target: 'modification_required',
          guard: 'hasReason',
          description: REASON_TO_MODIFY,
        },
        'plan.lose': { target: 'lost', guard: 'hasReason', description: REASON_TO_LOSE },
      },
    },
    modification_required: {
      meta: { label: 'modification required' },
      on: {
        'plan.saveSites': { target: 'modification_required' },
        'plan.resubmit': {
          target: 'modification_pending',
          guard: 'hasSites',
          description: 'A plan needs at least one site to be resubmitted.',
        },
      },
    },
    modification_pending: {
      meta: { label: 'modification pending' },
      on: {
        'plan.accept': { target: 'accepted', guard: 'noAcceptedPlanOnBrief', description: ONE_ACCEPTED_PLAN },
        'plan.requestModification': {
          target: 'modification_required',
          guard: 'hasReason',
          description: REASON_TO_MODIFY,
        },
        'plan.lose': { target: 'lost', guard: 'hasReason', description: REASON_TO_LOSE },
      },
    },
    accepted: { type: 'final' },
    lost: { type: 'final' },
  },
});

export type PlanMachine = typeof planMachine;
