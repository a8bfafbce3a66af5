import { z } from 'zod';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_SITE_FILTERS,
  CAMPAIGN_STATUSES,
  PAY_ORDER_STATUSES,
} from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import { calendarDate, Id, IdParams, IsoDateTime, Named, PageQuery, text } from '../schemas.ts';

/**
 * Campaigns (docs/domain.md "Campaign"): started when a pay order is accepted, one per brief, with the accepted
 * plan's sites as its campaign sites; active while the field work runs, then completed (read-only).
 */

export const CampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/** A calendar date, `YYYY-MM-DD`. */
const IsoDate = z.string().meta({ format: 'date' });

/** The spec's campaign screens (section 6): campaign-management and campaign-details are A O P; K and M read too. */
const campaignReaders = ['admin', 'operation_analyst', 'planner', 'key_account_manager', 'manager'] as const;
/** Completing is a decision on the field work: the admin, or the operation analyst who ran it. */
const campaignDeciders = ['admin', 'operation_analyst'] as const;

/** One row of the campaign lists. */
export const CampaignListItem = z.object({
  id: z.number().int(),
  brief_id: z.number().int(),
  brief_number: z.string(),
  plan_id: z.number().int(),
  pay_order_id: z.number().int().nullable(),
  name: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  status: CampaignStatus,
  start_date: IsoDate,
  end_date: IsoDate,
  /** Names of the regions and cities its sites are in, alphabetical. */
  regions: z.array(z.string()),
  cities: z.array(z.string()),
  sites_count: z.number().int(),
  /** Sites without a tracker. */
  unassigned_sites: z.number().int(),
  /** Execution-status proposals waiting for an admin. */
  pending_proposals: z.number().int(),
  /** Site photos waiting for review. */
  pending_images: z.number().int(),
  /** Sites neither approved (an approved status and no proposal waiting) nor waived: what blocks completion. */
  unsettled_sites: z.number().int(),
  /** Sites with an approved status, no proposal waiting and an approved photo without any flag. */
  verified_sites: z.number().int(),
  /** verified_sites / sites_count, 0–1 with 3 decimals (0 for a campaign without sites). */
  verified_share: z.number().min(0).max(1),
  design_link: z.string().nullable(),
  highres_link: z.string().nullable(),
  created_at: IsoDateTime,
  completed_at: IsoDateTime.nullable(),
});
export type CampaignListItem = z.infer<typeof CampaignListItem>;

/**
 * A page of campaigns. `total` counts those matching the filters (counted up to 1,000 past the page; `totalCapped`
 * says when there are more), `allTotal` the whole list (active or completed) without them.
 */
export const CampaignPage = z.object({
  campaigns: z.array(CampaignListItem),
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
  allTotal: z.number().int().min(0),
  /** Pages of `total` at the asked limit (a lower bound when capped). */
  totalPages: z.number().int().min(0),
});
export type CampaignPage = z.infer<typeof CampaignPage>;

/** A tracker as a campaign site shows it (field staff: a record, not a user). */
export const CampaignSiteTracker = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });

/** Counts of a campaign site's photos (deleted ones are not counted). */
export const CampaignSiteImageCounts = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Photos not deleted nor rejected with at least one flag (far, early, duplicate). */
  flagged: z.number().int(),
});

/**
 * One site of a campaign as the campaign screens show it (docs/domain.md "Campaign"): the inventory facts, the
 * plan row's dates, the field state and what waits. Reused by the field calls (fetch-plansite).
 */
export const CampaignSiteItem = z.object({
  campaign_site_id: z.number().int(),
  campaign_id: z.number().int(),
  site_id: z.number().int(),
  plan_id: z.number().int(),
  site_code: z.string(),
  site_name: z.string(),
  location_name: z.string().nullable(),
  city_name: z.string().nullable(),
  region_name: z.string().nullable(),
  medium_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  start_date: IsoDate,
  end_date: IsoDate,
  tracker: CampaignSiteTracker.nullable(),
  tracker_status: Named.nullable(),
  /** The approved, current execution status; null before the first is approved. */
  execution_status: Named.nullable(),
  /** The status proposed and awaiting an admin's approval, with who proposed it and when. */
  proposed_execution_status: Named.nullable(),
  proposed_by_name: z.string().nullable(),
  proposed_at: IsoDateTime.nullable(),
  /** What may be proposed next (none while a proposal waits, nor after the last status). */
  next_execution_status: Named.nullable(),
  /** The reason the site was waived for completion; null unless waived. */
  waived_reason: z.string().nullable(),
  images: CampaignSiteImageCounts,
  /** Approved (a status, no proposal waiting) or waived: counts for completion. */
  settled: z.boolean(),
  /** An approved status, no proposal waiting, and an approved photo without any flag. */
  verified: z.boolean(),
});
export type CampaignSiteItem = z.infer<typeof CampaignSiteItem>;

/** The pay order a campaign started from, as its header shows it. */
export const CampaignPayOrder = z.object({
  id: z.number().int(),
  po_number: z.string(),
  amount: z.number(),
  po_date: IsoDate,
  status: z.enum(PAY_ORDER_STATUSES),
  plan_total: z.number(),
  /** amount − plan_total, in cents precision (0 when equal). */
  difference: z.number(),
});
export type CampaignPayOrder = z.infer<typeof CampaignPayOrder>;

/** One campaign with the facts of its header. */
export const CampaignDetail = CampaignListItem.extend({
  plan_name: z.string(),
  pay_order: CampaignPayOrder.nullable(),
  completed_by_name: z.string().nullable(),
});
export type CampaignDetail = z.infer<typeof CampaignDetail>;

export const CampaignSitesPage = z.object({
  campaign: CampaignDetail,
  sites: z.array(CampaignSiteItem),
  /** Sites matching the search and filter (capped like the lists), and the campaign's sites without them. */
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
  allTotal: z.number().int().min(0),
});
export type CampaignSitesPage = z.infer<typeof CampaignSitesPage>;

// ---------------------------------------------------------------------------------------------------------------
// Input

const filterDate = calendarDate({ invalid: 'Choose a valid date' }).optional();

/**
 * The spec's campaign list filters (section 7): campaign_name (contains), start_date (campaigns still running on or
 * after it: ending on/after), end_date (starting on/before it), client_name (contains, the client's company),
 * region and city (ids: a site of the campaign is there), count (the least number of sites), page, limit.
 */
export const CampaignListQuery = PageQuery.extend({
  campaign_name: text(200).optional(),
  start_date: filterDate,
  end_date: filterDate,
  client_name: text(200).optional(),
  region: Id.optional(),
  city: Id.optional(),
  count: z.coerce
    .number({ error: 'Count must be a number' })
    .int('Count must be a whole number')
    .min(0, 'Count must be 0 or more')
    .max(100_000, 'Count must be at most 100000')
    .optional(),
});
export type CampaignListQuery = z.input<typeof CampaignListQuery>;

export const CampaignSiteFilter = z.enum(CAMPAIGN_SITE_FILTERS);
export type CampaignSiteFilter = z.infer<typeof CampaignSiteFilter>;

export const CampaignSitesQuery = PageQuery.extend({
  /** Over site code, site name and location name. */
  search: text(200).optional(),
  tracker_id: Id.optional(),
  execution: CampaignSiteFilter.optional(),
});
export type CampaignSitesQuery = z.input<typeof CampaignSitesQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Lists

const listSummary = (which: string) =>
  `${which} campaigns, newest first, with their sites' regions and cities, what waits and the verified share. Filters: campaign_name and client_name (contains), start_date (campaigns ending on or after it), end_date (starting on or before it), region and city (ids: a site there), count (at least that many sites). total = matching (counted up to 1,000 past the page; totalCapped), allTotal = the whole list.`;

export const fetchActiveCampaigns = defineEndpoint({
  id: 'fetchActiveCampaigns',
  method: 'GET',
  path: '/campaign-fetch/admin/appsells',
  auth: 'bearer',
  roles: campaignReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching campaigns',
  summary: listSummary('Active'),
  query: CampaignListQuery,
  response: CampaignPage,
});

export const fetchCompletedCampaigns = defineEndpoint({
  id: 'fetchCompletedCampaigns',
  method: 'GET',
  path: '/completed-campaign-fetch/admin/appsells',
  auth: 'bearer',
  roles: campaignReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching campaigns',
  summary: listSummary('Completed'),
  query: CampaignListQuery,
  response: CampaignPage,
});

export const fetchClientCampaigns = defineEndpoint({
  id: 'fetchClientCampaigns',
  method: 'GET',
  path: '/fetch-all-campaigns-client/admin/{userId}',
  auth: 'bearer',
  roles: campaignReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching campaigns',
  summary: `${listSummary("One client's active")} userId is the client's id (the clients table; 404 for an unknown client).`,
  params: z.object({ userId: Id }),
  query: CampaignListQuery,
  response: CampaignPage,
});

export const fetchClientCompletedCampaigns = defineEndpoint({
  id: 'fetchClientCompletedCampaigns',
  method: 'GET',
  path: '/fetch-all-completed-campaigns-client/admin/{id}',
  auth: 'bearer',
  roles: campaignReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching campaigns',
  summary: `${listSummary("One client's completed")} id is the client's id (the clients table; 404 for an unknown client).`,
  params: IdParams,
  query: CampaignListQuery,
  response: CampaignPage,
});

export const fetchSingleCampaign = defineEndpoint({
  id: 'fetchSingleCampaign',
  method: 'GET',
  path: '/fetch-single-campaign/admin/appsells/{id}',
  auth: 'bearer',
  roles: campaignReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching the campaign',
  summary:
    "One campaign by its brief's id (the screens' routes carry brief_id; a brief has at most one campaign): its header (client, dates, pay order, plan, verified share, what waits) and a page of its sites in site-code order, searched over code, name and location, optionally narrowed to one tracker or to unassigned / awaiting_approval / pending_images / flagged sites. 404 when the brief is unknown or has no campaign yet.",
  params: IdParams,
  query: CampaignSitesQuery,
  response: CampaignSitesPage,
});

// ---------------------------------------------------------------------------------------------------------------
// Decisions

export const completeCampaign = defineEndpoint({
  id: 'completeCampaign',
  lifecycle: 'campaign',
  method: 'PATCH',
  path: '/complete-campaign/{id}',
  auth: 'bearer',
  roles: campaignDeciders,
  group: 'campaigns',
  // The spec's catalogue (section 8) for this call.
  errorMessage: 'Failed to complete campaign',
  summary:
    "Completes an active campaign (id = the campaign's id); it becomes read-only and the admins, KAMs and operation analysts are notified. 409 unless active, and 409 naming how many sites are neither approved (an approved execution status, no proposal waiting) nor waived, with their first codes.",
  params: IdParams,
  response: z.object({ message: z.string(), campaign: CampaignListItem }),
});

export const WaiveExecutionInput = z.object({
  site_id: Id,
  plan_id: Id,
  reason: text(1000, { required: CAMPAIGN_MESSAGES.reason }),
});
export type WaiveExecutionInput = z.input<typeof WaiveExecutionInput>;

export const waiveExecutionStatus = defineEndpoint({
  id: 'waiveExecutionStatus',
  lifecycle: 'campaign',
  method: 'POST',
  path: '/admin/waive-execution-status',
  auth: 'bearer',
  roles: ['admin'],
  group: 'campaigns',
  errorMessage: 'Failed to update status',
  extension: true,
  summary:
    "Waives a campaign site's execution with a reason (a site that cannot be done or proven): it then counts as settled for completion, not as verified; a history row 'waived' is written and a second waiver replaces the reason. 404 when the site is not in the plan of a campaign, 409 when the campaign is completed or a proposal waits for the site.",
  body: WaiveExecutionInput,
  response: z.object({ message: z.string(), site: CampaignSiteItem }),
});

// ---------------------------------------------------------------------------------------------------------------
// Work queue

export const WorkQueueCampaign = z.object({
  brief_id: z.number().int(),
  campaign_id: z.number().int().nullable(),
  name: z.string(),
  count: z.number().int(),
  /** A screen the caller's role may open for this campaign (or brief). */
  href: z.string(),
});

export const WorkQueueItem = z.object({
  /** Stable key: pending_pay_orders, pending_proposals, pending_images, unassigned_sites, proposable_sites,
   * rejected_images, awaiting_pay_order (a brief whose pay order was rejected is among these). */
  key: z.string(),
  label: z.string(),
  count: z.number().int().min(0),
  /** The list screen for all of them, a route the caller's role may open. */
  href: z.string(),
  /** Up to 5 campaigns (or briefs) with the most waiting, most first. */
  top: z.array(WorkQueueCampaign),
});
export type WorkQueueItem = z.infer<typeof WorkQueueItem>;

export const fetchWorkQueue = defineEndpoint({
  id: 'fetchWorkQueue',
  method: 'GET',
  path: '/fetch-work-queue',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager'],
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching what waits for you',
  extension: true,
  summary:
    "What waits for the caller's role, counted on active campaigns. Admin: pay orders to review, execution statuses awaiting approval, photos awaiting review. Operation analyst: sites without a tracker, sites whose next status can be proposed, rejected photos to redo. KAM: accepted plans without a pay order, rejected pay orders to replace. Each item links to a screen the role may open, with the top 5 campaigns.",
  response: z.object({ items: z.array(WorkQueueItem) }),
});
