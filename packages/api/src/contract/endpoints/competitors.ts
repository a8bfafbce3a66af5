import { z } from 'zod';
import {
  COMPETITOR_CAMPAIGN_MAX_SITES,
  COMPETITOR_LOGO_MAX_BYTES,
  COMPETITOR_MESSAGES,
  COMPETITOR_REPORT_TYPES,
  MEDIUM_KINDS,
} from '../constants.ts';
import { defineEndpoint, MEDIA, PHOTO_TYPES } from '../define.ts';
import { calendarDate, Id, IdParams, IsoDateTime, idOf, PageQuery, text } from '../schemas.ts';

/**
 * Competitor analysis (issue 18; docs/domain.md "Competitors" and "Competitor reports"). Planners and admins record
 * competitors, their campaigns and where each campaign was seen (an inventory site, or a location and a medium with
 * a photo), and generate reports from those sightings; key account managers read the competitors and their
 * campaigns to pitch against them (spec section 6: the campaign details and report routes are admin and planner).
 */

/** Who reads competitors and their campaigns (spec section 6: competitor-report and its detail). */
const competitorReaders = ['admin', 'planner', 'key_account_manager'] as const;
/** Who records competitors, campaigns and sightings and generates reports (the campaign and report routes). */
const competitorAnalysts = ['admin', 'planner'] as const;

/** The share of a group, in per cent of the sites counted, one decimal (docs/domain.md "Competitor reports"). */
const Share = z.number().min(0).max(100);

export const CompetitorListItem = z.object({
  id: z.number().int(),
  competitor_name: z.string(),
  /** The logo as a contract path relative to the API base (`downloadCompetitorLogo`), or null without one. */
  logo_url: z.string().nullable(),
  /** From the `competitor_campaigns:competitor:<id>` counter. */
  campaigns_count: z.number().int().min(0),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type CompetitorListItem = z.infer<typeof CompetitorListItem>;

export const CompetitorCampaign = z.object({
  id: z.number().int(),
  competitor_id: z.number().int(),
  competitor_campaign_name: z.string(),
  industry_type: z.string(),
  /** When the campaign was first and last seen (calendar dates), when known. */
  first_seen: z.string().nullable(),
  last_seen: z.string().nullable(),
  /** Recorded sightings, from the `competitor_sites:campaign:<id>` counter. */
  sites_count: z.number().int().min(0),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type CompetitorCampaign = z.infer<typeof CompetitorCampaign>;

/** Where a competitor campaign was seen: an inventory site, or a location and a medium recorded by hand. */
export const CompetitorSite = z.object({
  /** The sighting's id (what reports' `site_ids` name). */
  id: z.number().int(),
  competitor_campaign_id: z.number().int(),
  /** The inventory site, when the sighting is one; its code and name then. */
  site_id: z.number().int().nullable(),
  site_code: z.string().nullable(),
  site_name: z.string().nullable(),
  region_id: z.number().int(),
  region_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  medium_id: z.number().int(),
  medium_name: z.string(),
  kind: z.enum(MEDIUM_KINDS),
  /** What the recorder wrote about where it is (a recorded sighting), else null. */
  address: z.string().nullable(),
  /** The position: the inventory site's, or the one recorded. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The inventory site's faces; a recorded sighting counts one. */
  faces: z.number().int().min(1),
  seen_on: z.string().nullable(),
  notes: z.string().nullable(),
  /** The sighting's photo (web copy) as a contract path (`downloadCompetitorSitePhoto`), or null. */
  photo_url: z.string().nullable(),
});
export type CompetitorSite = z.infer<typeof CompetitorSite>;

/** A report generated for a campaign (one per type: generating again replaces it), as the reports menu lists it. */
export const CompetitorReportSummary = z.object({
  report_type: z.enum(COMPETITOR_REPORT_TYPES),
  generated_at: IsoDateTime,
  generated_by_name: z.string().nullable(),
  /** How many of the campaign's sites the report counted. */
  total_sites: z.number().int().min(0),
});
export type CompetitorReportSummary = z.infer<typeof CompetitorReportSummary>;

// ---------------------------------------------------------------------------------------------------------------
// Competitors

const CompetitorName = text(120, { required: COMPETITOR_MESSAGES.name }).meta({
  examples: ['Skyline Outdoor'],
});

/** The text field sent with the logo (multipart/form-data; the `file` part is the logo, optional). */
export const CompetitorFields = z.object({ competitor_name: CompetitorName });
export type CompetitorFields = z.input<typeof CompetitorFields>;

const CompetitorListQuery = PageQuery.extend({
  /** Part of the name (the spec's query). */
  competitor_name: text(200).optional(),
});

const competitorList = z.object({
  competitors: z.array(CompetitorListItem),
  /** Competitors matching the name (counted up to 1,000 past the page when searched; `totalCapped` then). */
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
  /** Every competitor, from the `competitors` counter. */
  allTotal: z.number().int().min(0),
});

export const fetchAllCompetitors = defineEndpoint({
  id: 'fetchAllCompetitors',
  method: 'GET',
  path: '/fetch-all-competitors/admin/appsells',
  auth: 'bearer',
  roles: competitorReaders,
  group: 'competitors',
  errorMessage: 'An error occurred while fetching competitors',
  summary:
    'Competitors by name, each with its logo and how many campaigns it has; `competitor_name` searches part of the name. Paged (page, limit).',
  query: CompetitorListQuery,
  response: competitorList,
});

export const createCompetitor = defineEndpoint({
  id: 'createCompetitor',
  method: 'POST',
  path: '/create-competitor/admin/appsells',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred while creating the competitor',
  multipart: true,
  files: { field: 'file', types: PHOTO_TYPES, required: false },
  successStatus: 201,
  summary: `Adds a competitor (multipart: competitor_name and an optional \`file\`, the logo: JPEG, PNG or WebP by its content, ${COMPETITOR_LOGO_MAX_BYTES / 1024 / 1024} MB at most, stored under a server-chosen name). 409 when another competitor has the name (letter case aside).`,
  body: CompetitorFields,
  response: z.object({ message: z.string(), competitor: CompetitorListItem }),
});

export const updateCompetitor = defineEndpoint({
  id: 'updateCompetitor',
  method: 'PUT',
  path: '/update-competitor/admin/appsells/{id}',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred during the update',
  multipart: true,
  files: { field: 'file', types: PHOTO_TYPES, required: false },
  summary:
    'Renames a competitor (multipart competitor_name) and, when a `file` part is sent, replaces its logo. 404 for an unknown competitor; 409 when another has the name.',
  params: IdParams,
  body: CompetitorFields,
  response: z.object({ message: z.string(), competitor: CompetitorListItem }),
});

export const deleteCompetitor = defineEndpoint({
  id: 'deleteCompetitor',
  method: 'DELETE',
  path: '/delete-competitor/admin/appsells/{id}',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred during the deletion',
  summary:
    'Deletes a competitor with its campaigns, their sightings, photos and reports (the screen confirms first, naming how many campaigns go). 404 for an unknown competitor.',
  params: IdParams,
  response: z.object({ message: z.string(), campaigns_deleted: z.number().int().min(0) }),
});

export const downloadCompetitorLogo = defineEndpoint({
  id: 'downloadCompetitorLogo',
  method: 'GET',
  path: '/competitor-logo/{id}',
  auth: 'bearer',
  roles: competitorReaders,
  group: 'competitors',
  errorMessage: 'An error occurred while fetching the logo',
  extension: true,
  download: true,
  contentTypes: PHOTO_TYPES,
  summary:
    "A competitor's logo as uploaded, with its type. 404 for an unknown competitor or one without a logo.",
  params: IdParams,
  response: z.unknown().meta({ format: 'binary' }),
});

// ---------------------------------------------------------------------------------------------------------------
// Competitor campaigns

const seenDate = calendarDate({ invalid: 'Enter a date as YYYY-MM-DD' });

const CampaignFields = z.object({
  competitor_campaign_name: text(200, { required: COMPETITOR_MESSAGES.campaignName }).meta({
    examples: ['Summer Fizz 2026'],
  }),
  industry_type: text(100, { required: COMPETITOR_MESSAGES.industryType }).meta({ examples: ['Beverages'] }),
  /** When it was first and last seen; optional, `null` clears. */
  first_seen: seenDate.nullable().optional(),
  last_seen: seenDate.nullable().optional(),
});

function datesInOrder(value: { first_seen?: string | null; last_seen?: string | null }) {
  return !value.first_seen || !value.last_seen || value.first_seen <= value.last_seen;
}

export const CompetitorCampaignInput = CampaignFields.refine(datesInOrder, {
  error: COMPETITOR_MESSAGES.dates,
  path: ['last_seen'],
});
export type CompetitorCampaignInput = z.input<typeof CompetitorCampaignInput>;

export const UpdateCompetitorCampaignInput = CampaignFields.extend({
  competitor_id: idOf(COMPETITOR_MESSAGES.notFound),
  competitor_campaign_id: idOf(COMPETITOR_MESSAGES.campaignNotFound),
}).refine(datesInOrder, { error: COMPETITOR_MESSAGES.dates, path: ['last_seen'] });
export type UpdateCompetitorCampaignInput = z.input<typeof UpdateCompetitorCampaignInput>;

export const fetchCompetitorCampaigns = defineEndpoint({
  id: 'fetchCompetitorCampaigns',
  method: 'GET',
  path: '/competitor-campaigns/admin/appsells/{id}',
  auth: 'bearer',
  roles: competitorReaders,
  group: 'competitors',
  errorMessage: 'An error occurred while fetching campaigns',
  summary:
    'A competitor (`id`) and its campaigns, newest first, each with how many sites it was seen on; `campaign_name` searches part of the name. Paged (page, limit). 404 for an unknown competitor.',
  params: IdParams,
  query: PageQuery.extend({ campaign_name: text(200).optional() }),
  response: z.object({
    competitor: CompetitorListItem,
    campaigns: z.array(CompetitorCampaign),
    total: z.number().int().min(0),
    totalCapped: z.boolean(),
    /** The competitor's campaigns, from its counter. */
    allTotal: z.number().int().min(0),
  }),
});

export const createCompetitorCampaign = defineEndpoint({
  id: 'createCompetitorCampaign',
  method: 'POST',
  path: '/create-competitor-campaign/admin/appsells/{id}',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred while creating the campaign',
  successStatus: 201,
  summary:
    'Adds a campaign to a competitor (`id`). 404 for an unknown competitor; 409 when the competitor has a campaign of that name.',
  params: IdParams,
  body: CompetitorCampaignInput,
  response: z.object({ message: z.string(), campaign: CompetitorCampaign }),
});

export const updateCompetitorCampaign = defineEndpoint({
  id: 'updateCompetitorCampaign',
  method: 'PUT',
  path: '/update-competitor-campaign/admin/appsells/',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred during the update',
  summary:
    "Renames a competitor's campaign, its industry and the dates it was seen. 404 for an unknown competitor or campaign; 400 when the campaign is another competitor's; 409 for a name the competitor already uses.",
  body: UpdateCompetitorCampaignInput,
  response: z.object({ message: z.string(), campaign: CompetitorCampaign }),
});

export const deleteCompetitorCampaign = defineEndpoint({
  id: 'deleteCompetitorCampaign',
  method: 'DELETE',
  path: '/delete-competitor-campaign/admin/appsells',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred during the deletion',
  summary:
    'Deletes a competitor campaign with its sightings, their photos and its reports. 404 for an unknown campaign; 400 when it is another competitor’s.',
  query: z.object({
    competitor_id: idOf(COMPETITOR_MESSAGES.notFound),
    competitor_campaign_id: idOf(COMPETITOR_MESSAGES.campaignNotFound),
  }),
  response: z.object({ message: z.string() }),
});

// ---------------------------------------------------------------------------------------------------------------
// Where a campaign was seen

export const fetchCompetitorCampaignSites = defineEndpoint({
  id: 'fetchCompetitorCampaignSites',
  method: 'GET',
  path: '/competitor-campaign-sites/admin/appsells/{id}',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred while fetching the sites',
  summary: `A competitor campaign (\`id\`), its competitor, every site it was seen on (${COMPETITOR_CAMPAIGN_MAX_SITES.toLocaleString('en-US')} at most, by city, location and site) and the reports generated for it. 404 for an unknown campaign.`,
  params: IdParams,
  response: z.object({
    competitor: CompetitorListItem,
    campaign: CompetitorCampaign,
    sites: z.array(CompetitorSite),
    reports: z.array(CompetitorReportSummary),
  }),
});

const latitude = z.number({ error: 'Latitude must be a number' }).min(-90).max(90);
const longitude = z.number({ error: 'Longitude must be a number' }).min(-180).max(180);

/**
 * One sighting as the update sends it: `id` keeps an existing one (its photo stays); without `id` it is new.
 * Either `site_id` (an approved inventory site: its location, medium and position are the site's) or
 * `location_id` and `medium_id` (recorded by hand, with an optional address and position).
 */
export const CompetitorSiteInput = z
  .object({
    id: Id.optional(),
    site_id: Id.nullable().optional(),
    location_id: Id.nullable().optional(),
    medium_id: Id.nullable().optional(),
    address: text(300).nullable().optional(),
    latitude: latitude.nullable().optional(),
    longitude: longitude.nullable().optional(),
    seen_on: seenDate.nullable().optional(),
    notes: text(1000).nullable().optional(),
  })
  .refine((row) => Boolean(row.site_id) || (Boolean(row.location_id) && Boolean(row.medium_id)), {
    error: COMPETITOR_MESSAGES.siteOrLocation,
  })
  .refine((row) => (row.latitude == null) === (row.longitude == null), {
    error: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type CompetitorSiteInput = z.input<typeof CompetitorSiteInput>;

export const updateCompetitorCampaignSites = defineEndpoint({
  id: 'updateCompetitorCampaignSites',
  method: 'PATCH',
  path: '/admin/update-competitor-campaign-sites/appsells/',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'Failed to update competitor campaign sites',
  summary: `Sets the sites a competitor campaign was seen on to \`competitor_sites\` (the whole list, ${COMPETITOR_CAMPAIGN_MAX_SITES.toLocaleString('en-US')} at most): rows with an \`id\` are kept and updated, rows without are added, the campaign's other sightings are removed with their photos. Reports already generated keep their figures. 404 for an unknown campaign, site, location or medium; 400 for a row of another campaign or an inventory site listed twice.`,
  body: z.object({
    competitor_campaign_id: idOf(COMPETITOR_MESSAGES.campaignNotFound),
    competitor_sites: z
      .array(CompetitorSiteInput, { error: 'Must be a list of sites' })
      .max(COMPETITOR_CAMPAIGN_MAX_SITES, COMPETITOR_MESSAGES.tooManySites),
  }),
  response: z.object({ message: z.string(), sites: z.array(CompetitorSite) }),
});

export const uploadCompetitorSitePhoto = defineEndpoint({
  id: 'uploadCompetitorSitePhoto',
  method: 'POST',
  path: '/admin/competitor-site-photo/appsells/{id}',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'Image Upload Failed',
  extension: true,
  multipart: true,
  files: { field: 'file', types: PHOTO_TYPES, required: true },
  summary:
    'The photo of a sighting (`id`; multipart, one `file`: JPEG, PNG or WebP by its content, 15 MB at most), kept as uploaded with an upright web copy; replaces the previous photo. 404 for an unknown sighting.',
  params: IdParams,
  body: z.object({}),
  response: z.object({ message: z.string(), site: CompetitorSite }),
});

export const downloadCompetitorSitePhoto = defineEndpoint({
  id: 'downloadCompetitorSitePhoto',
  method: 'GET',
  path: '/competitor-site-photo/{id}/file',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred while fetching the image',
  extension: true,
  download: true,
  contentTypes: [MEDIA.jpeg],
  summary:
    "A sighting's photo (the upright web copy, JPEG). 404 for an unknown sighting or one without a photo.",
  params: IdParams,
  response: z.unknown().meta({ format: 'binary' }),
});

// ---------------------------------------------------------------------------------------------------------------
// Reports

/** A group of a share-of-presence report: a city, a medium or a region. */
export const CompetitorReportGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Sightings in the group. */
  sites: z.number().int().min(0),
  /** Their faces (a recorded sighting counts one). */
  faces: z.number().int().min(0),
  /** `sites` as a share of the report's sites, in per cent, one decimal; the shares add up to 100.0. */
  share: Share,
});
export type CompetitorReportGroup = z.infer<typeof CompetitorReportGroup>;

/** A row of the head-to-head report: a city and medium where the competitor was seen. */
export const CompetitorHeadToHeadRow = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  medium_id: z.number().int(),
  medium_name: z.string(),
  /** The competitor's sightings there. */
  competitor_sites: z.number().int().min(0),
  /** Our inventory sites there in campaigns running on the day the report was generated. */
  our_sites: z.number().int().min(0),
  /** The competitor's share of the two, in per cent, one decimal. */
  competitor_share: Share,
});
export type CompetitorHeadToHeadRow = z.infer<typeof CompetitorHeadToHeadRow>;

const ReportBase = z.object({
  competitor_campaign_id: z.number().int(),
  label: z.string(),
  generated_at: IsoDateTime,
  generated_by_name: z.string().nullable(),
  competitor: z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() }),
  campaign: z.object({
    id: z.number().int(),
    name: z.string(),
    industry_type: z.string(),
    first_seen: z.string().nullable(),
    last_seen: z.string().nullable(),
  }),
  /** The sightings counted (all the campaign's when none were chosen), as they were when generated. */
  site_ids: z.array(z.number().int()),
  total_sites: z.number().int().min(0),
  total_faces: z.number().int().min(0),
});

/**
 * A generated report. Its figures are stored when generated (a snapshot: later changes to the sightings do not
 * move them) and computed as docs/domain.md "Competitor reports" writes them, hand checks included.
 */
export const CompetitorReport = z.discriminatedUnion('report_type', [
  ReportBase.extend({
    report_type: z.enum(['city-wise', 'medium-wise', 'region-wise']),
    /** Largest group first (then by name). */
    groups: z.array(CompetitorReportGroup),
  }),
  ReportBase.extend({
    report_type: z.literal('site-list'),
    /** The sightings, by city, location and site, with their photos. */
    sites: z.array(CompetitorSite),
  }),
  ReportBase.extend({
    report_type: z.literal('head-to-head'),
    /** By city, then medium. */
    rows: z.array(CompetitorHeadToHeadRow),
    /** Totals over the rows: the competitor's sightings, our sites, and the competitor's share of the two. */
    totals: z.object({
      competitor_sites: z.number().int().min(0),
      our_sites: z.number().int().min(0),
      competitor_share: Share,
    }),
  }),
]);
export type CompetitorReport = z.infer<typeof CompetitorReport>;

const ReportType = z.enum(COMPETITOR_REPORT_TYPES, { error: COMPETITOR_MESSAGES.reportType });

export const generateCompetitorReport = defineEndpoint({
  id: 'generateCompetitorReport',
  method: 'POST',
  path: '/admin/generate-competitor-report/appsells',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred while generating the report',
  summary:
    "Generates a report of `report_type` for a competitor campaign from the sightings `site_ids` names (all of the campaign's when empty), stores it (replacing the campaign's previous report of that type) and returns it. 404 for an unknown campaign; 400 for a sighting of another campaign; 409 when the campaign has no sightings.",
  query: z.object({
    competitor_campaign_id: idOf(COMPETITOR_MESSAGES.campaignNotFound),
    report_type: ReportType,
  }),
  body: z.object({
    site_ids: z
      .array(Id, { error: 'Must be a list of ids' })
      .max(COMPETITOR_CAMPAIGN_MAX_SITES, COMPETITOR_MESSAGES.tooManySites)
      .default([]),
  }),
  response: z.object({ message: z.string(), report: CompetitorReport }),
});

const SingleReportQuery = z.object({
  reportType: ReportType,
  competitor_campaign_id: idOf(COMPETITOR_MESSAGES.campaignNotFound),
});

export const fetchSingleReport = defineEndpoint({
  id: 'fetchSingleReport',
  method: 'GET',
  path: '/fetch-single-report/admin/appsells',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred while fetching the report',
  summary:
    'The report of `reportType` last generated for a competitor campaign, as stored. 404 for an unknown campaign or a report not generated yet.',
  query: SingleReportQuery,
  response: z.object({ report: CompetitorReport }),
});

export const downloadCompetitorReportPdf = defineEndpoint({
  id: 'downloadCompetitorReportPdf',
  method: 'GET',
  path: '/competitor-report-pdf/admin/appsells',
  auth: 'bearer',
  roles: competitorAnalysts,
  group: 'competitors',
  errorMessage: 'An error occurred while fetching pdf',
  extension: true,
  download: true,
  contentTypes: [MEDIA.pdf],
  summary:
    "The stored report as a PDF, made by the plan outputs' document service: a cover (competitor, logo, campaign, when and by whom generated), the report's table (and for the site list a page per sighting with its photo). 404 as fetch-single-report.",
  query: SingleReportQuery,
  response: z.unknown().meta({ format: 'binary' }),
});
