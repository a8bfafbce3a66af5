import { describe, expect, it } from 'vitest';
import { assertTransition, can, next } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import { type PayOrderEvent, payOrderMachine } from './pay-order.machine.ts';

const samples: PayOrderEvent[] = [
  { type: 'payOrder.accept' },
  { type: 'payOrder.reject', reason: 'PO amount does not match the plan' },
  { type: 'payOrder.reject', reason: '' },
];

describe('pay order lifecycle', () => {
  it('reaches every status, takes every transition and tries every guard both ways', () => {
    expect(coverage(payOrderMachine, samples)).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('follows docs/domain.md', () => {
    expect(next(payOrderMachine, 'pending', { type: 'payOrder.accept' })).toBe('accepted');
    expect(next(payOrderMachine, 'pending', { type: 'payOrder.reject', reason: 'Wrong amount' })).toBe(
      'rejected',
    );
    // Final for that order: a rejected one is replaced by a new pay order, never reopened.
    for (const status of ['accepted', 'rejected']) {
      for (const event of samples) expect(can(payOrderMachine, status, event)).toBe(false);
    }
  });

  it('refuses with a message naming the current status, and the rule when a guard refused', () => {
    expect(() => assertTransition(payOrderMachine, 'rejected', { type: 'payOrder.accept' })).toThrow(
      'Cannot accept: this pay order is rejected.',
    );
    expect(() =>
      assertTransition(payOrderMachine, 'pending', { type: 'payOrder.reject', reason: ' ' }),
    ).toThrow('Cannot reject: this pay order is pending. A reason is required to reject a pay order.');
  });
});
