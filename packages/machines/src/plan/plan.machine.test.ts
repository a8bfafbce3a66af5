import { describe, expect, it } from 'vitest';
import { assertTransition, can, next, statusLabel } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import { type PlanContext, type PlanEvent, planMachine } from './plan.machine.ts';

const samples: PlanEvent[] = [
  { type: 'plan.saveSites' },
  { type: 'plan.submit' },
  { type: 'plan.accept' },
  { type: 'plan.requestModification', reason: 'Swap two billboards for screens' },
  { type: 'plan.requestModification', reason: ' ' },
  { type: 'plan.resubmit' },
  { type: 'plan.lose', reason: 'Client chose another agency' },
  { type: 'plan.lose', reason: '' },
];
const facts: Partial<PlanContext>[] = [
  { siteCount: 0 },
  { siteCount: 3 },
  { siteCount: 3, briefHasAcceptedPlan: true },
];

describe('plan lifecycle', () => {
  it('reaches every status, takes every transition and tries every guard both ways', () => {
    expect(coverage(planMachine, samples, facts)).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('follows docs/domain.md', () => {
    const withSites = { siteCount: 2 };
    expect(next(planMachine, 'inprogress', { type: 'plan.saveSites' })).toBe('inprogress');
    expect(next(planMachine, 'inprogress', { type: 'plan.submit' }, withSites)).toBe('pending');
    expect(next(planMachine, 'pending', { type: 'plan.accept' })).toBe('accepted');
    expect(next(planMachine, 'modification_pending', { type: 'plan.accept' })).toBe('accepted');
    expect(next(planMachine, 'pending', { type: 'plan.requestModification', reason: 'More digital' })).toBe(
      'modification_required',
    );
    expect(next(planMachine, 'modification_required', { type: 'plan.saveSites' })).toBe(
      'modification_required',
    );
    expect(next(planMachine, 'modification_required', { type: 'plan.resubmit' }, withSites)).toBe(
      'modification_pending',
    );
    expect(next(planMachine, 'modification_pending', { type: 'plan.lose', reason: 'Budget cut' })).toBe(
      'lost',
    );
    // Sites are frozen while a plan is under review, and accepted and lost plans are final.
    expect(can(planMachine, 'pending', { type: 'plan.saveSites' })).toBe(false);
    for (const status of ['accepted', 'lost']) {
      for (const event of samples) expect(can(planMachine, status, event, withSites)).toBe(false);
    }
    expect(statusLabel(planMachine, 'inprogress')).toBe('in progress');
    expect(statusLabel(planMachine, 'modification_required')).toBe('modification required');
  });

  it('refuses with a message naming the current status, and the rule when a guard refused', () => {
    expect(() => assertTransition(planMachine, 'inprogress', { type: 'plan.accept' })).toThrow(
      'Cannot accept: this plan is in progress.',
    );
    expect(() =>
      assertTransition(planMachine, 'inprogress', { type: 'plan.submit' }, { siteCount: 0 }),
    ).toThrow('Cannot submit: this plan is in progress. A plan needs at least one site to be submitted.');
    expect(() =>
      assertTransition(planMachine, 'pending', { type: 'plan.accept' }, { briefHasAcceptedPlan: true }),
    ).toThrow(
      'Cannot accept: this plan is pending. Only one plan per brief can be accepted, and this brief already has an accepted plan.',
    );
    expect(() =>
      assertTransition(planMachine, 'modification_pending', { type: 'plan.requestModification', reason: '' }),
    ).toThrow('A reason is required to request a modification.');
    expect(() => assertTransition(planMachine, 'pending', { type: 'plan.lose', reason: '  ' })).toThrow(
      'A reason is required to mark a plan as lost.',
    );
    expect(() =>
      assertTransition(planMachine, 'modification_required', { type: 'plan.resubmit' }, { siteCount: 0 }),
    ).toThrow('Cannot resubmit: this plan is modification required. A plan needs at least one site');
  });
});
