import { assertEvent, assign, setup } from 'xstate';
import { EXECUTION_STATUS_STATUSES } from './execution-status.statuses.ts';

export { EXECUTION_STATUS_STATUSES };

/**
 * Where a plan site's execution status stands during a campaign: `current` (no proposal waiting) or
 * `awaitingApproval` (an operation analyst proposed the next status and an admin has not decided yet).
 */
export type ExecutionStatusStatus = (typeof EXECUTION_STATUS_STATUSES)[number];

export interface ExecutionStatusContext {
  /** The status ids of `fetch-execution-statuses-dropdown`, in order (design received, printing, …). */
  statusOrder: readonly number[];
  /** The approved status of the site; null before the first one is approved. */
  currentStatusId: number | null;
  /** The status awaiting approval; null when none is. */
  proposedStatusId: number | null;
  /** Whether an admin waived the site's execution with a reason (docs/domain.md "Campaign", waive). */
  waived: boolean;
}

export type ExecutionStatusEvent =
  | { type: 'executionStatus.propose'; statusId: number }
  | { type: 'executionStatus.approve' }
  | { type: 'executionStatus.reject' }
  /** An admin records why the site will not get an approved status, so the campaign can be completed. */
  | { type: 'executionStatus.waive' };

/** The status that may be proposed next: the first one before any, none after the last. */
export function nextExecutionStatusId(
  context: Pick<ExecutionStatusContext, 'statusOrder' | 'currentStatusId'> & Partial<ExecutionStatusContext>,
): number | null {
  const { statusOrder, currentStatusId } = context;
  if (currentStatusId === null) return statusOrder[0] ?? null;
  const index = statusOrder.indexOf(currentStatusId);
  // A current status no longer in the list has no defined successor: refuse rather than guess.
  if (index === -1) return null;
  return statusOrder[index + 1] ?? null;
}

/**
 * The execution status of one plan site during a campaign (docs/domain.md "Execution status"). The operation
 * analyst proposes the next status in the dropdown's order, one step at a time: skipping ahead is refused, so
 * the history (`fetch-execution-statuses-admin`) shows every step approved. One proposal waits at a time;
 * the admin approves it (it becomes current) or rejects it (it is discarded and the current status stays).
 * The server keeps the history and checks the campaign machine too (a completed campaign is read-only).
 */
export const executionStatusMachine = setup({
  types: {
    context: {} as ExecutionStatusContext,
    events: {} as ExecutionStatusEvent,
  },
  guards: {
    isNextStatus: ({ context, event }) => {
      assertEvent(event, 'executionStatus.propose');
      const nextId = nextExecutionStatusId(context);
      return nextId !== null && event.statusId === nextId;
    },
    /** Neither an approved status nor a waiver yet: settled sites have nothing to waive (docs/domain.md "Campaign"). */
    isUnsettled: ({ context }) => context.currentStatusId === null && !context.waived,
  },
  actions: {
    holdProposal: assign({
      proposedStatusId: ({ event }) => {
        assertEvent(event, 'executionStatus.propose');
        return event.statusId;
      },
    }),
    makeProposalCurrent: assign({
      currentStatusId: ({ context }) => context.proposedStatusId,
      proposedStatusId: null,
    }),
    discardProposal: assign({ proposedStatusId: null }),
    recordWaiver: assign({ waived: true }),
  },
}).createMachine({
  id: 'executionStatus',
  context: { statusOrder: [], currentStatusId: null, proposedStatusId: null, waived: false },
  initial: 'current',
  states: {
    current: {
      on: {
        'executionStatus.propose': {
          target: 'awaitingApproval',
          guard: 'isNextStatus',
          actions: 'holdProposal',
          description:
            'Only the next execution status in order can be proposed: statuses cannot be skipped or repeated, and none follows the last.',
        },
        'executionStatus.waive': {
          target: 'current',
          guard: 'isUnsettled',
          actions: 'recordWaiver',
          description:
            'Only a site with neither an approved execution status nor a waiver can be waived; while a proposal waits, it is decided first.',
        },
      },
    },
    awaitingApproval: {
      meta: { label: 'awaiting approval' },
      on: {
        'executionStatus.approve': { target: 'current', actions: 'makeProposalCurrent' },
        'executionStatus.reject': { target: 'current', actions: 'discardProposal' },
      },
    },
  },
});

export type ExecutionStatusMachine = typeof executionStatusMachine;
