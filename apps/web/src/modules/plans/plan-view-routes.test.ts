import type { PlanStatus } from '@ooh/api';
import { describe, expect, it } from 'vitest';
import { appRoutes as routes } from '../../app/screens.ts';
import { PLAN_VIEW_ROUTES, planPath, routeShowsStatus } from './plan-view-routes.ts';

const place = (status: PlanStatus) => ({
  plan_id: 7,
  brief_id: 3,
  status,
});

describe('plan view routes', () => {
  it('are routes of the table, each served by the plan view screen', () => {
    for (const specPath of PLAN_VIEW_ROUTES) {
      const route = routes.find((candidate) => candidate.path === specPath);
      expect(route, specPath).toBeDefined();
      expect(route?.screen.chunk, specPath).toBe('plan-view');
    }
  });

  it('know which statuses each route is for', () => {
    expect(routeShowsStatus('/view-plan/{plan_id}', 'lost')).toBe(true);
    expect(routeShowsStatus('/attach-plan/{brief_id}/view-plan/{plan_id}', 'pending')).toBe(true);
    expect(routeShowsStatus('/pending-plan-review/{brief_id}/view-plan/{plan_id}', 'pending')).toBe(true);
    expect(routeShowsStatus('/pending-plan-review/{brief_id}/view-plan/{plan_id}', 'accepted')).toBe(false);
    expect(
      routeShowsStatus('/view-modification-request/{brief_id}/view-plan/{plan_id}', 'modification_pending'),
    ).toBe(true);
    expect(routeShowsStatus('/plan', 'pending')).toBe(false);
  });

  it('fill in the plan’s own ids', () => {
    expect(planPath('/approved-plan-review/{brief_id}/view-plan/{plan_id}', place('accepted'))).toBe(
      '/approved-plan-review/3/view-plan/7',
    );
  });
});
