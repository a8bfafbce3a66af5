import {
  COMPETITOR_REPORT_LABELS,
  COMPETITOR_REPORT_TYPES,
  type CompetitorReport,
  type CompetitorReportSummary,
  type CompetitorReportType,
  isCompetitorReportType,
} from '@ooh/api';

/**
 * The five competitor reports as data (issue 18; docs/domain.md "Competitor reports"): their label (the contract's
 * constants), what each shows, and how its figures are drawn. The reports menu, the create screen and the view
 * read this table; nothing else names the types.
 */
export interface ReportTypeDefinition {
  type: CompetitorReportType;
  label: string;
  /** One line of what the report shows, on the menu and the create screen. */
  description: string;
  /** How the view draws it: bars of share by group, paired bars (theirs and ours), or cards with photos. */
  chart: 'share' | 'paired' | 'cards';
  /** The group's name in the table's header (share reports). */
  groupHeader?: string;
}

const DESCRIPTIONS: Record<CompetitorReportType, Omit<ReportTypeDefinition, 'type' | 'label'>> = {
  'city-wise': {
    description: 'The share of the campaign’s sites in each city, with their faces.',
    chart: 'share',
    groupHeader: 'City',
  },
  'medium-wise': {
    description: 'The share of the campaign’s sites on each medium: billboards, streetpoles and screens.',
    chart: 'share',
    groupHeader: 'Medium',
  },
  'region-wise': {
    description: 'The share of the campaign’s sites in each region.',
    chart: 'share',
    groupHeader: 'Region',
  },
  'site-list': {
    description: 'Every site the campaign was seen on, with its place, medium, date and photo.',
    chart: 'cards',
  },
  'head-to-head': {
    description:
      'The competitor’s sites beside ours in running campaigns, city by city and medium by medium.',
    chart: 'paired',
  },
};

export const REPORT_TYPES: readonly ReportTypeDefinition[] = COMPETITOR_REPORT_TYPES.map((type) => ({
  type,
  label: COMPETITOR_REPORT_LABELS[type],
  ...DESCRIPTIONS[type],
}));

/** The definition of a route's `report_type`, or null for a word that names no report. */
export function reportTypeOf(value: string | undefined): ReportTypeDefinition | null {
  if (!value || !isCompetitorReportType(value)) return null;
  return REPORT_TYPES.find((definition) => definition.type === value) ?? null;
}

/** The menu's rows: each type with its last generated report, when there is one. */
export function reportMenuRows(summaries: readonly CompetitorReportSummary[]) {
  return REPORT_TYPES.map((definition) => ({
    definition,
    generated: summaries.find((summary) => summary.report_type === definition.type) ?? null,
  }));
}

// Created on first use (formatters at module load cost the first screen's evaluation).
let oneDecimal: Intl.NumberFormat | undefined;
/** A share as the report stores it, one decimal: 33.3 → "33.3%", 100 → "100.0%". */
export function formatShare(share: number): string {
  oneDecimal ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${oneDecimal.format(share)}%`;
}

/** The file name the PDF is saved under when the server names none. */
export function reportFileName(report: Pick<CompetitorReport, 'label' | 'campaign'>): string {
  return `${report.campaign.name} ${report.label}.pdf`;
}

/** The bars of a share report (the share of each group), or of head to head (the competitor's share per row). */
export function shareBars(report: CompetitorReport): { label: string; value: number }[] {
  switch (report.report_type) {
    case 'city-wise':
    case 'medium-wise':
    case 'region-wise':
      return report.groups.map((group) => ({ label: group.name, value: group.share }));
    case 'head-to-head':
      return report.rows.map((row) => ({
        label: `${row.city_name} · ${row.medium_name}`,
        value: row.competitor_share,
      }));
    case 'site-list':
      return [];
  }
}
