import {
  acceptPlan,
  createPlanName,
  createPlanSites,
  fetchPlan,
  fetchPlanGroupedSites,
  fetchPlanSiteOptions,
  losePlan,
  requestPlanModification,
  resubmitPlan,
  submitPlan,
} from '@ooh/api/contract';
import { sumTotals } from '@ooh/api/plan-math';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import { route } from '../http/endpoint.ts';
import type { TransitionDeps } from '../services/lifecycle.ts';
import { listSiteOptions } from '../services/plan-bookings.ts';
import { planHistory } from '../services/plan-history.ts';
import { findPlanDetail, groupByCity, PLAN_NOT_FOUND } from '../services/plan-queries.ts';
import { savePlanSites, createPlanName as startPlan } from '../services/plan-writes.ts';
import * as plans from '../services/plans.ts';

/** Building one plan, reading it, and its review transitions (the plan lists live in plan-lists.ts). */
export async function planRoutes(app: FastifyInstance) {
  const deps = (request: FastifyRequest): TransitionDeps => ({
    db: app.db,
    push: app.push,
    log: request.log,
    now: app.clock.now(),
  });
  const detail = async (planId: number, cityName?: string) => {
    const plan = await findPlanDetail(app.db, planId, cityName);
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    return plan;
  };

  // Build
  route(app, createPlanName, ({ params, body, user, request }) =>
    startPlan(deps(request), params.briefId, user.id, body.planName),
  );
  route(app, createPlanSites, ({ params, body, user, request }) =>
    savePlanSites(deps(request), params.plan_id, user.id, body),
  );
  route(app, fetchPlanSiteOptions, ({ params, body }) => listSiteOptions(app.db, params.plan_id, body));

  // Read
  route(app, fetchPlan, async ({ params, query }) => {
    const plan = await detail(params.plan_id, query.city_name);
    return { plan, history: await planHistory(app.db, params.plan_id) };
  });
  route(app, fetchPlanGroupedSites, async ({ params }) => {
    const plan = await detail(params.plan_id);
    return { sitesGroupedByCity: groupByCity(plan.sites_list), totals: sumTotals(plan.sites_list) };
  });

  // Review
  route(app, submitPlan, ({ params, user, request }) =>
    plans.submitPlan(deps(request), params.plan_id, user.id),
  );
  route(app, resubmitPlan, ({ params, user, request }) =>
    plans.resubmitPlan(deps(request), params.plan_id, user.id),
  );
  route(app, acceptPlan, ({ params, user, request }) =>
    plans.acceptPlan(deps(request), params.plan_id, user.id),
  );
  route(app, requestPlanModification, ({ params, body, user, request }) =>
    plans.requestPlanModification(deps(request), params.plan_id, user.id, body.reason),
  );
  route(app, losePlan, ({ params, body, user, request }) =>
    plans.losePlan(deps(request), params.plan_id, user.id, body.reason),
  );
}
