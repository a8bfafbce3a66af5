import { z } from 'zod';
import { defineEndpoint } from '../define.ts';
import { Id } from '../schemas.ts';
import { IsoDate } from './briefs.ts';
import { MediumKind } from './lookups.ts';
import { LineType, PlanColumn, PlanStatus } from './plans.ts';

/**
 * The summaries of a plan (docs/domain.md "Summaries for a plan"): the spec's seven `client-appsells` calls and the
 * pre-campaign analysis form. All computed from the plan's rows by `@ooh/api/plan-math`, never stored. The spec
 * names the paths only; the answers' fields are this project's (docs/domain.md, decisions).
 */

/** Spec section 6: "plan summary and details" and "pre-campaign-form" are for planner, admin and KAM. */
const summaryReaders = ['admin', 'planner', 'key_account_manager'] as const;

const PlanIdParams = z.object({ id: Id });

const Share = z.number().nullable().describe('A percentage to one decimal; null when the whole is 0');
const Cpm = z
  .number()
  .nullable()
  .describe('Σnet of the rows with traffic data / Σimpressions × 1000; null without impressions');

/** Which plan a summary is of; `hide_columns` are the site-table columns hidden from the client (not figures). */
export const SummaryPlan = z.object({
  plan_id: z.number().int(),
  planName: z.string(),
  status: PlanStatus,
  version: z.number().int(),
  brief_id: z.number().int(),
  brief_number: z.string(),
  campaign_name: z.string(),
  client_name: z.string(),
  hide_columns: z.array(PlanColumn),
});
export type SummaryPlan = z.infer<typeof SummaryPlan>;

const Money = {
  gross: z.number(),
  discount: z.number(),
  net: z.number(),
};

/** Sums of a group of rows: the rounded row figures added and rounded again. */
const GroupFigures = z.object({
  sites: z.number().int(),
  /** Σ faces. */
  faces: z.number().int(),
  /** Σ width × height × faces: the area printed. */
  face_area_sqft: z.number(),
  ...Money,
  production: z.number(),
  /** net + production. */
  total: z.number(),
  impressions: z.number(),
  cpm: Cpm,
  /** Rows whose site has no daily traffic: no impressions, and outside the CPM. */
  sites_without_traffic: z.number().int(),
});

const ConventionalGroup = GroupFigures.extend({
  medium_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  region_id: z.number().int(),
  region_name: z.string(),
});

const summary = <T extends z.ZodRawShape>(id: string, path: string, summaryText: string, shape: T) =>
  defineEndpoint({
    id,
    method: 'GET',
    path,
    auth: 'bearer',
    roles: summaryReaders,
    group: 'summaries',
    errorMessage: 'An error occurred while fetching the plan summary',
    summary: `${summaryText} 404 for an unknown plan.`,
    params: PlanIdParams,
    response: z.object({ plan: SummaryPlan, ...shape }),
  });

// ---------------------------------------------------------------------------------------------------------------
// The seven summaries

const FocPaidLine = z.object({ line_type: LineType, sites: z.number().int(), ...Money });

export const fetchBreakFocPaid = summary(
  'fetchBreakFocPaid',
  '/fetch-break-foc-paid/client-appsells/{id}',
  'FOC vs paid break-up: per line type (paid, then FOC) sites, Σgross, Σdiscount, Σnet; FOC share = Σgross(FOC) / Σgross.',
  {
    breakup: z.array(FocPaidLine),
    totals: FocPaidLine.omit({ line_type: true }),
    foc_share_percent: Share,
  },
);

export const fetchConventionalPlanSummary = summary(
  'fetchConventionalPlanSummary',
  '/fetch-conventional-plan-summary/client-appsells/{id}',
  'Conventional rows by medium and city, and by medium: sites, faces, face area, money, impressions, CPM.',
  {
    groups: z.array(ConventionalGroup),
    /** By medium (by name), every city together; its CPM a ratio of its sums. */
    by_medium: z.array(GroupFigures.extend({ medium_name: z.string() })),
    totals: GroupFigures,
  },
);

const DigitalLine = z.object({
  plan_site_id: z.number().int(),
  site_id: z.number().int(),
  site_code: z.string(),
  site_name: z.string(),
  city_name: z.string(),
  medium_name: z.string(),
  line_type: LineType,
  /** The site's faces. */
  screens: z.number().int(),
  spot_length_seconds: z.number().int().nullable(),
  loop_length_seconds: z.number().int().nullable(),
  spots_per_loop: z.number().int().nullable(),
  plays_per_day: z.number().int().nullable(),
  share_of_voice_percent: z.number(),
  days: z.number().int(),
  net: z.number(),
  impressions: z.number().nullable(),
  cpm: Cpm,
});

/** Sums of digital rows. */
const DigitalFigures = z.object({
  sites: z.number().int(),
  screens: z.number().int(),
  /** Σ plays a day. */
  plays_per_day: z.number().int(),
  gross: z.number(),
  net: z.number(),
  impressions: z.number(),
  cpm: Cpm,
  sites_without_traffic: z.number().int(),
});

export const fetchDigitalPlanSummary = summary(
  'fetchDigitalPlanSummary',
  '/fetch-digital-plan-summary/client-appsells/{id}',
  'Digital rows, and by medium: screens, spot, loop, plays a day, share of voice, Σnet, Σimpressions, CPM.',
  {
    rows: z.array(DigitalLine),
    /** By medium (by name); its CPM a ratio of its sums. */
    by_medium: z.array(DigitalFigures.extend({ medium_name: z.string() })),
    totals: DigitalFigures,
  },
);

const DisplayLine = z.object({
  plan_site_id: z.number().int(),
  site_id: z.number().int(),
  site_code: z.string(),
  site_name: z.string(),
  city_name: z.string(),
  spot_length_seconds: z.number().int().nullable(),
  plays_per_day: z.number().int().nullable(),
  /** plays a day × spot. */
  display_seconds_per_day: z.number().int(),
  display_hours_per_day: z.number(),
  days: z.number().int(),
  /** display seconds a day × days. */
  display_seconds: z.number().int(),
  display_hours: z.number(),
});

export const fetchPlanDisplayDuration = summary(
  'fetchPlanDisplayDuration',
  '/fetch-plan-display-duration/client-appsells/{id}',
  'Per digital row: display seconds a day (plays a day × spot) × days, in hours.',
  {
    rows: z.array(DisplayLine),
    totals: z.object({
      sites: z.number().int(),
      display_seconds: z.number().int(),
      display_hours: z.number(),
    }),
  },
);

const KindComparison = z.object({
  sites: z.number().int(),
  net: z.number(),
  impressions: z.number(),
  cpm: Cpm,
  sites_without_traffic: z.number().int(),
  /** Σ days / 30 (FOC rows included). */
  site_months: z.number(),
  net_per_site_month: z.number().nullable(),
});

export const fetchPlanComparisonConventionalDigital = summary(
  'fetchPlanComparisonConventionalDigital',
  '/fetch-plan-comparison-conventional-digital/client-appsells/{id}',
  'Conventional vs digital: budget share (of Σnet), impressions share, CPM and net per site-month of each kind.',
  {
    kinds: z.array(
      KindComparison.extend({
        kind: MediumKind,
        budget_share_percent: Share,
        impressions_share_percent: Share,
      }),
    ),
    totals: KindComparison,
  },
);

export const fetchConventionalPlanSummaryRegionWise = summary(
  'fetchConventionalPlanSummaryRegionWise',
  '/fetch-conventional-plan-summary-region-wise/client-appsells/{id}',
  "The conventional summary by region, each region's medium × city groups inside; share = Σnet(region) / Σnet(plan).",
  {
    regions: z.array(
      GroupFigures.extend({
        region_id: z.number().int(),
        region_name: z.string(),
        share_percent: Share,
        groups: z.array(ConventionalGroup),
      }),
    ),
    totals: GroupFigures.extend({ share_percent: Share }),
  },
);

const ConsolidatedLine = z.object({
  kind: MediumKind,
  sites: z.number().int(),
  ...Money,
  production: z.number(),
  /** net + production. */
  subtotal: z.number(),
});

export const fetchPlanSummaryConsolidated = summary(
  'fetchPlanSummaryConsolidated',
  '/fetch-plan-summary-consolidated/client-appsells/{id}',
  "Consolidated: per kind and in all, subtotal = Σnet + Σproduction; tax at the server's TAX_RATE_PERCENT on the plan's subtotal; grand total.",
  {
    lines: z.array(ConsolidatedLine),
    totals: ConsolidatedLine.omit({ kind: true }).extend({
      impressions: z.number(),
      cpm: Cpm,
      sites_without_traffic: z.number().int(),
    }),
    tax_rate_percent: z.number(),
    tax: z.number(),
    grand_total: z.number(),
  },
);

// ---------------------------------------------------------------------------------------------------------------
// The pre-campaign analysis form

const AudienceSlice = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The plan's brief targets this value. */
  targeted: z.boolean(),
  sites: z.number().int(),
  impressions: z.number(),
  /** Of the plan's impressions; a site reaching several values counts in each. */
  share_percent: Share,
});

const BudgetLine = {
  sites: z.number().int(),
  net: z.number(),
  total: z.number(),
  /** Of the plan's Σnet. */
  share_percent: Share,
};

export const fetchPreCampaignAnalysisForm = defineEndpoint({
  id: 'fetchPreCampaignAnalysisForm',
  method: 'GET',
  path: '/fetch-pre-campaign-analysis-form/{plan_id}',
  auth: 'bearer',
  roles: summaryReaders,
  group: 'plans',
  errorMessage: 'An error occurred while fetching the pre-campaign analysis',
  summary:
    "Before the campaign: the audience of the plan's sites (age ranges, genders, SEC classes, marked where the brief targets them), the reach estimate, the budget by medium and city against the brief's budget, and the schedule by week. 404 for an unknown plan.",
  params: z.object({ plan_id: Id }),
  response: z.object({
    plan: SummaryPlan,
    brief: z.object({
      start_date: IsoDate,
      end_date: IsoDate,
      budget: z.number(),
      objective: z.string(),
    }),
    audience: z.object({
      age_ranges: z.array(AudienceSlice),
      genders: z.array(AudienceSlice),
      sec_ranges: z.array(AudienceSlice),
      /** Rows reaching a target in every dimension the brief targets; null when it targets none. */
      on_target: z
        .object({ sites: z.number().int(), impressions: z.number(), share_percent: Share })
        .nullable(),
    }),
    reach: z.object({
      impressions: z.number(),
      /** Σ daily traffic × (1 − (1 − share of voice)^days), per row. */
      reach: z.number().int(),
      /** impressions / reach. */
      frequency: z.number().nullable(),
      sites_without_traffic: z.number().int(),
    }),
    budget: z.object({
      brief_budget: z.number(),
      net: z.number(),
      total: z.number(),
      /** total / the brief's budget. */
      budget_used_percent: Share,
      by_medium: z.array(z.object({ medium_name: z.string(), kind: MediumKind, ...BudgetLine })),
      by_city: z.array(
        z.object({
          city_id: z.number().int(),
          city_name: z.string(),
          region_name: z.string(),
          ...BudgetLine,
        }),
      ),
    }),
    schedule: z.array(
      z.object({
        week_start: IsoDate,
        week_end: IsoDate,
        sites_live: z.number().int(),
        site_days: z.number().int(),
        net: z.number(),
        impressions: z.number(),
      }),
    ),
  }),
});
