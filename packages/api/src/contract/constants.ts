// The lifecycles' status lists come from their machines (zod-free and xstate-free entry), never re-declared.
export {
  BRIEF_STATUSES,
  CAMPAIGN_STATUSES,
  EXECUTION_STATUS_STATUSES,
  PAY_ORDER_STATUSES,
  PLAN_STATUSES,
  REQUESTED_SITE_STATUSES,
  SITE_IMAGE_STATUSES,
} from '@ooh/machines/statuses';

import {
  CAMPAIGN_STATUSES,
  PAY_ORDER_STATUSES,
  PLAN_STATUSES,
  REQUESTED_SITE_STATUSES,
} from '@ooh/machines/statuses';
/**
 * The contract's constants that the browser needs without zod: statuses, message tables, limits, the plan's
 * columns. The schemas in `endpoints/` are built from these, so a list or a message exists once.
 */

/** How a brief came in: typed into the form, or uploaded as a document. */
export const BRIEF_KINDS = ['form', 'file'] as const;

export const BRIEF_MESSAGES = {
  client: 'Choose a client',
  campaignName: 'Enter the campaign name',
  objective: 'Enter the campaign objective',
  dateMissing: 'Choose a date',
  date: 'Choose a valid date',
  endBeforeStart: 'The end date cannot be before the start date',
  /** docs/domain.md "Forms and list addresses (issue 15)": a brief starts today or later. */
  startInPast: 'The start date cannot be before today',
  budget: 'The budget must be a number greater than zero',
  regions: 'Choose at least one region',
  cities: 'Choose at least one city',
  mediums: 'Choose at least one medium',
  reason: 'A reason is required to reject a brief',
  file: 'Attach the brief document (PDF, DOCX, XLSX, PNG or JPEG)',
  fileTooLarge: 'The document can be at most 20 MB',
  fileEmpty: 'The document is empty',
  fileType: 'The document must be a PDF, DOCX, XLSX, PNG or JPEG file',
  fileCount: 'Attach one document only',
  link: 'Enter a link starting with http:// or https://',
} as const;

/** The largest brief document accepted, in bytes (20 MB). */
export const BRIEF_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Brief documents accepted, by MIME type (the server checks the content, not only the name). */
export const BRIEF_FILE_TYPES = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'image/png': '.png',
  'image/jpeg': '.jpg',
} as const;

/**
 * Photos of a plan's sites for the visual representation (docs/domain.md "Visual representation"): one file, 15 MB
 * at most, a JPEG, PNG or WebP image by its content.
 */
export const VISUALREP_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const VISUALREP_IMAGE_TYPES = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
} as const;
/** The web copy of a photo is at most this wide (px); the original is kept as uploaded. */
export const VISUALREP_WEB_MAX_WIDTH = 1600;

export const VISUALREP_MESSAGES = {
  file: 'Attach the photo (JPEG, PNG or WebP)',
  fileTooLarge: 'The photo can be at most 15 MB',
  fileEmpty: 'The photo is empty',
  fileType: 'The photo must be a JPEG, PNG or WebP image',
  fileCount: 'Attach one photo only',
  unreadable: 'This file could not be read as an image',
  tooManyPixels: 'The photo can be at most 100 megapixels',
  siteNotFound: 'Site not found',
  siteNotInPlan: 'This site is not in the plan: add it to the plan before uploading its photo.',
  noPhoto: 'This site has no photo yet',
} as const;

/** A plan site is paid, or free of charge (FOC). */
export const LINE_TYPES = ['paid', 'foc'] as const;

/**
 * The tax rate of the consolidated summary when the server's TAX_RATE_PERCENT is not set (docs/domain.md, decisions:
 * the tax rate): 18 %, the GST rate on advertising services.
 */
export const DEFAULT_TAX_RATE_PERCENT = 18;

/** Conventional (printed) or digital media. */
export const MEDIUM_KINDS = ['conventional', 'digital'] as const;

/** Columns of the plan's site table, in order; the planner may hide some from the client's view. */
export const PLAN_COLUMNS = [
  { key: 'site_code', label: 'Site code' },
  { key: 'site_name', label: 'Site' },
  { key: 'location_name', label: 'Location' },
  { key: 'medium_name', label: 'Medium' },
  { key: 'size', label: 'Size (ft)' },
  { key: 'faces', label: 'Faces' },
  { key: 'illuminated', label: 'Lit' },
  { key: 'dates', label: 'Dates' },
  { key: 'days', label: 'Days' },
  { key: 'line_type', label: 'Paid / FOC' },
  { key: 'monthly_rate', label: 'Monthly rate' },
  { key: 'discount_percent', label: 'Discount %' },
  { key: 'gross', label: 'Gross' },
  { key: 'net', label: 'Net' },
  { key: 'printing_rate', label: 'Printing rate / sq ft' },
  { key: 'mounting_cost', label: 'Mounting' },
  { key: 'production', label: 'Production' },
  { key: 'total', label: 'Total' },
  { key: 'spot', label: 'Spot / loop (s)' },
  { key: 'plays_per_day', label: 'Plays a day' },
  { key: 'impressions', label: 'Impressions' },
  { key: 'cpm', label: 'CPM' },
] as const;
export type PlanColumnKey = (typeof PLAN_COLUMNS)[number]['key'];

export const PLAN_MESSAGES = {
  planName: 'Enter a name for the plan',
  site: 'Choose a site from the inventory',
  date: 'Choose a valid date',
  endBeforeStart: 'The end date cannot be before the start date',
  rate: 'Enter a rate of 0 or more',
  discount: 'The discount must be between 0 and 100 %',
  digital: 'Spot, loop and spots per loop must be whole seconds/counts above 0',
  duplicateSite: 'A site can be in a plan only once',
  spotLength: 'Enter the spot length in seconds',
  loopLength: 'Enter the loop length in seconds',
  spotsPerLoop: 'Enter the spots per loop',
  loopTooShort: 'The loop is shorter than its spots (spots per loop × spot length)',
  reasonModify: 'A reason is required to request a modification.',
  reasonLose: 'A reason is required to mark a plan as lost.',
} as const;

/** The slot data of a digital row, in the contract's names, with the words a person reads for each. */
export const SLOT_FIELDS = [
  { key: 'spot_length_seconds', label: 'spot length', missing: PLAN_MESSAGES.spotLength },
  { key: 'loop_length_seconds', label: 'loop length', missing: PLAN_MESSAGES.loopLength },
  { key: 'spots_per_loop', label: 'spots per loop', missing: PLAN_MESSAGES.spotsPerLoop },
] as const;
export type SlotField = (typeof SLOT_FIELDS)[number]['key'];

/**
 * What a digital row's figures need (docs/domain.md, "The site table's rows (issue 15)"): its own spot length,
 * loop length and spots per loop, and a loop long enough for its spots (share of voice = spots × spot / loop
 * cannot pass 100 %). Messages by field; empty when the row has what it needs. The form and the server both ask
 * this, so a planner reads the same words before and after a save. A value that is there but not a whole number
 * above 0 is the schema's to word.
 */
export function slotDataIssues(
  row: Partial<Record<SlotField, number | null>>,
): Partial<Record<SlotField, string>> {
  const issues: Partial<Record<SlotField, string>> = {};
  for (const field of SLOT_FIELDS) if (row[field.key] == null) issues[field.key] = field.missing;
  const { spot_length_seconds: spot, loop_length_seconds: loop, spots_per_loop: spots } = row;
  if (
    spot != null &&
    loop != null &&
    spots != null &&
    spot > 0 &&
    loop > 0 &&
    spots > 0 &&
    spot * spots > loop
  )
    issues.loop_length_seconds = PLAN_MESSAGES.loopTooShort;
  return issues;
}

/**
 * Input bounds the contract applies to every call (docs/domain.md, "Input bounds"): dates inside this calendar
 * range, money below this amount (the database keeps 14 digits, 2 of them decimals), pages up to this number.
 */
export const INPUT_BOUNDS = {
  minDate: '2000-01-01',
  maxDate: '2099-12-31',
  /** Exclusive: amounts are below a trillion. */
  moneyBelow: 1e12,
  maxPage: 1_000_000,
  /** Seconds in a digital slot (spot and loop length): a day at most. */
  maxSlotSeconds: 86_400,
  maxSpotsPerLoop: 10_000,
} as const;

export const INPUT_MESSAGES = {
  nul: 'Must not contain a NUL character',
  tooLong: (max: number) => `At most ${max} characters`,
  dateRange: 'Choose a date between 1 Jan 2000 and 31 Dec 2099',
} as const;

/**
 * Pay orders (docs/domain.md "Pay order"): the client's document is one file, 10 MB at most, a PDF or an image by
 * its content.
 */
export const PAY_ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PAY_ORDER_FILE_TYPES = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
} as const;

export const PAY_ORDER_MESSAGES = {
  poNumber: 'Enter the PO number',
  amount: 'The amount must be a number greater than zero',
  poDate: 'Choose the date of the PO',
  date: 'Choose a valid date',
  file: "Attach the client's PO document (PDF, JPEG or PNG)",
  fileTooLarge: 'The document can be at most 10 MB',
  fileEmpty: 'The document is empty',
  fileType: 'The document must be a PDF, JPEG or PNG file',
  fileCount: 'Attach one document only',
  reason: 'A reason is required to reject a pay order',
  notFound: 'Pay order not found',
  briefNotFound: 'Brief not found',
  noAcceptedPlan: 'This brief has no accepted plan: a pay order is recorded against the accepted plan.',
  pendingExists: 'This brief already has a pending pay order: accept or reject it before recording another.',
  acceptedExists: 'This brief already has an accepted pay order: its campaign has started.',
  campaignExists: 'A campaign already exists for this brief.',
} as const;

/** The lists of pay orders by status, and the briefs that wait for one (the tabs of /plan-po-review). */
export const PAY_ORDER_TABS = ['awaiting', 'pending', 'accepted', 'rejected'] as const;

/**
 * Narrowing the sites of one campaign (fetch-single-campaign): without a tracker, with a proposal awaiting approval,
 * with photos awaiting review, with a flagged photo.
 */
export const CAMPAIGN_SITE_FILTERS = [
  'unassigned',
  'awaiting_approval',
  'pending_images',
  'flagged',
] as const;

export const CAMPAIGN_MESSAGES = {
  notFound: 'Campaign not found',
  briefNoCampaign: 'This brief has no campaign yet: it starts when its pay order is accepted.',
  clientNotFound: 'Client not found',
  siteNotInCampaign: 'This site is not in the plan of a campaign',
  reason: 'A reason is required to waive a site',
  waiveProposalWaiting: 'A proposal is waiting for this site: approve or reject it before waiving the site.',
  completed: 'This campaign is completed: nothing in it can be changed any more.',
} as const;

/** How many codes a refusal to complete a campaign names before "and N more". */
export const UNSETTLED_SITES_NAMED = 5;

/**
 * Field work of a running campaign (docs/domain.md "Execution status of a plan site", "Site images", "Tracker
 * status", "Proof photos"): the words the server answers and the screens show.
 */
export const FIELD_MESSAGES = {
  campaignSiteNotFound: CAMPAIGN_MESSAGES.siteNotInCampaign,
  siteNotFound: 'Site not found',
  siteNotInPlan: (code: string) => `Site ${code} is not part of this campaign's plan.`,
  trackerNotFound: 'Tracker not found',
  trackerInactive: 'This tracker is no longer active: choose an active tracker.',
  trackerStatusNotFound: 'Tracker status not found',
  assignTrackerFirst: 'Assign a tracker first: a tracker status is what the assigned tracker reports.',
  executionStatusNotFound: 'Execution status not found',
  nothingProposed: 'No execution status is awaiting approval for this site.',
  imageNotFound: 'Image not found',
  imagesNotOfSite: (ids: readonly number[]) =>
    `Image${ids.length === 1 ? '' : 's'} ${ids.map((id) => `#${id}`).join(', ')} ${ids.length === 1 ? 'is' : 'are'} not an image of this site in this plan.`,
  files: 'Attach at least one photo (JPEG, PNG or WebP)',
  fileTooLarge: 'Each photo can be at most 15 MB',
  fileEmpty: 'A photo is empty',
  fileType: 'Each photo must be a JPEG, PNG or WebP image',
  fileCount: 'Attach at most 10 photos at once',
  filesTooLarge: 'The photos of one upload can be at most 60 MB together: send them in several uploads',
  futureDate: "The photos' date cannot be after today",
  unreadable: 'This file could not be read as an image',
  tooManyPixels: 'A photo can be at most 100 megapixels',
  reason: 'A reason is required to reject a site image.',
} as const;

/** Photos of a campaign site: at most this many a call, each at most SITE_IMAGE_MAX_BYTES (15 MB). */
export const SITE_IMAGE_MAX_FILES = 10;
export const SITE_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** …and at most this many bytes together (an upload is held in memory until it is checked). */
export const SITE_IMAGE_MAX_TOTAL_BYTES = 60 * 1024 * 1024;
/** A photo taken farther than this from the site (metres, by its EXIF GPS) is flagged "far". */
export const SITE_IMAGE_FAR_METRES = 100;
/** Two photos whose difference hashes differ in at most this many of 64 bits are the same photo. */
export const SITE_IMAGE_DUPLICATE_BITS = 4;
/** What an approve, reject or delete of site images acts on at most in one call. */
export const SITE_IMAGE_MAX_IDS = 100;

/** People management (issue 17; docs/domain.md "User"): the forms' and the server's words. */
export const USER_MESSAGES = {
  name: "Enter the user's name",
  email: 'Enter an e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  emailTaken: 'A user with this e-mail address already exists',
  role: 'Choose a role',
  phone: 'A phone number may hold digits, spaces, +, ( ) and - only',
  nothingToChange: 'Change at least one field',
  password: 'Enter a password',
  currentPassword: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not right',
  linkInvalid:
    'This link is not valid: it was used already, replaced by a newer one, or has expired. Ask an administrator for a new one.',
  userNotFound: 'User not found',
  passwordChanged: 'Your password was changed. Your other devices are signed out.',
  lastAdmin: 'This is the last active administrator: make another user an active administrator first.',
  ownAccount: 'You cannot deactivate or delete your own account.',
} as const;

/** Password strength rules (issue 17): at least this many characters, and not among the most common passwords. */
export const PASSWORD_MIN_LENGTH = 12;
/** How long a password-set link works, in hours, unless `PASSWORD_LINK_TTL_HOURS` says otherwise. */
export const PASSWORD_LINK_TTL_HOURS_DEFAULT = 72;

/**
 * Live notifications (issue 17; docs/domain.md "Notifications", "Live delivery"): the names of the events of
 * `GET /user/notification-stream`. `notifications` carries new notifications and the unread count (the first one,
 * sent as the stream opens, may have none); `end` says the server closed the stream for good (the account was
 * signed out or deactivated): the client does not reconnect.
 */
export const NOTIFICATION_STREAM_EVENTS = { notifications: 'notifications', end: 'end' } as const;
/** At most this many notifications in one event of the stream (the newest). */
export const NOTIFICATION_STREAM_BATCH_MAX = 20;

/**
 * Competitor analysis (issue 18; docs/domain.md "Competitors"). A competitor's logo is one image, 5 MB at most, a
 * JPEG, PNG or WebP by its content; a sighting's photo follows the visual representation's rules (15 MB).
 */
export const COMPETITOR_LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** The most sites one competitor campaign records (an update sends the whole list). */
export const COMPETITOR_CAMPAIGN_MAX_SITES = 2_000;
/**
 * The report types, in the reports menu's order. The first three are shares of presence by the site's city, medium
 * and region; `site-list` is the sites with their photos; `head-to-head` sets the competitor's sites beside our own
 * running campaigns' sites in the same cities and mediums (docs/domain.md "Competitor reports").
 */
export const COMPETITOR_REPORT_TYPES = [
  'city-wise',
  'medium-wise',
  'region-wise',
  'site-list',
  'head-to-head',
] as const;
export type CompetitorReportType = (typeof COMPETITOR_REPORT_TYPES)[number];
export const COMPETITOR_REPORT_LABELS: Record<CompetitorReportType, string> = {
  'city-wise': 'City-wise presence',
  'medium-wise': 'Medium-wise presence',
  'region-wise': 'Region-wise presence',
  'site-list': 'Site list with photos',
  'head-to-head': 'Head to head',
};
export function isCompetitorReportType(value: string): value is CompetitorReportType {
  return (COMPETITOR_REPORT_TYPES as readonly string[]).includes(value);
}

export const COMPETITOR_MESSAGES = {
  name: "Enter the competitor's name",
  nameTaken: 'Another competitor already has this name',
  notFound: 'Competitor not found',
  logoTooLarge: 'The logo can be at most 5 MB',
  logoType: 'The logo must be a JPEG, PNG or WebP image',
  logoEmpty: 'The logo file is empty',
  logoCount: 'Attach one logo only',
  noLogo: 'This competitor has no logo',
  campaignName: "Enter the campaign's name",
  campaignNameTaken: 'This competitor already has a campaign with this name',
  industryType: 'Enter the industry (for example Beverages or Telecom)',
  campaignNotFound: 'Competitor campaign not found',
  campaignNotOfCompetitor: 'This campaign belongs to another competitor',
  dates: 'The last sighting cannot be before the first',
  siteNotFound: 'Site not found',
  siteOrLocation: 'Choose a site from the inventory, or a location and a medium',
  siteTwice: 'This inventory site is listed twice',
  siteRowNotFound: 'This sighting is not one of the campaign’s sites',
  // Written when read: `toLocaleString` at module load would load ICU's data (tens of ms in one task) on every
  // page that loads these messages, the dashboard included (@ooh/ui/text-format).
  get tooManySites() {
    return `A campaign can record at most ${COMPETITOR_CAMPAIGN_MAX_SITES.toLocaleString('en-US')} sites`;
  },
  noPhoto: 'This sighting has no photo',
  reportType: `Choose a report type: ${COMPETITOR_REPORT_TYPES.join(', ')}`,
  reportNoSites: 'The campaign has no recorded sites yet: record where it was seen first.',
  reportSitesUnknown: 'Some chosen sites are not sites of this campaign',
  reportNotFound: 'This report has not been generated yet',
  created: (name: string) => `${name} added`,
  updated: (name: string) => `${name} updated`,
  deleted: (name: string, campaigns: number) =>
    campaigns === 0
      ? `${name} deleted`
      : `${name} and its ${campaigns === 1 ? 'campaign' : `${campaigns} campaigns`} deleted`,
  campaignCreated: (name: string) => `${name} added`,
  campaignUpdated: (name: string) => `${name} updated`,
  campaignDeleted: (name: string) => `${name} deleted`,
  sitesSaved: (count: number) => `${count} ${count === 1 ? 'site' : 'sites'} saved`,
  reportGenerated: (label: string) => `${label} report generated`,
} as const;

/**
 * The record lifecycles whose states the status counters count (docs/domain.md "Counts", "Lifecycle explorer"), by
 * machine id: the counter key's prefix (`plans:status:` + status) and the states it counts. A state not listed (a
 * deleted brief: the counters count live briefs only) and a lifecycle not listed (users, execution statuses, site
 * images) have no counter: `fetch-lifecycle-counts` answers null for them, never a count of the table.
 */
export const LIFECYCLE_COUNTERS: Readonly<Record<string, { prefix: string; states: readonly string[] }>> = {
  brief: { prefix: 'briefs:status:', states: ['pending', 'approved', 'rejected'] },
  plan: { prefix: 'plans:status:', states: PLAN_STATUSES },
  payOrder: { prefix: 'pay_orders:status:', states: PAY_ORDER_STATUSES },
  campaign: { prefix: 'campaigns:status:', states: CAMPAIGN_STATUSES },
  // Inventory sites and requested ones are rows of one table, live ones counted by status.
  requestedSite: { prefix: 'sites:status:', states: REQUESTED_SITE_STATUSES },
};
