import { describe, expect, it } from 'vitest';
import { getNextSnapshot } from 'xstate';
import { assertTransition, can, next, resolve } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import {
  type ExecutionStatusContext,
  type ExecutionStatusEvent,
  executionStatusMachine,
  nextExecutionStatusId,
} from './execution-status.machine.ts';

// The seed order: design received, printing, printed, mounting, live, dismounted.
const DESIGN_RECEIVED = 1;
const PRINTING = 2;
const PRINTED = 3;
const DISMOUNTED = 6;
const statusOrder = [DESIGN_RECEIVED, PRINTING, PRINTED, 4, 5, DISMOUNTED];

const samples: ExecutionStatusEvent[] = [
  ...statusOrder.map((statusId) => ({ type: 'executionStatus.propose' as const, statusId })),
  { type: 'executionStatus.propose', statusId: 99 },
  { type: 'executionStatus.approve' },
  { type: 'executionStatus.reject' },
  { type: 'executionStatus.waive' },
];
const facts: Partial<ExecutionStatusContext>[] = [
  { statusOrder, currentStatusId: null, proposedStatusId: null },
  { statusOrder, currentStatusId: PRINTING, proposedStatusId: PRINTED },
  { statusOrder, currentStatusId: DISMOUNTED, proposedStatusId: null },
  { statusOrder, currentStatusId: null, proposedStatusId: null, waived: true },
];

describe('execution status lifecycle', () => {
  it('reaches every status, takes every transition and tries every guard both ways', () => {
    expect(coverage(executionStatusMachine, samples, facts)).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('follows docs/domain.md: the next status is proposed, then approved or rejected', () => {
    const propose = (statusId: number) => ({ type: 'executionStatus.propose' as const, statusId });
    expect(next(executionStatusMachine, 'current', propose(DESIGN_RECEIVED), { statusOrder })).toBe(
      'awaitingApproval',
    );
    expect(
      next(executionStatusMachine, 'current', propose(PRINTED), { statusOrder, currentStatusId: PRINTING }),
    ).toBe('awaitingApproval');
    // No skipping ahead, no going back, nothing after the last status.
    expect(can(executionStatusMachine, 'current', propose(PRINTED), { statusOrder })).toBe(false);
    expect(
      can(executionStatusMachine, 'current', propose(DESIGN_RECEIVED), {
        statusOrder,
        currentStatusId: PRINTING,
      }),
    ).toBe(false);
    expect(
      nextExecutionStatusId({ statusOrder, currentStatusId: DISMOUNTED, proposedStatusId: null }),
    ).toBeNull();
    // One proposal at a time.
    expect(can(executionStatusMachine, 'awaitingApproval', propose(PRINTED), { statusOrder })).toBe(false);
    expect(next(executionStatusMachine, 'awaitingApproval', { type: 'executionStatus.reject' })).toBe(
      'current',
    );
  });

  it('waives only a site with neither an approved status nor a waiver, and never while a proposal waits', () => {
    const waive = { type: 'executionStatus.waive' as const };
    expect(next(executionStatusMachine, 'current', waive, { statusOrder })).toBe('current');
    expect(can(executionStatusMachine, 'current', waive, { statusOrder, currentStatusId: PRINTING })).toBe(
      false,
    );
    expect(can(executionStatusMachine, 'current', waive, { statusOrder, waived: true })).toBe(false);
    expect(can(executionStatusMachine, 'awaitingApproval', waive, { statusOrder, proposedStatusId: 1 })).toBe(
      false,
    );
    const waived = getNextSnapshot(executionStatusMachine, resolve(executionStatusMachine, 'current'), waive);
    expect(waived.context).toMatchObject({ waived: true, currentStatusId: null });
  });

  it('makes an approved proposal current and discards a rejected one', () => {
    const waiting = resolve(executionStatusMachine, 'awaitingApproval', {
      statusOrder,
      currentStatusId: PRINTING,
      proposedStatusId: PRINTED,
    });
    const approved = getNextSnapshot(executionStatusMachine, waiting, { type: 'executionStatus.approve' });
    expect(approved.context).toMatchObject({ currentStatusId: PRINTED, proposedStatusId: null });
    const rejected = getNextSnapshot(executionStatusMachine, waiting, { type: 'executionStatus.reject' });
    expect(rejected.context).toMatchObject({ currentStatusId: PRINTING, proposedStatusId: null });
  });

  it('refuses with a message naming the current status, and the rule when a guard refused', () => {
    expect(() =>
      assertTransition(
        executionStatusMachine,
        'current',
        { type: 'executionStatus.propose', statusId: DISMOUNTED },
        { statusOrder, currentStatusId: PRINTING },
      ),
    ).toThrow(
      'Cannot propose: this execution status is current. Only the next execution status in order can be proposed',
    );
    expect(() =>
      assertTransition(executionStatusMachine, 'awaitingApproval', {
        type: 'executionStatus.propose',
        statusId: PRINTED,
      }),
    ).toThrow('Cannot propose: this execution status is awaiting approval.');
    expect(() =>
      assertTransition(executionStatusMachine, 'current', { type: 'executionStatus.approve' }),
    ).toThrow('Cannot approve: this execution status is current.');
  });
});
