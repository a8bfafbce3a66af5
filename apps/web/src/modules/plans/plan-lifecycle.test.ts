import type { PlanDetail, StaffRole } from '@ooh/api';
import { planFixtures } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import { lifecycleOffer } from '../kit/lifecycle-actions/definition.ts';
import { permissionsFor } from '../kit/permissions/permissions.ts';
import { planLifecycle } from './plan-lifecycle.ts';

function planOf(id: number, change: Partial<PlanDetail> = {}): PlanDetail {
  const base = planFixtures.find((plan) => plan.plan_id === id);
  if (!base) throw new Error(`No fixture plan ${id}`);
  return { ...base, ...change };
}

const offer = (plan: PlanDetail, role: StaffRole | null) =>
  lifecycleOffer(planLifecycle, plan, permissionsFor(role));
const offered = (plan: PlanDetail, role: StaffRole | null) => [...offer(plan, role).allowed];

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
    const unknown = planOf(1, { status: 'archived' as never });
    expect(offered(unknown, 'admin')).toEqual([]);
    expect(offer(unknown, 'admin').hints).toEqual([]);
  });

  it('says which rule holds an action back, to those who could take it', () => {
    expect(offer(planOf(8), 'planner').hints).toEqual(['A plan needs at least one site to be submitted.']);
    expect(offer(planOf(8), 'key_account_manager').hints).toEqual([]);
    expect(offer(planOf(2), 'key_account_manager').hints).toEqual([
      'Only one plan per brief can be accepted, and this brief already has an accepted plan.',
    ]);
    expect(offer(planOf(2), 'planner').hints).toEqual([]);
    expect(offer(planOf(5), 'admin').hints).toEqual([]);
  });
});
