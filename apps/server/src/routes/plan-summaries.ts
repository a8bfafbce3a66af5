import {
  fetchBreakFocPaid,
  fetchConventionalPlanSummary,
  fetchConventionalPlanSummaryRegionWise,
  fetchDigitalPlanSummary,
  fetchPlanComparisonConventionalDigital,
  fetchPlanDisplayDuration,
  fetchPlanSummaryConsolidated,
  fetchPreCampaignAnalysisForm,
} from '@ooh/api/contract';
import {
  consolidated,
  conventionalByRegion,
  conventionalSummary,
  conventionalVsDigital,
  digitalSummary,
  displayDuration,
  focPaidBreakup,
} from '@ooh/api/plan-math';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { planSummary, preCampaignAnalysisOf } from '../services/plans/summaries.ts';

/**
 * The summaries of a plan (docs/domain.md "Summaries for a plan"): the spec's seven `client-appsells` calls and
 * the pre-campaign analysis form, each computed from the plan's rows on every call.
 */
export async function planSummaryRoutes(app: FastifyInstance) {
  route(app, fetchBreakFocPaid, ({ db, params }) => planSummary(db, params.id, focPaidBreakup));
  route(app, fetchConventionalPlanSummary, ({ db, params }) =>
    planSummary(db, params.id, conventionalSummary),
  );
  route(app, fetchDigitalPlanSummary, ({ db, params }) => planSummary(db, params.id, digitalSummary));
  route(app, fetchPlanDisplayDuration, ({ db, params }) => planSummary(db, params.id, displayDuration));
  route(app, fetchPlanComparisonConventionalDigital, ({ db, params }) =>
    planSummary(db, params.id, conventionalVsDigital),
  );
  route(app, fetchConventionalPlanSummaryRegionWise, ({ db, params }) =>
    planSummary(db, params.id, conventionalByRegion),
  );
  // The tax rate is the server's TAX_RATE_PERCENT (docs/domain.md, decisions: the tax rate).
  route(app, fetchPlanSummaryConsolidated, ({ db, params, config }) =>
    planSummary(db, params.id, (rows) => consolidated(rows, config.taxRatePercent)),
  );
  route(app, fetchPreCampaignAnalysisForm, ({ db, params }) => preCampaignAnalysisOf(db, params.plan_id));
}
