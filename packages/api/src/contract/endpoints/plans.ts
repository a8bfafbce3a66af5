import { z } from 'zod';
import {
  INPUT_BOUNDS,
  LINE_TYPES,
  PLAN_COLUMNS,
  PLAN_MESSAGES,
  PLAN_STATUSES,
  type PlanColumnKey,
} from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import { calendarDate, Id, IsoDateTime, money, SearchPageQuery, text } from '../schemas.ts';
import { IsoDate } from './briefs.ts';
import { MediumKind } from './lookups.ts';

/** The plan machine's states, as stored (docs/domain.md "Plan"). */
export const PlanStatus = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof PlanStatus>;

/** A plan site is paid, or free of charge (FOC: its net is 0, its gross still counts for the FOC share). */
export const LineType = z.enum(LINE_TYPES);
export type LineType = z.infer<typeof LineType>;

// ---------------------------------------------------------------------------------------------------------------
// Columns of the site table: the planner hides some from the client's view (`hide_columns`); `dynamicHeaders`
// are the ones left, in this order.

const columnKeys = PLAN_COLUMNS.map((c) => c.key) as [PlanColumnKey, ...PlanColumnKey[]];
export const PlanColumn = z.enum(columnKeys, { error: 'Not a column of the site table' });
export const PlanHeader = z.object({ key: PlanColumn, label: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Rows and totals (docs/domain.md "The plan site row": everything derived is computed by the server, never typed in)

export const PlanSiteRow = z.object({
  plan_site_id: z.number().int(),
  site_id: z.number().int(),
  site_code: z.string(),
  site_name: z.string(),
  region_id: z.number().int(),
  region_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  location_name: z.string(),
  medium_name: z.string(),
  kind: MediumKind,
  width_ft: z.number(),
  height_ft: z.number(),
  /** width × height, square feet. */
  area_sqft: z.number(),
  faces: z.number().int(),
  illuminated: z.boolean(),
  start_date: IsoDate,
  end_date: IsoDate,
  /** end − start + 1. */
  days: z.number().int(),
  line_type: LineType,
  monthly_rate: z.number(),
  discount_percent: z.number(),
  /** monthly rate × days / 30. */
  gross: z.number(),
  /** gross × discount % / 100. */
  discount: z.number(),
  /** 0 for FOC, else gross − discount. */
  net: z.number(),
  /** Per square foot (conventional). */
  printing_rate: z.number(),
  mounting_cost: z.number(),
  /** printing rate × area × faces + mounting (conventional); 0 for digital. */
  production: z.number(),
  /** net + production. */
  total: z.number(),
  daily_traffic: z.number().int().nullable(),
  /** Digital rows only; null for conventional. */
  spot_length_seconds: z.number().int().nullable(),
  loop_length_seconds: z.number().int().nullable(),
  spots_per_loop: z.number().int().nullable(),
  plays_per_day: z.number().int().nullable(),
  /** spots × spot / loop for digital; 1 for conventional. */
  share_of_voice: z.number(),
  /** daily traffic × days × share of voice; null without traffic data. */
  impressions: z.number().nullable(),
  /** net / impressions × 1000; null without impressions. */
  cpm: z.number().nullable(),
});
export type PlanSiteRow = z.infer<typeof PlanSiteRow>;

/** Sums over rows; CPM is the ratio of the sums, never an average of row CPMs. */
export const PlanTotals = z.object({
  sites: z.number().int(),
  gross: z.number(),
  discount: z.number(),
  net: z.number(),
  production: z.number(),
  total: z.number(),
  impressions: z.number(),
  cpm: z.number().nullable(),
});
export type PlanTotals = z.infer<typeof PlanTotals>;

/** One step of a plan's history: who did what, with the reason given, and the version it produced. */
export const PlanHistoryEntry = z.object({
  version: z.number().int(),
  action: z.enum(['created', 'submitted', 'accepted', 'modification_requested', 'resubmitted', 'lost']),
  reason: z.string().nullable(),
  actor_name: z.string().nullable(),
  at: IsoDateTime,
  /** For submitted and resubmitted: the snapshot's site count and total. */
  sites: z.number().int().nullable(),
  total: z.number().nullable(),
});
export type PlanHistoryEntry = z.infer<typeof PlanHistoryEntry>;

/** A plan as the lists show it, with its brief. */
export const PlanListItem = z.object({
  plan_id: z.number().int(),
  planName: z.string(),
  status: PlanStatus,
  version: z.number().int(),
  /** The reason of the last modification request or of the loss. */
  reason: z.string().nullable(),
  brief_id: z.number().int(),
  brief_number: z.string(),
  campaign_name: z.string(),
  client_name: z.string(),
  sites: z.number().int(),
  total: z.number(),
  created_by_name: z.string().nullable(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type PlanListItem = z.infer<typeof PlanListItem>;

/** The whole plan: the site table (filtered by city when asked), its headers, cities and totals. */
export const PlanDetail = PlanListItem.extend({
  brief_start_date: IsoDate,
  brief_end_date: IsoDate,
  hide_columns: z.array(PlanColumn),
  dynamicHeaders: z.array(PlanHeader),
  /** Cities of the plan's sites, by name (the `city_name` filter's choices). */
  citiesArray: z.array(z.string()),
  sites_list: z.array(PlanSiteRow),
  totals: PlanTotals,
  /** A fact the plan machine needs: another plan of this brief is accepted. */
  briefHasAcceptedPlan: z.boolean(),
});
export type PlanDetail = z.infer<typeof PlanDetail>;

export const CityGroup = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  region_name: z.string(),
  sites: z.array(PlanSiteRow),
  totals: PlanTotals,
});
export type CityGroup = z.infer<typeof CityGroup>;

/** A site the planner may add, with whether it is free for the plan's dates. */
export const SiteOption = z.object({
  id: z.number().int(),
  site_code: z.string(),
  name: z.string(),
  region_id: z.number().int(),
  region_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  medium_id: z.number().int(),
  medium_name: z.string(),
  kind: MediumKind,
  sec_name: z.string().nullable(),
  width_ft: z.number(),
  height_ft: z.number(),
  faces: z.number().int(),
  illuminated: z.boolean(),
  monthly_rate: z.number(),
  daily_traffic: z.number().int().nullable(),
  spot_length_seconds: z.number().int().nullable(),
  loop_length_seconds: z.number().int().nullable(),
  spots_per_loop: z.number().int().nullable(),
  /** Where the site stands (WGS 84 degrees), when known: the site table's map view places it there. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Free for the brief's dates: not in an accepted plan or an active campaign overlapping them. */
  available: z.boolean(),
  /** The first clashing booking when not available. */
  booked_by: z
    .object({
      plan_id: z.number().int(),
      planName: z.string(),
      brief_number: z.string(),
      start_date: IsoDate,
      end_date: IsoDate,
    })
    .nullable(),
});
export type SiteOption = z.infer<typeof SiteOption>;

// ---------------------------------------------------------------------------------------------------------------
// Input

const planDate = calendarDate({ invalid: PLAN_MESSAGES.date });
const amount = (message: string) => money(message);
const slotSeconds = z.coerce
  .number({ error: PLAN_MESSAGES.digital })
  .int(PLAN_MESSAGES.digital)
  .positive(PLAN_MESSAGES.digital)
  .max(INPUT_BOUNDS.maxSlotSeconds, PLAN_MESSAGES.digital);
const spotsPerLoop = z.coerce
  .number({ error: PLAN_MESSAGES.digital })
  .int(PLAN_MESSAGES.digital)
  .positive(PLAN_MESSAGES.digital)
  .max(INPUT_BOUNDS.maxSpotsPerLoop, PLAN_MESSAGES.digital);

/** One row of the site table as the planner saves it; the server computes every derived figure. */
export const PlanSiteInput = z
  .object({
    site_id: Id,
    start_date: planDate,
    end_date: planDate,
    line_type: LineType.default('paid'),
    monthly_rate: amount(PLAN_MESSAGES.rate),
    discount_percent: z.coerce
      .number({ error: PLAN_MESSAGES.discount })
      .min(0, PLAN_MESSAGES.discount)
      .max(100, PLAN_MESSAGES.discount)
      .default(0),
    printing_rate: amount(PLAN_MESSAGES.rate).default(0),
    mounting_cost: amount(PLAN_MESSAGES.rate).default(0),
    /** Digital sites only; the site's own slot data when left out. */
    spot_length_seconds: slotSeconds.nullish(),
    loop_length_seconds: slotSeconds.nullish(),
    spots_per_loop: spotsPerLoop.nullish(),
  })
  .superRefine((row, ctx) => {
    if (row.end_date < row.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: PLAN_MESSAGES.endBeforeStart });
  });
export type PlanSiteInput = z.input<typeof PlanSiteInput>;

const reason = (message: string) =>
  z.object({
    reason: text(1000, { required: message }),
  });

// ---------------------------------------------------------------------------------------------------------------
// Roles (spec section 6: plan and plan views are admin, planner and KAM; modification-pending adds the editor)

const planStaff = ['admin', 'planner', 'key_account_manager'] as const;
const planReaders = ['admin', 'planner', 'key_account_manager', 'editor'] as const;
/** docs/domain.md: planners build and alter plans. */
const builders = ['admin', 'planner', 'key_account_manager'] as const;
const submitters = ['admin', 'planner'] as const;
/** docs/domain.md: the KAM reviews plans with the client. */
const reviewers = ['admin', 'key_account_manager'] as const;

const PlanPage = z.object({
  plans: z.array(PlanListItem),
  /** Plans matching the search (what the pages go through). */
  totalPlans: z.number().int().min(0),
  /** True when the search matched more than were counted: `totalPlans` is then a lower bound ("1,010+"). */
  totalCapped: z.boolean(),
  /** The whole list without the search. */
  allTotal: z.number().int().min(0),
});
const PlansOfBrief = z.object({
  plans: z.array(PlanListItem),
  totalPlans: z.number().int().min(0),
  /** Of these, the plans with more than one version. */
  totalAlteredPlans: z.number().int().min(0),
});
const PlanChanged = z.object({ message: z.string(), plan: PlanListItem });
const BriefIdParams = z.object({ brief_id: Id });
const PlanIdParams = z.object({ plan_id: Id });

// ---------------------------------------------------------------------------------------------------------------
// Build

export const createPlanName = defineEndpoint({
  id: 'createPlanName',
  method: 'POST',
  path: '/create-plan-name/admin-appsell/{briefId}',
  auth: 'bearer',
  roles: builders,
  group: 'plans',
  errorMessage: 'An error occurred while creating the plan',
  successStatus: 201,
  summary:
    'Starts a plan (in progress) on an approved brief; the brief is then `is_Plan_attached`. 409 when the brief is not approved.',
  params: z.object({ briefId: Id }),
  body: z.object({
    planName: text(200, { required: PLAN_MESSAGES.planName }),
  }),
  response: PlanChanged,
});

export const createPlanSites = defineEndpoint({
  id: 'createPlanSites',
  lifecycle: 'plan',
  method: 'POST',
  path: '/create-plansites/admin-appsell/{plan_id}',
  auth: 'bearer',
  roles: builders,
  group: 'geo',
  errorMessage: 'An error occurred while saving the plan sites',
  summary:
    "Saves the plan's whole site table (replacing the rows) and the columns hidden from the client. Allowed in progress and when a modification is required. 409 when a site is booked for overlapping dates in an accepted plan (naming it), or the status does not allow edits.",
  params: PlanIdParams,
  body: z.object({
    hide_columns: z.array(PlanColumn).max(PLAN_COLUMNS.length).default([]),
    plan_form: z.array(PlanSiteInput).max(2000, 'At most 2000 sites in a plan'),
  }),
  response: z.object({ message: z.string(), plan: PlanDetail }),
});

export const fetchPlanSiteOptions = defineEndpoint({
  id: 'fetchPlanSiteOptions',
  method: 'POST',
  path: '/fetch-plan-site-options/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: builders,
  group: 'geo',
  errorMessage: 'An error occurred while fetching the sites',
  extension: true,
  summary:
    "Approved inventory sites a plan may add, filtered in SQL (region, city, location, medium, SEC, availability for the brief's dates, search over code and name), paged.",
  params: PlanIdParams,
  body: z.object({
    region_ids: z.array(Id).max(500).default([]),
    city_ids: z.array(Id).max(500).default([]),
    location_ids: z.array(Id).max(2000).default([]),
    medium_ids: z.array(Id).max(100).default([]),
    sec_ids: z.array(Id).max(100).default([]),
    availability: z.enum(['all', 'available', 'booked']).default('all'),
    search: text(200).optional(),
    page: z.coerce.number().int().min(1).max(INPUT_BOUNDS.maxPage).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  response: z.object({
    sites: z.array(SiteOption),
    /** Sites matching the filters, counted up to 1,000 past the page. */
    total: z.number().int().min(0),
    /** True when more sites match than were counted: `total` is then a lower bound ("1,025+"). */
    totalCapped: z.boolean(),
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Read one plan

export const fetchPlan = defineEndpoint({
  id: 'fetchPlan',
  method: 'GET',
  path: '/fetch-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: planReaders,
  group: 'plans',
  errorMessage: 'An error occurred while fetching the plan',
  summary:
    "One plan: its site table (only `city_name`'s rows when given), dynamicHeaders (the columns not hidden), citiesArray, totals and history.",
  params: PlanIdParams,
  query: z.object({ city_name: text(200).optional() }),
  response: z.object({ plan: PlanDetail, history: z.array(PlanHistoryEntry) }),
});

export const fetchPlanGroupedSites = defineEndpoint({
  id: 'fetchPlanGroupedSites',
  method: 'GET',
  path: '/fetch-plan-grouped-sites/{plan_id}',
  auth: 'bearer',
  roles: planReaders,
  group: 'plans',
  errorMessage: 'An error occurred while fetching the plan',
  summary: "The plan's sites grouped by city (sitesGroupedByCity) with each city's totals and the plan's.",
  params: PlanIdParams,
  response: z.object({ sitesGroupedByCity: z.array(CityGroup), totals: PlanTotals }),
});

// ---------------------------------------------------------------------------------------------------------------
// Transitions (extensions: docs/domain.md "Calls the spec does not show")

export const submitPlan = defineEndpoint({
  id: 'submitPlan',
  lifecycle: 'plan',
  method: 'PATCH',
  path: '/submit-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: submitters,
  group: 'plans',
  errorMessage: 'Failed to update status',
  extension: true,
  summary: 'In progress → pending (first review); needs a site. Snapshots version 1; KAMs are notified.',
  params: PlanIdParams,
  response: PlanChanged,
});

export const acceptPlan = defineEndpoint({
  id: 'acceptPlan',
  lifecycle: 'plan',
  method: 'PATCH',
  path: '/accept-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: reviewers,
  group: 'plans',
  errorMessage: 'Failed to update status',
  extension: true,
  summary:
    'Pending or modification pending → accepted; only one accepted plan per brief, and none of its sites may be booked for overlapping dates in another accepted plan (409 naming the clash). Planners are notified.',
  params: PlanIdParams,
  response: PlanChanged,
});

export const requestPlanModification = defineEndpoint({
  id: 'requestPlanModification',
  lifecycle: 'plan',
  method: 'PATCH',
  path: '/request-plan-modification/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: reviewers,
  group: 'plans',
  errorMessage: 'Failed to update status',
  extension: true,
  summary: 'Pending or modification pending → modification required, with a reason; planners are notified.',
  params: PlanIdParams,
  body: reason(PLAN_MESSAGES.reasonModify),
  response: PlanChanged,
});

export const resubmitPlan = defineEndpoint({
  id: 'resubmitPlan',
  lifecycle: 'plan',
  method: 'PATCH',
  path: '/resubmit-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: submitters,
  group: 'plans',
  errorMessage: 'Failed to update status',
  extension: true,
  summary:
    'Modification required → modification pending; snapshots the sites as a new version (version + 1). KAMs are notified.',
  params: PlanIdParams,
  response: PlanChanged,
});

export const losePlan = defineEndpoint({
  id: 'losePlan',
  lifecycle: 'plan',
  method: 'PATCH',
  path: '/lose-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: reviewers,
  group: 'plans',
  errorMessage: 'Failed to update status',
  extension: true,
  summary: 'Pending or modification pending → lost, with a reason; planners are notified.',
  params: PlanIdParams,
  body: reason(PLAN_MESSAGES.reasonLose),
  response: PlanChanged,
});

// ---------------------------------------------------------------------------------------------------------------
// Lists

const listSummary = (which: string) =>
  `${which}, newest first; search over plan name, brief number, campaign and client. totalPlans = matching the search (counted up to 1,000 past the page; totalCapped says when there are more), allTotal = the whole list.`;

const planList = (
  id: string,
  path: string,
  which: string,
  roles: readonly (typeof planReaders)[number][] = planStaff,
) =>
  defineEndpoint({
    id,
    method: 'GET',
    path,
    auth: 'bearer',
    roles,
    group: 'plans',
    // Section 8 has a text of its own for the in-progress list.
    errorMessage:
      id === 'fetchInprogressPlans'
        ? 'An error occurred while fetching plans in progress'
        : 'An error occurred while fetching plans',
    summary: listSummary(which),
    query: SearchPageQuery,
    response: PlanPage,
  });

export const fetchInprogressPlans = planList(
  'fetchInprogressPlans',
  '/fetch-briefs-inprogress-plans-list/admin-appsells',
  'Plans in progress',
);
export const fetchPendingPlans = planList(
  'fetchPendingPlans',
  '/fetch-briefs-pending-plans-list/admin-appsells',
  'Plans waiting for their first review (pending)',
);
export const fetchAlterPlans = planList(
  'fetchAlterPlans',
  '/fetch-briefs-alter-plans-list/admin-appsells',
  'Altered plans (more than one version), any status',
);
export const fetchLostPlans = planList(
  'fetchLostPlans',
  '/fetch-briefs-lost-plans-list/admin-appsells',
  'Lost plans',
);
export const fetchAlterPendingPlans = planList(
  'fetchAlterPendingPlans',
  '/fetch-briefs-alter-pending-plans/admin-appsells',
  'Plans resubmitted after a modification request (modification pending)',
  planReaders,
);
export const fetchAlterRequiredPlans = planList(
  'fetchAlterRequiredPlans',
  '/fetch-briefs-alter-required-plans/admin-appsells',
  'Plans sent back for modification (modification required)',
);
export const fetchApprovedPlans = planList('fetchApprovedPlans', '/approved-plans-admin', 'Accepted plans');

const plansOfBrief = (
  id: string,
  path: string,
  which: string,
  roles: readonly (typeof planReaders)[number][] = planStaff,
) =>
  defineEndpoint({
    id,
    method: 'GET',
    path,
    auth: 'bearer',
    roles,
    group: 'plans',
    errorMessage: 'An error occurred while fetching plans',
    summary: `${which} of one brief, newest first. 404 for an unknown or deleted brief.`,
    params: BriefIdParams,
    response: PlansOfBrief,
  });

export const fetchAlteredPlansOfBrief = plansOfBrief(
  'fetchAlteredPlansOfBrief',
  '/fetch-plans-altered/admin-appsells/{brief_id}',
  'Altered plans (more than one version)',
);
export const fetchAlteredPendingPlansOfBrief = plansOfBrief(
  'fetchAlteredPendingPlansOfBrief',
  '/fetch-plans-altered-pending/admin-appsells/{brief_id}',
  'Modification-pending plans',
  planReaders,
);
export const fetchAlteredRequiredPlansOfBrief = plansOfBrief(
  'fetchAlteredRequiredPlansOfBrief',
  '/fetch-plans-altered-required/admin-appsells/{brief_id}',
  'Modification-required plans',
);
export const fetchLostPlansOfBrief = plansOfBrief(
  'fetchLostPlansOfBrief',
  '/fetch-lost-plans-admin/{brief_id}',
  'Lost plans',
);

export const fetchPendingPlansOfBrief = defineEndpoint({
  id: 'fetchPendingPlansOfBrief',
  method: 'GET',
  path: '/fetch-pending-plans-admin/{id}',
  auth: 'bearer',
  roles: planStaff,
  group: 'plans',
  errorMessage: 'An error occurred while fetching plans',
  summary:
    'Plans of one brief waiting for review (pending and modification pending). 404 for an unknown brief.',
  params: z.object({ id: Id }),
  response: PlansOfBrief,
});

export const fetchPlansOfBrief = defineEndpoint({
  id: 'fetchPlansOfBrief',
  method: 'GET',
  path: '/fetch-plans-of-brief/admin-appsells/{brief_id}',
  auth: 'bearer',
  roles: planReaders,
  group: 'plans',
  errorMessage: 'An error occurred while fetching plans',
  extension: true,
  summary:
    'Every plan of one brief, or those of one status (attach-plan, in-progress and approved screens of a brief). 404 for an unknown brief.',
  params: BriefIdParams,
  query: z.object({ status: PlanStatus.optional() }),
  response: PlansOfBrief,
});
