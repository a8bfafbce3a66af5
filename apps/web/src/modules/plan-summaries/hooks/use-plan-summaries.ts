import {
  type EndpointResponse,
  fetchBreakFocPaid,
  fetchConventionalPlanSummary,
  fetchConventionalPlanSummaryRegionWise,
  fetchDigitalPlanSummary,
  fetchPlanComparisonConventionalDigital,
  fetchPlanDisplayDuration,
  fetchPlanSummaryConsolidated,
  fetchPreCampaignAnalysisForm,
} from '@ooh/api';
import { allOf } from '../../kit/record/all-of.ts';
import type { RecordLoad } from '../../kit/record/use-record.ts';
import { useRecord } from '../../kit/record/use-record.ts';

export interface PlanSummary {
  consolidated: EndpointResponse<typeof fetchPlanSummaryConsolidated>;
  breakup: EndpointResponse<typeof fetchBreakFocPaid>;
  comparison: EndpointResponse<typeof fetchPlanComparisonConventionalDigital>;
  regions: EndpointResponse<typeof fetchConventionalPlanSummaryRegionWise>;
}

/** The plan summary screen's four calls (docs/domain.md, "Summaries for a plan": 7, 1, 5 and 6). */
export function usePlanSummary(id: number | null): RecordLoad<PlanSummary> {
  const input = id === null ? null : { params: { id } };
  return allOf<PlanSummary>({
    consolidated: useRecord(fetchPlanSummaryConsolidated, input).load,
    breakup: useRecord(fetchBreakFocPaid, input).load,
    comparison: useRecord(fetchPlanComparisonConventionalDigital, input).load,
    regions: useRecord(fetchConventionalPlanSummaryRegionWise, input).load,
  });
}

export interface PlanSummaryDetails {
  conventional: EndpointResponse<typeof fetchConventionalPlanSummary>;
  regions: EndpointResponse<typeof fetchConventionalPlanSummaryRegionWise>;
  digital: EndpointResponse<typeof fetchDigitalPlanSummary>;
  display: EndpointResponse<typeof fetchPlanDisplayDuration>;
}

/** The summary details screen's four calls (summaries 2, 6, 3 and 4). */
export function usePlanSummaryDetails(id: number | null): RecordLoad<PlanSummaryDetails> {
  const input = id === null ? null : { params: { id } };
  return allOf<PlanSummaryDetails>({
    conventional: useRecord(fetchConventionalPlanSummary, input).load,
    regions: useRecord(fetchConventionalPlanSummaryRegionWise, input).load,
    digital: useRecord(fetchDigitalPlanSummary, input).load,
    display: useRecord(fetchPlanDisplayDuration, input).load,
  });
}

export type PreCampaignAnalysis = EndpointResponse<typeof fetchPreCampaignAnalysisForm>;

/** The pre-campaign form's one call. */
export function usePreCampaignAnalysis(id: number | null): RecordLoad<PreCampaignAnalysis> {
  return useRecord(fetchPreCampaignAnalysisForm, id === null ? null : { params: { plan_id: id } }).load;
}
