// The lifecycles' status lists come from their machines (zod-free and xstate-free entry), never re-declared.
export { BRIEF_STATUSES, PLAN_STATUSES } from '@ooh/machines/statuses';
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
  reasonModify: 'A reason is required to request a modification.',
  reasonLose: 'A reason is required to mark a plan as lost.',
} as const;

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
