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
 * Impressions and CPM of each medium, from the conventional groups (medium × city, summary 2) and the digital rows
 * (summary 3), in that order. Impressions are sums. A medium's CPM is the impressions-weighted mean of its parts'
 * CPMs: each part's CPM × impressions / 1000 is its net over the rows with traffic data, so this is that Σnet /
 * Σimpressions × 1000 (docs/domain.md, "Summaries for a plan": a ratio of sums, rows without traffic left out),
 * to within the parts' CPM rounding (two decimals). No impressions: null.
 */
export function byMedium(conventional: Conventional, digital: Digital): MediumFigures[] {
  const sums = new Map<string, { impressions: number; measuredNet: number }>();
  const add = (medium: string, impressions: number | null, cpm: number | null) => {
    const sum = sums.get(medium) ?? { impressions: 0, measuredNet: 0 };
    if (impressions !== null && cpm !== null) {
      sum.impressions += impressions;
      sum.measuredNet += (cpm * impressions) / 1000;
    }
    sums.set(medium, sum);
  };
  for (const group of conventional.groups) add(group.medium_name, group.impressions, group.cpm);
  for (const row of digital.rows) add(row.medium_name, row.impressions, row.cpm);
  return [...sums.entries()].map(([medium_name, sum]) => ({
    medium_name,
    impressions: sum.impressions,
    cpm: sum.impressions > 0 ? Math.round((sum.measuredNet / sum.impressions) * 100_000) / 100 : null,
  }));
}
