import type { PlanDetail, PlanListItem, PlanStatus } from '@ooh/api';
import { groupedSites, planFixtures, planForCity, planHistory, toPlanListItem } from '@ooh/api/msw';
import { type FakeAnswer, type FakeClient, fakeClient } from '../../../test/fakes.ts';

/**
 * A fixture plan with changes: 1 and 8 in progress (8 without sites), 2 and 7 pending (2 hides two columns),
 * 3 modification required, 4 modification pending (version 2), 5 accepted, 6 lost.
 */
export function planOf(id: number, change: Partial<PlanDetail> = {}): PlanDetail {
  const base = planFixtures.find((plan) => plan.plan_id === id) ?? (planFixtures[0] as PlanDetail);
  return { ...base, ...change };
}

/** fetchPlan as the server answers it: the rows of `?city_name=` only, and the plan's history. */
export function planAnswer(plan: PlanDetail, history = planHistory(plan)): FakeAnswer {
  return (options) => {
    const city = (options?.query as { city_name?: string } | undefined)?.city_name ?? null;
    return { plan: planForCity(plan, city), history };
  };
}

/**
 * The plan screens' test client, answering as the server would: fetchPlan and its groups from the plan as it
 * stands, and each transition moving it (so loading it again shows the new status). `answers` win.
 */
export function planClient(plan: PlanDetail, answers: Record<string, FakeAnswer> = {}): FakeClient {
  let current = plan;
  const move =
    (status: PlanStatus, message: string, change: (plan: PlanDetail) => Partial<PlanDetail> = () => ({})) =>
    (options: Record<string, unknown> | undefined) => {
      const reason = (options?.body as { reason?: string } | undefined)?.reason ?? current.reason;
      current = { ...current, status, reason, ...change(current) };
      return { message, plan: toPlanListItem(current) } satisfies { message: string; plan: PlanListItem };
    };
  return fakeClient({
    fetchPlan: (options) => planAnswer(current)(options),
    fetchPlanGroupedSites: () => groupedSites(current),
    submitPlan: move('pending', 'Plan submitted for review'),
    resubmitPlan: move('modification_pending', 'Plan resubmitted', (moved) => ({
      version: moved.version + 1,
    })),
    acceptPlan: move('accepted', 'Plan accepted'),
    requestPlanModification: move('modification_required', 'Modification requested'),
    losePlan: move('lost', 'Plan marked as lost'),
    ...answers,
  });
}
