import { describe, expect, it } from 'vitest';
import { routes } from '../../routes.ts';
import {
  briefPlansHref,
  PLAN_VIEW_ROUTES,
  planPath,
  planViewHrefFor,
  routeShowsStatus,
} from './plan-view-routes.ts';

const place = (status: Parameters<typeof planViewHrefFor>[0]['status']) => ({
  plan_id: 7,
  brief_id: 3,
  status,
});

describe('plan view routes', () => {
  it('are routes of the table, each served by the plan view screen', () => {
    for (const specPath of PLAN_VIEW_ROUTES) {
      const route = routes.find((candidate) => candidate.specPath === specPath);
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
    expect(routeShowsStatus('/somewhere-else', 'pending')).toBe(false);
  });

  it('fill in the plan’s own ids', () => {
    expect(planPath('/approved-plan-review/{brief_id}/view-plan/{plan_id}', place('accepted'))).toBe(
      '/approved-plan-review/3/view-plan/7',
    );
  });

  it('lead each role to a view of the status it may open', () => {
    expect(planViewHrefFor(place('pending'), 'key_account_manager')).toBe(
      '/pending-plan-review/3/view-plan/7',
    );
    expect(planViewHrefFor(place('modification_pending'), 'planner')).toBe(
      '/modification-pending/3/view-plan/7',
    );
    // The modification-pending route is for planners, editors and admins: KAMs review it here.
    expect(planViewHrefFor(place('modification_pending'), 'key_account_manager')).toBe(
      '/view-modification-request/3/view-plan/7',
    );
    expect(planViewHrefFor(place('lost'), 'planner')).toBe('/view-lost-plan-detail/7');
    expect(planViewHrefFor(place('accepted'), 'editor')).toBe('/view-plan/7');
  });

  it('link the brief to its plans where the role may open them', () => {
    expect(briefPlansHref(place('inprogress'), 'planner')).toBe('/inprogress-plans/3');
    expect(briefPlansHref(place('accepted'), 'key_account_manager')).toBe('/approved-plan-review/3');
    expect(briefPlansHref(place('modification_pending'), 'key_account_manager')).toBe('/modification-plan/3');
    expect(briefPlansHref(place('pending'), 'key_account_manager')).toBe('/view-brief-details/3');
    expect(briefPlansHref(place('pending'), 'planner')).toBeNull();
  });
});
