import { HttpResponse } from 'msw';
import {
  acceptPlan,
  createPlanName,
  createPlanSites,
  fetchAlteredPendingPlansOfBrief,
  fetchAlteredPlansOfBrief,
  fetchAlteredRequiredPlansOfBrief,
  fetchAlterPendingPlans,
  fetchAlterPlans,
  fetchAlterRequiredPlans,
  fetchApprovedPlans,
  fetchInprogressPlans,
  fetchLostPlans,
  fetchLostPlansOfBrief,
  fetchPendingPlans,
  fetchPendingPlansOfBrief,
  fetchPlan,
  fetchPlanGroupedSites,
  fetchPlanSiteOptions,
  fetchPlansOfBrief,
  losePlan,
  type PlanDetail,
  type PlanStatus,
  requestPlanModification,
  resubmitPlan,
  submitPlan,
} from '../contract/endpoints/plans.ts';
import type { HandlerOptions } from './auth.ts';
import { type MockDb, nextId } from './db.ts';
import { errorResponse, type MockRequest, mockEndpoint, notFound, pageQuery } from './mock.ts';
import {
  groupedSites,
  planForCity,
  planHistory,
  planOf,
  planPage,
  plansOfBrief,
  siteOptions,
  toPlanListItem,
  withPlanSites,
} from './plan-fixtures.ts';

const is =
  (...statuses: PlanStatus[]) =>
  (plan: PlanDetail) =>
    statuses.includes(plan.status);
const altered = (plan: PlanDetail) => plan.version > 1;

function planIn(db: MockDb, params: Record<string, string>) {
  return db.plans.find((p) => p.plan_id === Number(params.plan_id));
}

/** A transition on a stored plan, as the server answers it; the plan keeps its new status. */
function moved(
  db: MockDb,
  message: string,
  status: PlanStatus,
  change: (plan: PlanDetail) => Partial<PlanDetail>,
) {
  return ({ params, body }: MockRequest) => {
    const index = db.plans.findIndex((p) => p.plan_id === Number(params.plan_id));
    const plan = db.plans[index];
    if (!plan) return notFound('Plan not found');
    const reason = (body as { reason?: string } | undefined)?.reason ?? plan.reason;
    const next = { ...plan, status, reason, ...change(plan), updated_at: new Date().toISOString() };
    db.plans[index] = next;
    return { message, plan: toPlanListItem(next) };
  };
}

/**
 * createPlanName as the server answers it: a new empty plan in progress on the brief, stored, 201. `planId` is
 * the id the server gives it (the next one by default; a test may name it, as a screen navigates to it).
 */
export function createPlanAnswer(db: MockDb, { params, body }: MockRequest, planId?: number) {
  const brief = db.briefs.find((b) => b.id === Number(params.briefId));
  if (!brief) return notFound('Brief not found');
  // One accepted plan per brief, as the server refuses it (docs/domain.md "Plan views and one plan per brief").
  const accepted = db.plans.find((p) => p.brief_id === brief.id && p.status === 'accepted');
  if (accepted)
    return errorResponse(
      409,
      `This brief already has an accepted plan (${accepted.planName}). Only one plan per brief can be accepted, so a new plan could never be accepted.`,
    );
  const now = new Date().toISOString();
  const plan = planOf(8, {
    plan_id: planId ?? nextId(db.plans, (p) => p.plan_id),
    planName: String((body as { planName?: string } | undefined)?.planName ?? '').trim(),
    status: 'inprogress',
    version: 1,
    reason: null,
    brief_id: brief.id,
    brief_number: brief.brief_number,
    campaign_name: brief.campaign_name,
    client_name: brief.client_name,
    brief_start_date: brief.start_date,
    brief_end_date: brief.end_date,
    created_at: now,
    updated_at: now,
  });
  db.plans.push(plan);
  return HttpResponse.json({ message: 'Plan created', plan: toPlanListItem(plan) }, { status: 201 });
}

/** The plan lists (all and per brief), one plan, its site table and site options, creation, transitions. */
export function planHandlers(db: MockDb, options: HandlerOptions = {}) {
  const list =
    (keep: (plan: PlanDetail) => boolean) =>
    ({ url }: MockRequest) =>
      planPage(keep, pageQuery(url), db.plans);
  // The server answers 404 for the plans of an unknown or deleted brief.
  const ofBrief =
    (keep?: (plan: PlanDetail) => boolean) =>
    ({ params }: MockRequest) => {
      const briefId = Number(params.brief_id ?? params.id);
      if (!db.briefs.some((b) => b.id === briefId && b.status !== 'deleted'))
        return notFound('Brief not found');
      return plansOfBrief(briefId, keep, db.plans);
    };
  const same = () => ({});
  return [
    mockEndpoint(fetchInprogressPlans, list(is('inprogress')), options),
    mockEndpoint(fetchPendingPlans, list(is('pending')), options),
    mockEndpoint(fetchAlterPlans, list(altered), options),
    mockEndpoint(fetchLostPlans, list(is('lost')), options),
    mockEndpoint(fetchAlterPendingPlans, list(is('modification_pending')), options),
    mockEndpoint(fetchAlterRequiredPlans, list(is('modification_required')), options),
    mockEndpoint(fetchApprovedPlans, list(is('accepted')), options),
    mockEndpoint(fetchAlteredPlansOfBrief, ofBrief(altered), options),
    mockEndpoint(fetchAlteredPendingPlansOfBrief, ofBrief(is('modification_pending')), options),
    mockEndpoint(fetchAlteredRequiredPlansOfBrief, ofBrief(is('modification_required')), options),
    mockEndpoint(fetchLostPlansOfBrief, ofBrief(is('lost')), options),
    mockEndpoint(fetchPendingPlansOfBrief, ofBrief(is('pending', 'modification_pending')), options),
    mockEndpoint(
      fetchPlansOfBrief,
      (request) => {
        const status = request.url.searchParams.get('status');
        return ofBrief((p) => !status || p.status === status)(request);
      },
      options,
    ),
    mockEndpoint(
      fetchPlan,
      ({ params, url }) => {
        const plan = planIn(db, params);
        if (!plan) return notFound('Plan not found');
        return { plan: planForCity(plan, url.searchParams.get('city_name')), history: planHistory(plan) };
      },
      options,
    ),
    mockEndpoint(
      fetchPlanGroupedSites,
      ({ params }) => {
        const plan = planIn(db, params);
        return plan ? groupedSites(plan) : notFound('Plan not found');
      },
      options,
    ),
    mockEndpoint(
      fetchPlanSiteOptions,
      ({ params, body }) => {
        if (!planIn(db, params)) return notFound('Plan not found');
        return siteOptions((body ?? {}) as Parameters<typeof siteOptions>[0], db.plans);
      },
      options,
    ),
    mockEndpoint(createPlanName, (request) => createPlanAnswer(db, request), options),
    mockEndpoint(
      createPlanSites,
      ({ params, body }) => {
        const index = db.plans.findIndex((p) => p.plan_id === Number(params.plan_id));
        const plan = db.plans[index];
        if (!plan) return notFound('Plan not found');
        const saved = withPlanSites(plan, (body ?? {}) as Parameters<typeof withPlanSites>[1]);
        db.plans[index] = saved;
        return { message: 'Plan sites saved', plan: saved };
      },
      options,
    ),
    mockEndpoint(submitPlan, moved(db, 'Plan submitted for review', 'pending', same), options),
    mockEndpoint(acceptPlan, moved(db, 'Plan accepted', 'accepted', same), options),
    mockEndpoint(
      requestPlanModification,
      moved(db, 'Modification requested', 'modification_required', same),
      options,
    ),
    mockEndpoint(
      resubmitPlan,
      moved(db, 'Plan resubmitted', 'modification_pending', (plan) => ({ version: plan.version + 1 })),
      options,
    ),
    mockEndpoint(losePlan, moved(db, 'Plan marked as lost', 'lost', same), options),
  ];
}
