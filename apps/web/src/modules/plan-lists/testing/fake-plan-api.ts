import type { PlanListItem, PlanStatus } from '@ooh/api';
import { planFixtures, toPlanListItem } from '@ooh/api/msw';
import type { FakeAnswer } from '../../../test/fakes.ts';

/** `count` plans of one status, numbered from `firstId`, newest first, on brief `briefId`. */
export function plansOf(status: PlanStatus, count: number, firstId = 1, briefId = 3): PlanListItem[] {
  const base = toPlanListItem(planFixtures[0] as (typeof planFixtures)[number]);
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return {
      ...base,
      plan_id: id,
      planName: `Plan ${id}`,
      status,
      version: status === 'modification_pending' ? 2 : 1,
      reason: status === 'lost' || status.startsWith('modification') ? `Reason ${id}` : null,
      brief_id: briefId,
      brief_number: `BR-2026-${String(briefId).padStart(4, '0')}`,
      campaign_name: id % 3 === 0 ? 'Ramzan offers' : `Campaign ${briefId}`,
      client_name: id % 3 === 0 ? 'Jazz' : 'Shan Foods',
      sites: 5,
      total: 1_000_000 + index * 100_000,
    };
  });
}

/** Answers a plan list endpoint from `plans` the way the server does: search, then the asked page. */
export function pagedPlans(plans: PlanListItem[]): FakeAnswer {
  return (options) => {
    const query = (options?.query ?? {}) as { page?: number; limit?: number; search?: string };
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const search = query.search?.toLowerCase();
    const matching = search
      ? plans.filter((plan) =>
          [plan.planName, plan.brief_number, plan.campaign_name, plan.client_name].some((text) =>
            text.toLowerCase().includes(search),
          ),
        )
      : plans;
    return {
      plans: matching.slice((page - 1) * limit, page * limit),
      totalPlans: matching.length,
      allTotal: plans.length,
    };
  };
}

/** Answers a per-brief plan endpoint: every plan given, with the altered ones counted. */
export function plansOfBriefAnswer(plans: PlanListItem[]): FakeAnswer {
  return () => ({
    plans,
    totalPlans: plans.length,
    totalAlteredPlans: plans.filter((plan) => plan.version > 1).length,
  });
}

/** A created plan, as createPlanName answers it (201). */
export function createdPlan(planName: string, planId = 42, briefId = 100): FakeAnswer {
  return () => ({
    message: 'Plan created',
    plan: { ...(plansOf('inprogress', 1, planId, briefId)[0] as PlanListItem), planName, sites: 0, total: 0 },
  });
}
