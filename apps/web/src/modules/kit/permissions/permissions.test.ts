import { acceptPlan, health, submitPlan } from '@ooh/api';
import { planMachine } from '@ooh/machines/plan';
import { describe, expect, it } from 'vitest';
import { permissionsFor } from './permissions.ts';

describe('permissionsFor', () => {
  it('lets a role make the calls its contract entry lists, and anyone make an unauthenticated one', () => {
    expect(permissionsFor('key_account_manager').mayCall(acceptPlan)).toBe(true);
    expect(permissionsFor('planner').mayCall(acceptPlan)).toBe(false);
    expect(permissionsFor(null).mayCall(acceptPlan)).toBe(false);
    expect(permissionsFor(null).mayCall(health)).toBe(true);
  });

  it('opens the screens the route table gives the role, by route path or by link', () => {
    const kam = permissionsFor('key_account_manager');
    expect(kam.mayOpen('/view-modification-request/{brief_id}/view-plan/{plan_id}')).toBe(true);
    expect(kam.mayOpen('/modification-pending/3/view-plan/8')).toBe(false);
    expect(kam.mayOpen('/brief?tab=approved')).toBe(true);
    expect(kam.mayOpen('/nowhere')).toBe(false);
    expect(permissionsFor(null).mayOpen('/login')).toBe(true);
    expect(permissionsFor(null).mayOpen('/dashboard')).toBe(false);
  });

  it('allows a lifecycle event only when the machine allows it now and the role may make its call', () => {
    const facts = { siteCount: 2 };
    const submit = { type: 'plan.submit' } as const;
    expect(permissionsFor('planner').mayDo(submitPlan, planMachine, 'inprogress', submit, facts)).toBe(true);
    expect(permissionsFor('planner').mayDo(submitPlan, planMachine, 'pending', submit, facts)).toBe(false);
    expect(
      permissionsFor('planner').mayDo(submitPlan, planMachine, 'inprogress', submit, { siteCount: 0 }),
    ).toBe(false);
    expect(permissionsFor('designer').mayDo(submitPlan, planMachine, 'inprogress', submit, facts)).toBe(
      false,
    );
  });
});
