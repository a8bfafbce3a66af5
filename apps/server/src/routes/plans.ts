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
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.ts';
import { notFound } from '../errors.ts';
import { route } from '../http/endpoint.ts';
import * as plans from '../services/plans/index.ts';

/**
 * Building one plan, reading it, and its review transitions (the plan lists live in plan-lists.ts). The writes get
 * the handler context as their dependencies (db, push, log, now).
 */
export async function planRoutes(app: FastifyInstance) {
  const detail = async (db: Db, planId: number, cityName?: string) => {
    const plan = await plans.findPlanDetail(db, planId, cityName);
    if (!plan) throw notFound(plans.PLAN_NOT_FOUND);
    return plan;
  };

  // Build
  route(app, createPlanName, (c) => plans.createPlanName(c, c.params.briefId, c.user.id, c.body.planName));
  route(app, createPlanSites, (c) => plans.savePlanSites(c, c.params.plan_id, c.user.id, c.body));
  route(app, fetchPlanSiteOptions, ({ db, params, body }) => plans.listSiteOptions(db, params.plan_id, body));

  // Read
  route(app, fetchPlan, async ({ db, params, query }) => {
    const plan = await detail(db, params.plan_id, query.city_name);
    return { plan, history: await plans.planHistory(db, params.plan_id) };
  });
  route(app, fetchPlanGroupedSites, async ({ db, params }) => {
    const plan = await detail(db, params.plan_id);
    return { sitesGroupedByCity: plans.groupByCity(plan.sites_list), totals: sumTotals(plan.sites_list) };
  });

  // Review
  route(app, submitPlan, (c) => plans.submitPlan(c, c.params.plan_id, c.user.id));
  route(app, resubmitPlan, (c) => plans.resubmitPlan(c, c.params.plan_id, c.user.id));
  route(app, acceptPlan, (c) => plans.acceptPlan(c, c.params.plan_id, c.user.id));
  route(app, requestPlanModification, (c) =>
    plans.requestPlanModification(c, c.params.plan_id, c.user.id, c.body.reason),
  );
  route(app, losePlan, (c) => plans.losePlan(c, c.params.plan_id, c.user.id, c.body.reason));
}
