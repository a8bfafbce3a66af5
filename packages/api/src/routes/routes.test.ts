import { describe, expect, it } from 'vitest';
import type { PlanStatus } from '../contract/endpoints/plans.ts';
import { href } from './href.ts';
import {
  analystCampaignHref,
  attachPlanViewHref,
  briefPlansHref,
  briefReviewHref,
  briefUpdateHref,
  campaignDetailsHref,
  mayOpen,
  payOrderReviewHref,
  planStatusHref,
  planViewHref,
  siteViewHref,
} from './records.ts';
import { ROUTES } from './table.ts';

const STATUSES: PlanStatus[] = [
  'inprogress',
  'pending',
  'modification_required',
  'modification_pending',
  'accepted',
  'lost',
];
const plan = (status: PlanStatus) => ({ plan_id: 8, brief_id: 3, status });

/** The route a link opens: the table's path whose pattern matches it. */
function pathOf(link: string): string | undefined {
  return ROUTES.find((route) =>
    new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(link.split('?')[0] ?? ''),
  )?.path;
}

describe('href', () => {
  it('fills every placeholder of a route of the table, URI-encoded', () => {
    expect(href('/view-plan/{plan_id}', { plan_id: 7 })).toBe('/view-plan/7');
    expect(
      href('/competitor-report/{competitor_id}/campaign-details/{campaign_id}', {
        competitor_id: 'a b',
        campaign_id: 2,
      }),
    ).toBe('/competitor-report/a%20b/campaign-details/2');
  });

  it('adds a query, leaving out empty values', () => {
    expect(href('/brief', {}, { tab: 'approved', search: '' })).toBe('/brief?tab=approved');
    expect(href('/plan')).toBe('/plan');
  });
});

describe('record links', () => {
  it('open the view route of the plan’s status', () => {
    expect(planStatusHref(plan('inprogress'))).toBe('/inprogress-plans/3/view-plan/8');
    expect(planStatusHref(plan('pending'))).toBe('/pending-plan-review/3/view-plan/8');
    expect(planStatusHref(plan('modification_required'))).toBe('/modification-required/3/view-plan/8');
    expect(planStatusHref(plan('modification_pending'))).toBe('/modification-pending/3/view-plan/8');
    expect(planStatusHref(plan('accepted'))).toBe('/approved-plan-review/3/view-plan/8');
    expect(planStatusHref(plan('lost'))).toBe('/view-lost-plan-detail/8');
  });

  it("lead every role of /plan to a view it may open: a KAM's modification-pending plan is the request view", () => {
    // Found by the plans journey: the KAM was sent to /modification-pending, which is for planners and editors.
    expect(planViewHref(plan('modification_pending'), 'planner')).toBe('/modification-pending/3/view-plan/8');
    expect(planViewHref(plan('modification_pending'), 'key_account_manager')).toBe(
      '/view-modification-request/3/view-plan/8',
    );
    expect(planViewHref(plan('accepted'), 'editor')).toBe('/view-plan/8');
    for (const status of STATUSES)
      for (const role of ['admin', 'planner', 'key_account_manager'] as const) {
        const path = pathOf(planViewHref(plan(status), role));
        expect(path, `${status} as ${role}`).toMatch(/view-plan|view-lost-plan-detail/);
        expect(path && mayOpen(path as never, role), `${status} as ${role}`).toBe(true);
      }
  });

  it('keep the attach-plan screen’s rows inside it', () => {
    expect(attachPlanViewHref({ plan_id: 8, brief_id: 3 })).toBe('/attach-plan/3/view-plan/8');
    expect(ROUTES.find((route) => route.path === pathOf('/attach-plan/3/view-plan/8'))?.shell).toBe(false);
  });

  it('link the brief to its plans where the role may open them', () => {
    expect(briefPlansHref(plan('inprogress'), 'planner')).toBe('/inprogress-plans/3');
    expect(briefPlansHref(plan('accepted'), 'key_account_manager')).toBe('/approved-plan-review/3');
    expect(briefPlansHref(plan('modification_pending'), 'key_account_manager')).toBe('/modification-plan/3');
    expect(briefPlansHref(plan('pending'), 'key_account_manager')).toBe('/view-brief-details/3');
    expect(briefPlansHref(plan('pending'), 'planner')).toBeNull();
  });

  it('open a brief where it came in: its form or its document', () => {
    expect(briefReviewHref({ id: 4, kind: 'form' })).toBe('/brief-review-form/4');
    expect(briefReviewHref({ id: 4, kind: 'file' })).toBe('/brief-review-file/4');
    expect(briefUpdateHref({ id: 4, kind: 'form' })).toBe('/update-brief/4');
    expect(briefUpdateHref({ id: 4, kind: 'file' })).toBe('/update-brief-by-file/4');
  });

  it('open pay orders, campaigns and sites where each role may go', () => {
    expect(payOrderReviewHref('pending')).toBe('/plan-po-review?tab=pending');
    expect(mayOpen('/plan-po-review', 'key_account_manager')).toBe(true);
    for (const role of ['admin', 'operation_analyst', 'planner'] as const) {
      expect(campaignDetailsHref({ brief_id: 3 }, role)).toBe('/campaign-details/3');
    }
    expect(campaignDetailsHref({ brief_id: 3 }, 'key_account_manager')).toBe('/operation-analyst/3');
    expect(analystCampaignHref({ brief_id: 3 })).toBe('/operation-analyst/3');
    for (const role of ['admin', 'operation_analyst', 'planner', 'key_account_manager'] as const) {
      const link = siteViewHref(12, role);
      expect(link).toBe('/view-sites/12');
      expect(mayOpen(pathOf(link) as never, role)).toBe(true);
    }
  });
});
