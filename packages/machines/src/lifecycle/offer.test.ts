import { describe, expect, it } from 'vitest';
import { briefMachine } from '../brief/index.ts';
import { planMachine } from '../plan/index.ts';
import { offer } from './lifecycle.ts';

describe('offer: what a screen may offer, and why not', () => {
  it('allows an event the status takes and the facts satisfy', () => {
    expect(offer(planMachine, 'inprogress', { type: 'plan.submit' }, { siteCount: 3 })).toEqual({
      allowed: true,
    });
  });

  it('names the refusing rule when the status takes the event but a guard says no', () => {
    expect(offer(planMachine, 'inprogress', { type: 'plan.submit' }, { siteCount: 0 })).toEqual({
      allowed: false,
      rule: expect.stringMatching(/site/i),
    });
    expect(
      offer(planMachine, 'pending', { type: 'plan.accept' }, { siteCount: 2, briefHasAcceptedPlan: true }),
    ).toEqual({ allowed: false, rule: expect.stringMatching(/accepted/i) });
  });

  it('says nothing for a status that does not take the event, or a status the machine does not know', () => {
    expect(offer(briefMachine, 'approved', { type: 'brief.accept' })).toEqual({ allowed: false, rule: null });
    expect(offer(briefMachine, 'archived', { type: 'brief.accept' })).toEqual({ allowed: false, rule: null });
  });
});
