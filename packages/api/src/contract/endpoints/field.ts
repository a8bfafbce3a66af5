import { SITE_IMAGE_STATUSES } from '@ooh/machines/statuses';
import { z } from 'zod';
import { FIELD_MESSAGES, PLAN_STATUSES, SITE_IMAGE_MAX_FILES, SITE_IMAGE_MAX_IDS } from '../constants.ts';
import { defineEndpoint, PHOTO_TYPES } from '../define.ts';
import { calendarDate, Id, IdParams, IsoDateTime, listOf, Named, text } from '../schemas.ts';
import { IsoDate } from './briefs.ts';
import { CampaignSiteItem, CampaignStatus } from './campaigns.ts';

/**
 * Field work of a running campaign (docs/domain.md "Execution status of a plan site", "Site images", "Tracker
 * status", "Proof photos"): trackers assigned to sites, what they report, the execution status proposed by the
 * operation analyst and approved by an admin, and the proof photos with their checks. A campaign site is named by
 * its site and the campaign's (accepted) plan: `site_id` and `plan_id`, as the spec's calls name it.
 */

/** Who runs the field work (spec §6: campaign screens are A O P; the analyst's screens A O K). */
const fieldWriters = ['admin', 'operation_analyst'] as const;
const fieldReaders = ['admin', 'operation_analyst', 'key_account_manager', 'planner'] as const;
const admins = ['admin'] as const;

export const SiteImageStatus = z.enum(SITE_IMAGE_STATUSES);
export type SiteImageStatus = z.infer<typeof SiteImageStatus>;

/** A tracker: field staff who visit and photograph sites (a record, not a user). */
export const Tracker = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  region_id: z.number().int().nullable(),
  region_name: z.string().nullable(),
});
export type Tracker = z.infer<typeof Tracker>;

/** An execution status of the ordered list (design received … dismounted). */
export const ExecutionStatusOption = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
});

/** One step of a site's execution status, newest first. */
export const ExecutionHistoryEntry = z.object({
  id: z.number().int(),
  action: z.enum(['proposed', 'approved', 'rejected', 'waived']),
  /** Null on a waiver. */
  execution_status: Named.nullable(),
  reason: z.string().nullable(),
  by_name: z.string().nullable(),
  at: IsoDateTime,
});
export type ExecutionHistoryEntry = z.infer<typeof ExecutionHistoryEntry>;

/** A proof photo of a campaign site, with what its EXIF data says and the checks' flags (docs/domain.md "Proof photos"). */
export const SiteImage = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  plan_id: z.number().int(),
  campaign_id: z.number().int(),
  /** The day it documents, chosen by the uploader. */
  image_date: IsoDate,
  status: SiteImageStatus,
  /** The rejection reason. */
  reason: z.string().nullable(),
  uploaded_by_name: z.string().nullable(),
  uploaded_at: IsoDateTime,
  decided_by_name: z.string().nullable(),
  decided_at: IsoDateTime.nullable(),
  /** EXIF DateTimeOriginal (read as the time where the photo was taken, stored in UTC); null without it. */
  captured_at: IsoDateTime.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Metres from the site's position (haversine); null without GPS in the photo or a position of the site. */
  distance_m: z.number().int().nullable(),
  flags: z.object({
    /** Taken more than 100 m from the site. */
    far: z.boolean(),
    /** Taken (or, without an EXIF time, dated) before the campaign's start. */
    early: z.boolean(),
    /** The same photo as an earlier one (same bytes, or a near-identical picture). */
    duplicate: z.boolean(),
  }),
  /** The earlier photo it repeats. */
  duplicate_of: z.number().int().nullable(),
  /** The photo upright, in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** The web copy (JPEG, ≤ 1600 px), a contract path relative to the API base, fetched with the bearer token. */
  url: z.string(),
  /** The original as uploaded, the same way. */
  original_url: z.string(),
});
export type SiteImage = z.infer<typeof SiteImage>;

/** The campaign a field answer is about. */
export const FieldCampaign = z.object({
  id: z.number().int(),
  brief_id: z.number().int(),
  plan_id: z.number().int(),
  name: z.string(),
  status: CampaignStatus,
  start_date: IsoDate,
  end_date: IsoDate,
});

/** A tracker status of the ordered list (assigned, visited, photographed, issue reported). */
export const TrackerStatusOption = ExecutionStatusOption;

const SitePlanQuery = z.object({ site_id: Id, plan_id: Id });
const imageIds = z
  .array(Id, { error: 'image_ids must be a list of ids' })
  .min(1, 'Choose at least one image')
  .max(SITE_IMAGE_MAX_IDS, `At most ${SITE_IMAGE_MAX_IDS} images at once`);
const ImageSelection = z.object({ site_id: Id, plan_id: Id, image_ids: imageIds });
const optionalDate = calendarDate({ invalid: 'Choose a valid date' }).optional();
/** A write on one campaign site answers the site as `fetch-single-campaign` lists it. */
const siteAnswer = z.object({ message: z.string(), site: CampaignSiteItem });
const imagesAnswer = z.object({ message: z.string(), images: z.array(SiteImage) });

// ---------------------------------------------------------------------------------------------------------------
// Trackers and tracker status

export const fetchTrackers = defineEndpoint({
  id: 'fetchTrackers',
  method: 'GET',
  path: '/admin/fetch-trackers',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager'],
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching trackers',
  summary:
    'The active trackers by name, with phone and region; `region_id` keeps one region, `search` matches name or phone. At most 500.',
  query: z.object({ region_id: Id.optional(), search: text(100).optional() }),
  response: listOf(Tracker),
});

export const assignTracker = defineEndpoint({
  id: 'assignTracker',
  lifecycle: 'campaign',
  method: 'POST',
  path: '/admin/assign-tracker/appsells-sites',
  auth: 'bearer',
  roles: fieldWriters,
  group: 'campaigns',
  errorMessage: 'Failed to assign tracker',
  summary:
    'Assigns one active tracker to sites of a running campaign (its accepted plan `plan_id`, added to the spec\'s body: a site may be in several campaigns over time); a site without a tracker status gets "assigned". 404 naming a site not in the plan, 400 for an inactive tracker, 409 when the campaign is completed.',
  body: z.object({
    site_ids: z
      .array(Id, { error: 'site_ids must be a list of ids' })
      .min(1, 'Choose at least one site')
      .max(500, 'At most 500 sites at once'),
    tracker_id: Id,
    plan_id: Id,
  }),
  response: z.object({ message: z.string(), sites: z.array(CampaignSiteItem) }),
});

export const fetchTrackerStatuses = defineEndpoint({
  id: 'fetchTrackerStatuses',
  method: 'GET',
  path: '/fetch-tracker-status',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching tracker statuses',
  summary:
    'What a tracker may report about a site (assigned, visited, photographed, issue reported), in order.',
  response: listOf(TrackerStatusOption),
});

export const updateTrackerStatus = defineEndpoint({
  id: 'updateTrackerStatus',
  lifecycle: 'campaign',
  method: 'PUT',
  path: '/update-tracker-status',
  auth: 'bearer',
  roles: fieldWriters,
  group: 'campaigns',
  errorMessage: 'Failed to update status',
  summary:
    "Sets a campaign site's tracker status (any listed status, in any order). 409 when no tracker is assigned or the campaign is completed.",
  query: z.object({ tracker_status_id: Id, site_id: Id, plan_id: Id }),
  response: siteAnswer,
});

// ---------------------------------------------------------------------------------------------------------------
// Execution status

export const fetchExecutionStatusesDropdown = defineEndpoint({
  id: 'fetchExecutionStatusesDropdown',
  method: 'GET',
  path: '/admin/fetch-execution-statuses-dropdown',
  auth: 'bearer',
  roles: fieldReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching execution statuses',
  summary:
    'The execution statuses in order. With `plan_id`, `next_id` is the one the site may be proposed next (null while a proposal waits or after the last). 404 for an unknown site, or a site not in a campaign of the plan.',
  query: z.object({ site_id: Id, plan_id: Id.optional() }),
  response: z.object({ data: z.array(ExecutionStatusOption), next_id: z.number().int().nullable() }),
});

export const updateExecutionStatus = defineEndpoint({
  id: 'updateExecutionStatus',
  lifecycle: 'executionStatus',
  method: 'POST',
  path: '/admin/update-execution-status',
  auth: 'bearer',
  roles: fieldWriters,
  group: 'campaigns',
  errorMessage: 'Failed to update status',
  summary:
    'Proposes the next execution status of a campaign site (the next in order only; one proposal at a time); admins are notified to approve it. 409 when skipping, repeating, proposing twice or the campaign is completed.',
  query: z.object({ execution_status_id: Id, site_id: Id, plan_id: Id }),
  response: siteAnswer,
});

export const approveExecutionStatus = defineEndpoint({
  id: 'approveExecutionStatus',
  lifecycle: 'executionStatus',
  method: 'POST',
  path: '/admin/approve-execution-status/',
  auth: 'bearer',
  roles: admins,
  group: 'campaigns',
  errorMessage: 'An error occurred during the update',
  summary:
    'Approves the proposed execution status: it becomes current; the proposer is notified. 409 when nothing is proposed or the campaign is completed.',
  query: SitePlanQuery,
  response: siteAnswer,
});

export const rejectExecutionStatus = defineEndpoint({
  id: 'rejectExecutionStatus',
  lifecycle: 'executionStatus',
  method: 'POST',
  path: '/admin/reject-execution-status',
  auth: 'bearer',
  roles: admins,
  group: 'campaigns',
  errorMessage: 'An error occurred during the update',
  summary:
    'Rejects the proposed execution status (an optional JSON body `{ reason }` is kept in the history and sent to the proposer); the current status stays. 409 when nothing is proposed or the campaign is completed.',
  query: SitePlanQuery,
  body: z.object({ reason: text(1000).optional() }).nullish(),
  response: siteAnswer,
});

export const fetchExecutionStatusHistory = defineEndpoint({
  id: 'fetchExecutionStatusHistory',
  method: 'GET',
  path: '/admin/fetch-execution-statuses-admin/',
  auth: 'bearer',
  roles: fieldReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching execution statuses',
  summary:
    "A campaign site's execution-status history, newest first: proposed, approved, rejected (with the reason) and waived, each with who and when.",
  query: SitePlanQuery,
  response: listOf(ExecutionHistoryEntry),
});

// ---------------------------------------------------------------------------------------------------------------
// Site images (proof photos)

/** The text fields sent with the photos (multipart/form-data, beside one or more `files` parts). */
export const SiteImageUploadFields = z.object({
  plan_id: Id.meta({ examples: [1] }),
  site_id: Id.meta({ examples: [1] }),
  /** The day the photos document; today when left out. */
  image_date: calendarDate({ invalid: 'Choose a valid date' }).optional(),
});
export type SiteImageUploadFields = z.input<typeof SiteImageUploadFields>;

export const uploadSiteImages = defineEndpoint({
  id: 'uploadSiteImages',
  lifecycle: 'campaign',
  method: 'POST',
  path: '/upload-site-images/operational-analyst',
  auth: 'bearer',
  roles: fieldWriters,
  group: 'campaigns',
  errorMessage: 'Image Upload Failed',
  multipart: true,
  files: { field: 'files', types: PHOTO_TYPES, maxFiles: SITE_IMAGE_MAX_FILES, required: true },
  successStatus: 201,
  summary:
    'Uploads proof photos of a campaign site (multipart: plan_id, site_id, image_date and 1–10 `files` parts; JPEG, PNG or WebP, 15 MB each and 60 MB together, checked by content). Reads EXIF capture time and GPS, measures the distance to the site and flags far (> 100 m), early (before the campaign start) and duplicate photos; flags never block. Admins are notified. 409 when the campaign is completed.',
  body: SiteImageUploadFields,
  response: imagesAnswer,
});

const SiteImagesQuery = z.object({ date: optionalDate, plan_id: Id.optional() });

export const fetchPendingSiteImages = defineEndpoint({
  id: 'fetchPendingSiteImages',
  method: 'GET',
  path: '/admin/fetch-pending-siteimages/{id}',
  auth: 'bearer',
  roles: fieldReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching images',
  summary:
    'The pending photos of a site (`{id}` is the site id), of one day (`date`) or all, of one plan or all, newest first. 404 for an unknown site.',
  params: IdParams,
  query: SiteImagesQuery,
  response: z.object({ images: z.array(SiteImage) }),
});

export const fetchApprovedSiteImages = defineEndpoint({
  id: 'fetchApprovedSiteImages',
  method: 'GET',
  path: '/admin/fetch-approved-siteimages/{id}',
  auth: 'bearer',
  roles: fieldReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching images',
  summary:
    'The approved photos of a site (`{id}` is the site id), of one day (`date`) or all, of one plan or all, newest first. 404 for an unknown site.',
  params: IdParams,
  query: SiteImagesQuery,
  response: z.object({ images: z.array(SiteImage) }),
});

export const approveSiteImages = defineEndpoint({
  id: 'approveSiteImages',
  lifecycle: 'siteImage',
  method: 'PATCH',
  path: '/admin/approve-images-site-tracker',
  auth: 'bearer',
  roles: admins,
  group: 'campaigns',
  errorMessage: 'An error occurred during the update',
  summary:
    'Approves pending photos of a campaign site, all or none: one image that cannot be approved refuses the call, naming it. The uploaders are notified.',
  body: ImageSelection,
  response: imagesAnswer,
});

export const rejectSiteImages = defineEndpoint({
  id: 'rejectSiteImages',
  lifecycle: 'siteImage',
  method: 'PATCH',
  path: '/admin/reject-images-site-tracker',
  auth: 'bearer',
  roles: admins,
  group: 'campaigns',
  errorMessage: 'An error occurred during the update',
  summary:
    'Rejects pending photos of a campaign site with a reason, all or none. The uploaders are notified with the reason.',
  body: ImageSelection.extend({ reason: text(1000, { required: FIELD_MESSAGES.reason }) }),
  response: imagesAnswer,
});

export const deleteSiteImages = defineEndpoint({
  id: 'deleteSiteImages',
  lifecycle: 'siteImage',
  method: 'DELETE',
  path: '/delete-plan-site-images/',
  auth: 'bearer',
  roles: fieldWriters,
  group: 'campaigns',
  errorMessage: 'Failed to delete uploaded image',
  summary:
    'Deletes pending or rejected photos of a campaign site, all or none; an approved photo is final (409 naming it). The rows and their files stay for the audit trail; a deleted photo is never listed, served or compared again.',
  body: ImageSelection,
  response: z.object({ message: z.string(), deleted: z.array(z.number().int()) }),
});

export const downloadSiteImage = defineEndpoint({
  id: 'downloadSiteImage',
  method: 'GET',
  path: '/site-images/{id}/file',
  auth: 'bearer',
  roles: fieldReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching the image',
  extension: true,
  download: true,
  contentTypes: PHOTO_TYPES,
  summary:
    'A proof photo: the upright web copy (JPEG), or with `original=1` the original as uploaded. 404 for an unknown or deleted image.',
  params: IdParams,
  query: z.object({ original: z.enum(['0', '1']).optional() }),
  response: z.unknown().meta({ format: 'binary' }),
});

// ---------------------------------------------------------------------------------------------------------------
// A site in a campaign, and a site in the inventory

export const fetchPlanSite = defineEndpoint({
  id: 'fetchPlanSite',
  method: 'GET',
  path: '/admin/fetch-plansite/{site_id}',
  auth: 'bearer',
  roles: fieldReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching the site',
  summary:
    'A campaign site (its campaign by `plan_id`): the field item, its photos of `date` (every date when left out; every status but deleted), newest first, and its execution-status history. 404 when the site is not in a campaign of the plan.',
  params: z.object({ site_id: Id }),
  query: z.object({ plan_id: Id, date: optionalDate }),
  response: z.object({
    campaign: FieldCampaign,
    site: CampaignSiteItem,
    images: z.array(SiteImage),
    history: z.array(ExecutionHistoryEntry),
  }),
});

/** A site of the inventory, as the site screens show it. */
export const InventorySite = z.object({
  id: z.number().int(),
  site_code: z.string(),
  site_name: z.string(),
  medium_name: z.string(),
  region_name: z.string(),
  city_name: z.string(),
  location_name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  width_ft: z.number(),
  height_ft: z.number(),
  faces: z.number().int(),
  illuminated: z.boolean(),
  status: z.enum(['approved', 'pending']),
});
export type InventorySite = z.infer<typeof InventorySite>;

/** A plan the site was a row of, with its campaign when one ran. */
export const SitePlanHistoryEntry = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_status: z.enum(PLAN_STATUSES),
  brief_id: z.number().int(),
  brief_number: z.string(),
  campaign_name: z.string(),
  client_name: z.string(),
  start_date: IsoDate,
  end_date: IsoDate,
  campaign_id: z.number().int().nullable(),
  campaign_status: CampaignStatus.nullable(),
});
export type SitePlanHistoryEntry = z.infer<typeof SitePlanHistoryEntry>;

export const fetchSite = defineEndpoint({
  id: 'fetchSite',
  method: 'GET',
  path: '/admin/fetch-site/{id}',
  auth: 'bearer',
  roles: fieldReaders,
  group: 'campaigns',
  errorMessage: 'An error occurred while fetching the site',
  summary:
    'A site of the inventory and its plan history: the plans it was a row of (with their campaign when one ran), newest first, at most 50. 404 for an unknown or deleted site.',
  params: IdParams,
  response: z.object({ site: InventorySite, plans: z.array(SitePlanHistoryEntry) }),
});
