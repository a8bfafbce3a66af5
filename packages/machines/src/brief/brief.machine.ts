import { setup } from 'xstate';
import { BRIEF_STATUSES } from './brief.statuses.ts';

export { BRIEF_STATUSES };

export type BriefStatus = (typeof BRIEF_STATUSES)[number];

export interface BriefContext {
  /** `is_Plan_attached`: a brief with a plan cannot be deleted. */
  hasPlan: boolean;
}

export type BriefEvent =
  | { type: 'brief.accept' }
  | { type: 'brief.reject'; reason: string }
  | { type: 'brief.update' }
  | { type: 'brief.delete' };

/**
 * A client brief (docs/domain.md "Brief"): created pending (shown as "new"); accepted or rejected with a reason;
 * updatable while pending or rejected (updating a rejected brief resubmits it); deletable unless a plan is
 * attached.
 */
export const briefMachine = setup({
  types: {
    context: {} as BriefContext,
    events: {} as BriefEvent,
  },
  guards: {
    hasReason: ({ event }) => event.type === 'brief.reject' && event.reason.trim().length > 0,
    hasNoPlan: ({ context }) => !context.hasPlan,
  },
}).createMachine({
  id: 'brief',
  context: { hasPlan: false },
  initial: 'pending',
  states: {
    pending: {
      meta: { label: 'new' },
      on: {
        'brief.accept': { target: 'approved' },
        'brief.reject': {
          target: 'rejected',
          guard: 'hasReason',
          description: 'A reason is required to reject a brief.',
        },
        'brief.update': { target: 'pending' },
        'brief.delete': {
          target: 'deleted',
          guard: 'hasNoPlan',
          description: 'A brief with a plan attached cannot be deleted.',
        },
      },
    },
    approved: {
      on: {
        'brief.delete': {
          target: 'deleted',
          guard: 'hasNoPlan',
          description: 'A brief with a plan attached cannot be deleted.',
        },
      },
    },
    rejected: {
      on: {
        'brief.update': { target: 'pending', description: 'Updating a rejected brief resubmits it.' },
        'brief.delete': {
          target: 'deleted',
          guard: 'hasNoPlan',
          description: 'A brief with a plan attached cannot be deleted.',
        },
      },
    },
    deleted: { type: 'final' },
  },
});

export type BriefMachine = typeof briefMachine;
