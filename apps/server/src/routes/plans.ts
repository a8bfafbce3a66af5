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
import * as plans from '../services/plans/index.ts';
import type { TransitionDeps } from '../services/shared/index.ts';

/** Building one plan, reading it, and its review transitions (the plan lists live in plan-lists.ts). */
export async function planRoutes(app: FastifyInstance) {
  const deps = (request: FastifyRequest): TransitionDeps => ({
    db: app.db,
    push: app.push,
    log: request.log,
    now: app.clock.now(),
  });
  const detail = async (planId: number, cityName?: string) => {
    const plan = await plans.findPlanDetail(app.db, planId, cityName);
    if (!plan) throw notFound(plans.PLAN_NOT_FOUND);
    return plan;
  };

  // Build
  route(app, createPlanName, ({ params, body, user, request }) =>
    plans.createPlanName(deps(request), params.briefId, user.id, body.planName),
  );
  route(app, createPlanSites, ({ params, body, user, request }) =>
    plans.savePlanSites(deps(request), params.plan_id, user.id, body),
  );
  route(app, fetchPlanSiteOptions, ({ params, body }) => plans.listSiteOptions(app.db, params.plan_id, body));

  // Read
  route(app, fetchPlan, async ({ params, query }) => {
    const plan = await detail(params.plan_id, query.city_name);
    return { plan, history: await plans.planHistory(app.db, params.plan_id) };
  });
  route(app, fetchPlanGroupedSites, async ({ params }) => {
    const plan = await detail(params.plan_id);
    return { sitesGroupedByCity: plans.groupByCity(plan.sites_list), totals: sumTotals(plan.sites_list) };
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
