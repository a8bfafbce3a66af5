import type { StaffRole } from '@ooh/api';
import { planOf } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import { type PlanAction, planActionHints, planActions, planStatusText } from './plan-actions.ts';

function offered(plan: Parameters<typeof planActions>[0], role: StaffRole | null): PlanAction[] {
  const set = planActions(plan, role);
  return (Object.keys(set) as PlanAction[]).filter((action) => set[action]);
}

describe('the actions a plan view offers', () => {
  it('follows the plan machine: status and facts', () => {
    expect(offered(planOf(1), 'admin')).toEqual(['saveSites', 'submit']);
    expect(offered(planOf(1, { sites: 0 }), 'admin')).toEqual(['saveSites']);
    expect(offered(planOf(7), 'admin')).toEqual(['accept', 'requestModification', 'lose']);
    expect(offered(planOf(7, { briefHasAcceptedPlan: true }), 'admin')).toEqual([
      'requestModification',
      'lose',
    ]);
    expect(offered(planOf(3), 'admin')).toEqual(['saveSites', 'resubmit']);
    expect(offered(planOf(3, { sites: 0 }), 'admin')).toEqual(['saveSites']);
    expect(offered(planOf(4), 'admin')).toEqual(['accept', 'requestModification', 'lose']);
    expect(offered(planOf(5), 'admin')).toEqual([]);
    expect(offered(planOf(6), 'admin')).toEqual([]);
  });

  it('follows the contract: only roles that may make the call', () => {
    expect(offered(planOf(1), 'planner')).toEqual(['saveSites', 'submit']);
    expect(offered(planOf(1), 'key_account_manager')).toEqual(['saveSites']);
    expect(offered(planOf(7), 'planner')).toEqual([]);
    expect(offered(planOf(7), 'key_account_manager')).toEqual(['accept', 'requestModification', 'lose']);
    expect(offered(planOf(4), 'editor')).toEqual([]);
    expect(offered(planOf(1), 'designer')).toEqual([]);
    expect(offered(planOf(1), null)).toEqual([]);
  });

  it('offers nothing for a status the machine does not know', () => {
    expect(offered(planOf(1, { status: 'archived' as never }), 'admin')).toEqual([]);
    expect(planActionHints(planOf(1, { status: 'archived' as never }), 'admin')).toEqual([]);
  });

  it('says which rule holds an action back, to those who could take it', () => {
    expect(planActionHints(planOf(8), 'planner')).toEqual([
      'A plan needs at least one site to be submitted.',
    ]);
    expect(planActionHints(planOf(8), 'key_account_manager')).toEqual([]);
    expect(planActionHints(planOf(2), 'key_account_manager')).toEqual([
      'Only one plan per brief can be accepted, and this brief already has an accepted plan.',
    ]);
    expect(planActionHints(planOf(2), 'planner')).toEqual([]);
    expect(planActionHints(planOf(5), 'admin')).toEqual([]);
  });

  it('words the statuses', () => {
    expect(planStatusText('inprogress')).toBe('In progress');
    expect(planStatusText('modification_pending')).toBe('Modification pending');
    expect(planStatusText('accepted')).toBe('Accepted');
  });
});
