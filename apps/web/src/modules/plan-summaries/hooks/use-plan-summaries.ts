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
import type { RecordLoad } from '../../kit/record/use-record.ts';
import { useRecord } from '../../kit/record/use-record.ts';

/**
 * Several calls of one screen as one load: not found as soon as one is (the plan does not exist), failed as soon
 * as one fails (Retry asks again for the failed ones only), there when all are.
 */
export function allOf<T extends object>(
  loads: {
    [K in keyof T]: RecordLoad<T[K]>;
  },
): RecordLoad<T> {
  const list = Object.values(loads) as RecordLoad<unknown>[];
  if (list.some((load) => load.status === 'notFound')) return { status: 'notFound' };
  const failed = list.filter(
    (load): load is Extract<RecordLoad<unknown>, { status: 'failed' }> => load.status === 'failed',
  );
  const [first] = failed;
  if (first)
    return {
      status: 'failed',
      error: first.error,
      retry: () => {
        for (const load of failed) load.retry();
      },
    };
  const record: Record<string, unknown> = {};
  for (const [key, load] of Object.entries(loads) as [string, RecordLoad<unknown>][]) {
    if (load.status !== 'succeeded') return { status: 'loading' };
    record[key] = load.record;
  }
  return { status: 'succeeded', record: record as T };
}

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
