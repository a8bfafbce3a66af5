import { z } from 'zod';
import { defineEndpoint, MEDIA, PHOTO_TYPES } from '../define.ts';
import { Id, IdParams, IsoDateTime } from '../schemas.ts';

/**
 * The visual representation of a plan (docs/domain.md "Visual representation"): a photo per plan site, the
 * workbook (one sheet per city) and the deck (a PDF: cover, a page per site, the consolidated summary).
 */

/** Spec section 6: the plan/visual-representation screen is for planner, admin and editor. */
const visualRepStaff = ['admin', 'planner', 'editor'] as const;

const PlanIdParams = z.object({ plan_id: Id });

/** A photo of a plan site: the original as uploaded and its upright web copy (JPEG). */
export const VisualRepPhoto = z.object({
  plan_id: z.number().int(),
  site_id: z.number().int(),
  /** The web copy, as a contract path relative to the API base (`downloadVisualRepImage`). */
  image_url: z.string(),
  /** The original as uploaded, the same way. */
  original_url: z.string(),
  /** The original's type (sniffed from its content); the web copy is always image/jpeg. */
  content_type: z.string(),
  /** The original's size upright (its EXIF orientation applied), in pixels, and in bytes. */
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  web_width: z.number().int(),
  web_height: z.number().int(),
  uploaded_by_name: z.string().nullable(),
  uploaded_at: IsoDateTime,
});
export type VisualRepPhoto = z.infer<typeof VisualRepPhoto>;

/** The text fields sent with a photo (multipart/form-data, beside the `file` part). */
export const VisualRepImageFields = z.object({
  plan_id: Id.meta({ examples: [1] }),
  site_id: Id.meta({ examples: [1] }),
});
export type VisualRepImageFields = z.input<typeof VisualRepImageFields>;

export const uploadVisualRepImage = defineEndpoint({
  id: 'uploadVisualRepImage',
  method: 'POST',
  path: '/visualrep-image-upload',
  auth: 'bearer',
  roles: visualRepStaff,
  group: 'plans',
  // The spec's catalogue (section 8) for this call.
  errorMessage: 'Image Upload Failed',
  multipart: true,
  files: { field: 'file', types: PHOTO_TYPES, required: true },
  summary:
    "Uploads the photo of a plan site (multipart: plan_id, site_id and one `file` part; JPEG, PNG or WebP, 15 MB at most, checked by content). Keeps the original, writes an upright web copy (JPEG, at most 1600 px wide) and replaces the site's previous photo. 404 for an unknown plan or site, 409 when the site is not a row of the plan.",
  body: VisualRepImageFields,
  response: z.object({ message: z.string(), image_url: z.string(), photo: VisualRepPhoto }),
});

export const fetchVisualRepImages = defineEndpoint({
  id: 'fetchVisualRepImages',
  method: 'GET',
  path: '/fetch-visualrep-images/{plan_id}',
  auth: 'bearer',
  roles: visualRepStaff,
  group: 'plans',
  errorMessage: 'An error occurred while fetching the images',
  extension: true,
  summary: "The current photo of each of the plan's sites that has one, in the plan's order.",
  params: PlanIdParams,
  response: z.object({ photos: z.array(VisualRepPhoto) }),
});

export const downloadVisualRepImage = defineEndpoint({
  id: 'downloadVisualRepImage',
  method: 'GET',
  path: '/visualrep-image/{plan_id}/{site_id}',
  auth: 'bearer',
  roles: visualRepStaff,
  group: 'plans',
  errorMessage: 'An error occurred while fetching the image',
  extension: true,
  download: true,
  contentTypes: PHOTO_TYPES,
  summary:
    'The photo of a plan site: the web copy (`variant=web`, the default, JPEG) or the original as uploaded (`variant=original`), with its type. 404 when the plan is unknown or the site has no photo.',
  params: z.object({ plan_id: Id, site_id: Id }),
  query: z.object({ variant: z.enum(['web', 'original']).default('web') }),
  response: z.unknown().meta({ format: 'binary' }),
});

export const generateVisualRepExcel = defineEndpoint({
  id: 'generateVisualRepExcel',
  method: 'POST',
  path: '/visualrep-excelsheet/{plan_id}',
  auth: 'bearer',
  roles: visualRepStaff,
  group: 'plans',
  errorMessage: 'An error occurred while fetching the excel sheet',
  download: true,
  contentTypes: [MEDIA.xlsx],
  summary:
    "The plan as a workbook (.xlsx): one sheet per city (only `city_ids`' cities; all when empty), a row per site with the columns not hidden from the client, money formatted, a totals row of SUM formulas, and the site's photo. 404 for an unknown plan.",
  params: PlanIdParams,
  body: z.object({
    city_ids: z.array(Id, { error: 'Must be a list of ids' }).max(500, 'Too many choices').default([]),
  }),
  response: z.unknown().meta({ format: 'binary' }),
});

export const generateVisualRepPdf = defineEndpoint({
  id: 'generateVisualRepPdf',
  method: 'GET',
  path: '/generate-visual-rep-pdf/{id}',
  auth: 'bearer',
  roles: visualRepStaff,
  group: 'plans',
  errorMessage: 'An error occurred while fetching pdf',
  download: true,
  contentTypes: [MEDIA.pdf],
  summary:
    'The plan\'s visual representation as a PDF: a cover (plan, brief, client, dates), a page per site with its photo (or "No photo yet"), location, size, dates and price, and the consolidated summary; columns hidden from the client are left out. 404 for an unknown plan.',
  params: IdParams,
  response: z.unknown().meta({ format: 'binary' }),
});
