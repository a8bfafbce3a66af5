import type {
  EndpointResponse,
  fetchConventionalPlanSummary,
  fetchConventionalPlanSummaryRegionWise,
  fetchDigitalPlanSummary,
  fetchPlanComparisonConventionalDigital,
} from '@ooh/api';
import type { BarChartDatum } from '@ooh/ui/chart';
import { kindText } from './summary-format.ts';

type Comparison = EndpointResponse<typeof fetchPlanComparisonConventionalDigital>;
type RegionWise = EndpointResponse<typeof fetchConventionalPlanSummaryRegionWise>;
type Conventional = EndpointResponse<typeof fetchConventionalPlanSummary>;
type Digital = EndpointResponse<typeof fetchDigitalPlanSummary>;

/** Σnet of each kind, conventional then digital (summary 5). */
export function netByKind(comparison: Comparison): BarChartDatum[] {
  return comparison.kinds.map((kind) => ({ label: kindText(kind.kind), value: kind.net }));
}

/** Σnet of each region's conventional rows, in the server's order (summary 6). */
export function netByRegion(regionWise: RegionWise): BarChartDatum[] {
  return regionWise.regions.map((region) => ({ label: region.region_name, value: region.net }));
}

export interface MediumFigures {
  medium_name: string;
  impressions: number;
  /** null when the medium's rows have no impressions. */
  cpm: number | null;
}

/**
 * Impressions and CPM of each medium: the conventional then the digital summary's `by_medium` lines (summaries 2
 * and 3), as the server computed them: a medium's CPM is its Σnet / Σimpressions × 1000 over its rows with traffic
 * data (docs/domain.md, "Summaries for a plan"); no impressions: null. Nothing is recomputed here.
 */
export function byMedium(conventional: Conventional, digital: Digital): MediumFigures[] {
  return [...conventional.by_medium, ...digital.by_medium].map(({ medium_name, impressions, cpm }) => ({
    medium_name,
    impressions,
    cpm,
  }));
}
