import { describe, expect, it } from 'vitest';
import { assertTransition, can, next, TransitionRefusedError } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import { type BriefEvent, briefMachine } from './brief.machine.ts';

const samples: BriefEvent[] = [
  { type: 'brief.accept' },
  { type: 'brief.reject', reason: 'Budget missing' },
  { type: 'brief.reject', reason: '   ' },
  { type: 'brief.update' },
  { type: 'brief.delete' },
];
const facts = [{ hasPlan: false }, { hasPlan: true }];

describe('brief lifecycle', () => {
  it('reaches every status, takes every transition and tries every guard both ways', () => {
    expect(coverage(briefMachine, samples, facts)).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('follows docs/domain.md', () => {
    expect(next(briefMachine, 'pending', { type: 'brief.accept' })).toBe('approved');
    expect(next(briefMachine, 'pending', { type: 'brief.reject', reason: 'No budget' })).toBe('rejected');
    expect(next(briefMachine, 'rejected', { type: 'brief.update' })).toBe('pending');
    expect(next(briefMachine, 'approved', { type: 'brief.update' })).toBeNull();
    expect(can(briefMachine, 'approved', { type: 'brief.delete' }, { hasPlan: true })).toBe(false);
    expect(can(briefMachine, 'deleted', { type: 'brief.update' })).toBe(false);
  });

  it('refuses with a message naming the current status, and the rule when a guard refused', () => {
    expect(() => assertTransition(briefMachine, 'approved', { type: 'brief.accept' })).toThrow(
      new TransitionRefusedError(
        'Cannot accept: this brief is approved.',
        'brief',
        'approved',
        'brief.accept',
      ),
    );
    expect(() => assertTransition(briefMachine, 'pending', { type: 'brief.reject', reason: '' })).toThrow(
      'Cannot reject: this brief is new. A reason is required to reject a brief.',
    );
    expect(() =>
      assertTransition(briefMachine, 'pending', { type: 'brief.delete' }, { hasPlan: true }),
    ).toThrow('A brief with a plan attached cannot be deleted.');
  });
});
