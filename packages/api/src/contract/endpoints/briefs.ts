import { z } from 'zod';
import {
  BRIEF_FILE_TYPES,
  BRIEF_KINDS,
  BRIEF_MESSAGES,
  BRIEF_STATUSES,
  PLAN_STATUSES,
} from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import {
  calendarDate,
  Id,
  IdParams,
  IsoDateTime,
  idOf,
  money,
  Named,
  PageQuery,
  SearchPageQuery,
  text,
} from '../schemas.ts';

/**
 * Statuses of a brief as the server stores them (docs/domain.md "Brief"; the brief machine's states). `pending` is
 * shown as "new"; `deleted` briefs keep their row for the audit trail but no list, count or call finds them.
 */
export const BriefStatus = z.enum(BRIEF_STATUSES);
export type BriefStatus = z.infer<typeof BriefStatus>;

/** How the brief came in: typed into the form, or uploaded as a document (reviewed on different screens). */
export const BriefKind = z.enum(BRIEF_KINDS);
export type BriefKind = z.infer<typeof BriefKind>;

/** The few fields every brief answer carries. */
export const BriefSummary = z.object({
  id: z.number().int(),
  brief_number: z.string(),
  campaign_name: z.string(),
  client_name: z.string(),
  status: BriefStatus,
  /** The rejection reason; null unless rejected. */
  reason: z.string().nullable(),
  /** The spec's spelling: `Y` once any plan exists for the brief. */
  is_Plan_attached: z.enum(['Y', 'N']),
  updated_at: IsoDateTime,
});
export type BriefSummary = z.infer<typeof BriefSummary>;

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.string().meta({ format: 'date' });

/** One row of the brief lists. */
export const BriefListItem = BriefSummary.extend({
  kind: BriefKind,
  client_id: z.number().int(),
  start_date: IsoDate,
  end_date: IsoDate,
  budget: z.number(),
  created_by_name: z.string().nullable(),
  created_at: IsoDateTime,
  /**
   * Extension (issue 15): the brief's accepted plan, if it has one. Only one plan per brief can be accepted
   * (docs/domain.md "Plan"), so the screens say so before a plan is started that could never be accepted.
   */
  accepted_plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type BriefListItem = z.infer<typeof BriefListItem>;

/** The uploaded document of a file brief (downloaded through `downloadBriefAttachment`). */
export const BriefAttachment = z.object({
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_at: IsoDateTime,
});
export type BriefAttachment = z.infer<typeof BriefAttachment>;

/** A whole brief: what the review, details and update screens show. */
export const Brief = BriefListItem.extend({
  objective: z.string(),
  notes: z.string(),
  regions: z.array(Named),
  cities: z.array(Named),
  mediums: z.array(Named),
  sec_ranges: z.array(Named),
  age_ranges: z.array(Named),
  genders: z.array(Named),
  design_link: z.string().nullable(),
  highres_link: z.string().nullable(),
  attachment: BriefAttachment.nullable(),
});
export type Brief = z.infer<typeof Brief>;

/** A plan of the brief, as the brief details list them (plans themselves are issue 6's). */
export const BriefPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(PLAN_STATUSES),
  version: z.number().int(),
  updated_at: IsoDateTime,
});
export type BriefPlan = z.infer<typeof BriefPlan>;

/**
 * A page of briefs. `total` counts the briefs matching the search (what the pagination pages through);
 * `allTotal` counts the whole list without the search.
 */
export const BriefPage = z.object({
  briefs: z.array(BriefListItem),
  total: z.number().int().min(0),
  /** True when the search matched more than were counted: `total` is then a lower bound ("1,010+"). */
  totalCapped: z.boolean(),
  allTotal: z.number().int().min(0),
});
export type BriefPage = z.infer<typeof BriefPage>;

const BriefDecision = z.object({ message: z.string(), brief: BriefSummary });
const BriefSaved = z.object({ message: z.string(), brief: Brief });

// ---------------------------------------------------------------------------------------------------------------
// Input

const briefDate = calendarDate({ missing: BRIEF_MESSAGES.dateMissing, invalid: BRIEF_MESSAGES.date });

const requiredText = (message: string, max: number) => text(max, { required: message });

const optionalText = (max: number) => text(max).default('');

const budget = money(BRIEF_MESSAGES.budget, { positive: true });

const clientId = idOf(BRIEF_MESSAGES.client);

const ids = (message: string | null) => {
  const list = z.array(Id, { error: 'Must be a list of ids' }).max(500, 'Too many choices');
  return message ? list.min(1, message) : list.default([]);
};

/** Dates in order; reported on the end date, the field a user would change. */
function datesInOrder(value: { start_date: string; end_date: string }, ctx: z.RefinementCtx) {
  if (value.end_date < value.start_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: BRIEF_MESSAGES.endBeforeStart });
}

/** A brief typed into the form (create and update). */
export const BriefFormInput = z
  .object({
    client_id: clientId,
    campaign_name: requiredText(BRIEF_MESSAGES.campaignName, 200),
    objective: requiredText(BRIEF_MESSAGES.objective, 2000),
    start_date: briefDate,
    end_date: briefDate,
    budget,
    region_ids: ids(BRIEF_MESSAGES.regions),
    city_ids: ids(BRIEF_MESSAGES.cities),
    medium_ids: ids(BRIEF_MESSAGES.mediums),
    sec_ids: ids(null),
    age_range_ids: ids(null),
    gender_ids: ids(null),
    notes: optionalText(5000),
  })
  .superRefine(datesInOrder);
export type BriefFormInput = z.input<typeof BriefFormInput>;

/**
 * The text fields sent with a brief document (multipart/form-data, beside the `file` part). The server validates
 * these with this schema and the file itself by size and content.
 */
export const BriefFileFields = z
  .object({
    client_id: clientId,
    campaign_name: requiredText(BRIEF_MESSAGES.campaignName, 200),
    start_date: briefDate,
    end_date: briefDate,
    budget,
    notes: optionalText(5000),
  })
  .superRefine(datesInOrder);
export type BriefFileFields = z.input<typeof BriefFileFields>;

const link = text(2000, { required: BRIEF_MESSAGES.link })
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, BRIEF_MESSAGES.link)
  .meta({ examples: ['https://drive.example.com/artwork/summer-2027'] });

// ---------------------------------------------------------------------------------------------------------------
// Roles

/** docs/domain.md: ACCEPT and REJECT by the KAM, the designer or an admin; the /brief screens are theirs. */
const reviewers = ['admin', 'key_account_manager', 'designer'] as const;
/** Create and update: spec section 6, "create and update brief (form or file)". */
const authors = ['admin', 'key_account_manager'] as const;
/** Who reads one brief: the reviewers, and the planners who build its plans. */
const readers = ['admin', 'key_account_manager', 'designer', 'planner'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Lists

const listSummary = (which: string) =>
  `${which} briefs, newest first; search over client, campaign name and brief number. total = matching the search (counted up to 1,000 past the page; totalCapped says when there are more), allTotal = the whole list.`;

export const fetchNewBriefs = defineEndpoint({
  id: 'fetchNewBriefs',
  method: 'GET',
  path: '/fetch-all-briefs-admin',
  auth: 'bearer',
  roles: reviewers,
  group: 'briefs',
  errorMessage: 'An error occurred while fetching briefs',
  summary: listSummary('New (pending)'),
  query: SearchPageQuery,
  response: BriefPage,
});

export const fetchApprovedBriefs = defineEndpoint({
  id: 'fetchApprovedBriefs',
  method: 'GET',
  path: '/fetch-all-approved-briefs-admin',
  auth: 'bearer',
  // Planners too: approved briefs are what they build plans on (the /plan screen lists them).
  roles: [...reviewers, 'planner'],
  group: 'briefs',
  errorMessage: 'An error occurred while fetching briefs',
  summary: listSummary('Approved'),
  query: SearchPageQuery,
  response: BriefPage,
});

export const fetchRejectedBriefs = defineEndpoint({
  id: 'fetchRejectedBriefs',
  method: 'GET',
  path: '/fetch-all-rejected-briefs-admin',
  auth: 'bearer',
  roles: reviewers,
  group: 'briefs',
  errorMessage: 'An error occurred while fetching briefs',
  summary: listSummary('Rejected'),
  query: SearchPageQuery,
  response: BriefPage,
});

export const fetchClientBriefs = defineEndpoint({
  id: 'fetchClientBriefs',
  method: 'GET',
  path: '/fetch-all-briefs-client/admin/{userId}',
  auth: 'bearer',
  roles: ['admin', 'manager', 'key_account_manager'],
  group: 'briefs',
  errorMessage: 'An error occurred while fetching briefs',
  summary:
    "One client's briefs in every status but deleted, newest first; userId is the client account's user id (404 when no client has it).",
  params: z.object({ userId: Id }),
  query: PageQuery,
  response: BriefPage,
});

export const fetchSingleBrief = defineEndpoint({
  id: 'fetchSingleBrief',
  method: 'GET',
  path: '/fetch-single-brief-admin/{id}',
  auth: 'bearer',
  roles: readers,
  group: 'briefs',
  errorMessage: 'An error occurred while fetching the brief',
  summary: 'One brief with its targets, document, links and plans. 404 for an unknown or deleted brief.',
  params: IdParams,
  response: z.object({ brief: Brief, plans: z.array(BriefPlan) }),
});

export const downloadBriefAttachment = defineEndpoint({
  id: 'downloadBriefAttachment',
  method: 'GET',
  path: '/brief-attachment/admin-appsells/{id}',
  auth: 'bearer',
  roles: readers,
  group: 'briefs',
  errorMessage: 'An error occurred while fetching the brief document',
  extension: true,
  download: true,
  contentTypes: Object.keys(BRIEF_FILE_TYPES),
  summary:
    'The document of a file brief, with its type and original name (Content-Disposition). 404 when the brief has none.',
  params: IdParams,
  response: z.unknown().meta({ format: 'binary' }),
});

// ---------------------------------------------------------------------------------------------------------------
// Create and update

export const createBrief = defineEndpoint({
  id: 'createBrief',
  method: 'POST',
  path: '/create-brief/admin-appsells',
  auth: 'bearer',
  roles: authors,
  group: 'briefs',
  errorMessage: 'An error occurred while creating the brief',
  extension: true,
  successStatus: 201,
  summary:
    'Creates a brief from the form; it starts new (pending) and the KAMs and admins are notified. 400 naming each invalid field, including unknown lookup ids and cities outside the chosen regions.',
  body: BriefFormInput,
  response: BriefSaved,
});

export const updateBrief = defineEndpoint({
  id: 'updateBrief',
  lifecycle: 'brief',
  method: 'PUT',
  path: '/update-brief/admin-appsells/{id}',
  auth: 'bearer',
  roles: authors,
  group: 'briefs',
  errorMessage: 'An error occurred during the update',
  extension: true,
  summary:
    'Updates a form brief that is new or rejected; updating a rejected brief resubmits it (back to new). 409 when approved.',
  params: IdParams,
  body: BriefFormInput,
  response: BriefSaved,
});

export const createBriefByFile = defineEndpoint({
  id: 'createBriefByFile',
  method: 'POST',
  path: '/create-brief-by-file/admin-appsells',
  auth: 'bearer',
  roles: authors,
  group: 'briefs',
  errorMessage: 'An error occurred while creating the brief',
  extension: true,
  multipart: true,
  files: { field: 'file', types: Object.keys(BRIEF_FILE_TYPES), required: true },
  successStatus: 201,
  summary:
    'Creates a brief from an uploaded document (multipart: the fields below and one `file` part; PDF, DOCX, XLSX, PNG or JPEG, 20 MB at most, checked by content). 400 naming the field.',
  body: BriefFileFields,
  response: BriefSaved,
});

export const updateBriefByFile = defineEndpoint({
  id: 'updateBriefByFile',
  lifecycle: 'brief',
  method: 'PUT',
  path: '/update-brief-by-file/admin-appsells/{id}',
  auth: 'bearer',
  roles: authors,
  group: 'briefs',
  errorMessage: 'An error occurred during the update',
  extension: true,
  multipart: true,
  files: { field: 'file', types: Object.keys(BRIEF_FILE_TYPES), required: false },
  summary:
    'Updates a file brief that is new or rejected (multipart; the `file` part is optional and replaces the document). Updating a rejected brief resubmits it. 409 when approved.',
  params: IdParams,
  body: BriefFileFields,
  response: BriefSaved,
});

// ---------------------------------------------------------------------------------------------------------------
// Review

export const acceptBrief = defineEndpoint({
  id: 'acceptBrief',
  lifecycle: 'brief',
  method: 'PATCH',
  path: '/accept-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: reviewers,
  group: 'briefs',
  errorMessage: 'An error occurred during the update',
  summary:
    'Accepts a new (pending) brief; planners are notified. 409 naming the current status when the brief is not new.',
  params: IdParams,
  response: BriefDecision,
});

export const rejectBrief = defineEndpoint({
  id: 'rejectBrief',
  lifecycle: 'brief',
  method: 'PATCH',
  path: '/reject-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: reviewers,
  group: 'briefs',
  errorMessage: 'An error occurred during the update',
  summary:
    "Rejects a new (pending) brief with a reason; the brief's creator and the admins are notified. 409 naming the current status when the brief is not new.",
  params: IdParams,
  body: z.object({
    reason: text(1000, {
      required: BRIEF_MESSAGES.reason,
      tooLong: 'The reason can be at most 1000 characters',
    }),
  }),
  response: BriefDecision,
});

export const deleteBrief = defineEndpoint({
  id: 'deleteBrief',
  lifecycle: 'brief',
  method: 'DELETE',
  path: '/delete-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: authors,
  group: 'briefs',
  errorMessage: 'Failed to delete Brief',
  summary:
    'Deletes a brief that has no plan (the row stays for the audit trail; it leaves every list and count). 409 when a plan is attached.',
  params: IdParams,
  response: BriefDecision,
});

// ---------------------------------------------------------------------------------------------------------------
// Links

const linkEditors = ['admin', 'key_account_manager', 'designer'] as const;

export const addDesignLink = defineEndpoint({
  id: 'addDesignLink',
  method: 'POST',
  path: '/add-design-link/{id}',
  auth: 'bearer',
  roles: linkEditors,
  group: 'campaigns',
  errorMessage: 'An error occurred during the update',
  summary: "Sets the brief's design link (artwork); replaces an earlier one. 400 unless http(s).",
  params: IdParams,
  body: z.object({ design_link: link }),
  response: BriefSaved,
});

export const addHighresLink = defineEndpoint({
  id: 'addHighresLink',
  method: 'POST',
  path: '/add-highres-link/{id}',
  auth: 'bearer',
  roles: linkEditors,
  group: 'campaigns',
  errorMessage: 'An error occurred during the update',
  summary: "Sets the brief's high-resolution artwork link; replaces an earlier one. 400 unless http(s).",
  params: IdParams,
  body: z.object({ highres_link: link }),
  response: BriefSaved,
});
