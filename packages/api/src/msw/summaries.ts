import { DEFAULT_TAX_RATE_PERCENT } from '../contract/constants.ts';
import type { PlanDetail } from '../contract/endpoints/plans.ts';
import {
  fetchBreakFocPaid,
  fetchConventionalPlanSummary,
  fetchConventionalPlanSummaryRegionWise,
  fetchDigitalPlanSummary,
  fetchPlanComparisonConventionalDigital,
  fetchPlanDisplayDuration,
  fetchPlanSummaryConsolidated,
  fetchPreCampaignAnalysisForm,
  type SummaryPlan,
} from '../contract/endpoints/summaries.ts';
import {
  consolidated,
  conventionalByRegion,
  conventionalSummary,
  conventionalVsDigital,
  digitalSummary,
  displayDuration,
  focPaidBreakup,
  preCampaignAnalysis,
  type SiteAudience,
} from '../plan-math/index.ts';
import type { HandlerOptions } from './auth.ts';
import type { MockDb } from './db.ts';
import { fixtures } from './fixtures.ts';
import { type MockRequest, mockEndpoint, notFound } from './mock.ts';
import { siteInventory } from './plan-fixtures.ts';

const summaryPlan = (plan: PlanDetail): SummaryPlan => ({
  plan_id: plan.plan_id,
  planName: plan.planName,
  status: plan.status,
  version: plan.version,
  brief_id: plan.brief_id,
  brief_number: plan.brief_number,
  campaign_name: plan.campaign_name,
  client_name: plan.client_name,
  hide_columns: plan.hide_columns,
});

/**
 * Who each fixture site reaches: every site 25–34, odd sites 18–24 too; every third site both genders, the others
 * one; SEC from the site's class. Made up, but stable, so the pre-campaign form has something to show.
 */
const audiences = new Map<number, SiteAudience>(
  siteInventory.map((site) => [
    site.id,
    {
      age_range_ids: site.id % 2 ? [1, 2] : [2],
      gender_ids: site.id % 3 === 0 ? [1, 2] : [(site.id % 2) + 1],
      sec_range_id: site.sec_name === 'B' ? 2 : 1,
    },
  ]),
);

/** The summaries of a stored plan, computed by the plan math from its rows as the server does. */
export function summaryHandlers(db: MockDb, options: HandlerOptions = {}) {
  const of =
    <T extends object>(compute: (plan: PlanDetail) => T) =>
    ({ params }: MockRequest) => {
      const plan = db.plans.find((p) => p.plan_id === Number(params.id ?? params.plan_id));
      if (!plan) return notFound('Plan not found');
      return { plan: summaryPlan(plan), ...compute(plan) };
    };
  return [
    mockEndpoint(
      fetchBreakFocPaid,
      of((plan) => focPaidBreakup(plan.sites_list)),
      options,
    ),
    mockEndpoint(
      fetchConventionalPlanSummary,
      of((plan) => conventionalSummary(plan.sites_list)),
      options,
    ),
    mockEndpoint(
      fetchDigitalPlanSummary,
      of((plan) => digitalSummary(plan.sites_list)),
      options,
    ),
    mockEndpoint(
      fetchPlanDisplayDuration,
      of((plan) => displayDuration(plan.sites_list)),
      options,
    ),
    mockEndpoint(
      fetchPlanComparisonConventionalDigital,
      of((plan) => conventionalVsDigital(plan.sites_list)),
      options,
    ),
    mockEndpoint(
      fetchConventionalPlanSummaryRegionWise,
      of((plan) => conventionalByRegion(plan.sites_list)),
      options,
    ),
    mockEndpoint(
      fetchPlanSummaryConsolidated,
      of((plan) => consolidated(plan.sites_list, DEFAULT_TAX_RATE_PERCENT)),
      options,
    ),
    mockEndpoint(
      fetchPreCampaignAnalysisForm,
      of((plan) => {
        const brief = db.briefs.find((b) => b.id === plan.brief_id);
        const targets = (chosen: ReadonlyArray<{ id: number }> | undefined) =>
          new Set((chosen ?? []).map((c) => c.id));
        const values = (list: ReadonlyArray<{ id: number; name: string }>, chosen: Set<number>) =>
          list.map((v) => ({ id: v.id, name: v.name, targeted: chosen.has(v.id) }));
        return {
          brief: {
            start_date: brief?.start_date ?? plan.brief_start_date,
            end_date: brief?.end_date ?? plan.brief_end_date,
            budget: brief?.budget ?? 0,
            objective: brief?.objective ?? '',
          },
          ...preCampaignAnalysis(plan.sites_list, {
            audiences,
            ageRanges: values(fixtures.ageRanges, targets(brief?.age_ranges)),
            genders: values(fixtures.genders, targets(brief?.genders)),
            secRanges: values(fixtures.secRanges, targets(brief?.sec_ranges)),
            briefBudget: brief?.budget ?? 0,
          }),
        };
      }),
      options,
    ),
  ];
}
