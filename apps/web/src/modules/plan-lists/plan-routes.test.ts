import type { PlanStatus } from '@ooh/api';
import { describe, expect, it } from 'vitest';
import { persistedState } from '../../state/store.ts';
import { canOpenPath, findRoute } from '../navigation/route-match.ts';
import { attachPlanViewHref, planStatusHref, planViewHref, selectPlan } from './plan-routes.ts';

describe('planStatusHref and planViewHref', () => {
  const plan = (status: PlanStatus) => ({ plan_id: 8, brief_id: 3, status });

  it('opens the view route of the plan’s status', () => {
    expect(planStatusHref(plan('inprogress'))).toBe('/inprogress-plans/3/view-plan/8');
    expect(planStatusHref(plan('pending'))).toBe('/pending-plan-review/3/view-plan/8');
    expect(planStatusHref(plan('modification_required'))).toBe('/modification-required/3/view-plan/8');
    expect(planStatusHref(plan('modification_pending'))).toBe('/modification-pending/3/view-plan/8');
    expect(planStatusHref(plan('accepted'))).toBe('/approved-plan-review/3/view-plan/8');
    expect(planStatusHref(plan('lost'))).toBe('/view-lost-plan-detail/8');
  });

  it('names a route of the table for every status, open to every role of /plan', () => {
    const statuses: PlanStatus[] = [
      'inprogress',
      'pending',
      'modification_required',
      'modification_pending',
      'accepted',
      'lost',
    ];
    for (const status of statuses) {
      const href = planViewHref(plan(status), 'admin');
      expect(findRoute(href)?.route.specPath, href).toMatch(/view-plan|view-lost-plan-detail/);
      expect(canOpenPath(href, 'admin')).toBe(true);
    }
    expect(canOpenPath(planViewHref(plan('accepted'), 'planner'), 'planner')).toBe(true);
  });

  it("opens a modification-pending plan where the role may go: a KAM's is the modification request", () => {
    // Found by the plans journey: the KAM was sent to /modification-pending, which is for planners and editors.
    expect(planViewHref(plan('modification_pending'), 'planner')).toBe('/modification-pending/3/view-plan/8');
    expect(planViewHref(plan('modification_pending'), 'key_account_manager')).toBe(
      '/view-modification-request/3/view-plan/8',
    );
    for (const status of [
      'inprogress',
      'pending',
      'modification_required',
      'modification_pending',
      'accepted',
      'lost',
    ] as const)
      for (const role of ['admin', 'planner', 'key_account_manager'] as const)
        expect(canOpenPath(planViewHref(plan(status), role), role), `${status} as ${role}`).toBe(true);
  });

  it('keeps the attach-plan screen’s rows inside it', () => {
    expect(attachPlanViewHref({ plan_id: 8, brief_id: 3 })).toBe('/attach-plan/3/view-plan/8');
    expect(findRoute('/attach-plan/3/view-plan/8')?.route.shell).toBe(false);
  });

  it('remembers the opened plan as the selected plan', () => {
    selectPlan({ plan_id: 8, planName: 'Winter plan', brief_number: 'BR-2026-0003' });
    expect(persistedState.selectedPlan).toEqual({ id: 8, label: 'Winter plan · BR-2026-0003' });
  });
});
