import type { SiteRecord } from '@ooh/api';
// The schema itself (this module is only in the lazy site-form chunk).
import { SiteInput } from '@ooh/api/contract';
import type { FormErrors } from '@ooh/machines/form';

/**
 * What the site form holds while the user types, keyed by the contract's names (`SiteInput`) so the schema's
 * messages and the server's 400 `errors` land on the same fields. Region and city only narrow the location
 * choices: the server takes the location, and region and city come from it.
 */
export interface SiteFormValues {
  site_code: string;
  site_name: string;
  region_id: number | null;
  city_id: number | null;
  location_id: number | null;
  medium_id: number | null;
  asset_type_id: number | null;
  printing_media_type_id: number | null;
  sec_range_id: number | null;
  lsm_level_id: number | null;
  age_range_ids: number[];
  gender_ids: number[];
  width_ft: number | null;
  height_ft: number | null;
  faces: number | null;
  illuminated: boolean;
  latitude: number | null;
  longitude: number | null;
  monthly_rate: number | null;
  daily_traffic: number | null;
  spot_length_seconds: number | null;
  loop_length_seconds: number | null;
  spots_per_loop: number | null;
  /** What is wrong with a number field's typed text (the field keeps the text as typed), by field. */
  text_errors: Record<string, string>;
}

/** The fields the form shows, in page order: server messages for other fields go to the alert. */
export const SITE_FORM_FIELDS = [
  'site_code',
  'site_name',
  'location_id',
  'medium_id',
  'asset_type_id',
  'printing_media_type_id',
  'sec_range_id',
  'lsm_level_id',
  'age_range_ids',
  'gender_ids',
  'width_ft',
  'height_ft',
  'faces',
  'illuminated',
  'latitude',
  'longitude',
  'monthly_rate',
  'daily_traffic',
  'spot_length_seconds',
  'loop_length_seconds',
  'spots_per_loop',
] as const;

export const SLOT_FIELDS = ['spot_length_seconds', 'loop_length_seconds', 'spots_per_loop'] as const;

export function emptySiteForm(): SiteFormValues {
  return {
    site_code: '',
    site_name: '',
    region_id: null,
    city_id: null,
    location_id: null,
    medium_id: null,
    asset_type_id: null,
    printing_media_type_id: null,
    sec_range_id: null,
    lsm_level_id: null,
    age_range_ids: [],
    gender_ids: [],
    width_ft: null,
    height_ft: null,
    faces: 1,
    illuminated: false,
    latitude: null,
    longitude: null,
    monthly_rate: null,
    daily_traffic: null,
    spot_length_seconds: null,
    loop_length_seconds: null,
    spots_per_loop: null,
    text_errors: {},
  };
}

/** The edit screens' prefill. A requested site's rate of 0 means "not set yet": the field starts empty. */
export function siteFormValuesOf(site: SiteRecord): SiteFormValues {
  return {
    site_code: site.site_code,
    site_name: site.site_name,
    region_id: site.region_id,
    city_id: site.city_id,
    location_id: site.location_id,
    medium_id: site.medium_id,
    asset_type_id: site.asset_type_id,
    printing_media_type_id: site.printing_media_type_id,
    sec_range_id: site.sec_range_id,
    lsm_level_id: site.lsm_level_id,
    age_range_ids: [...site.age_range_ids],
    gender_ids: [...site.gender_ids],
    width_ft: site.width_ft,
    height_ft: site.height_ft,
    faces: site.faces,
    illuminated: site.illuminated,
    latitude: site.latitude,
    longitude: site.longitude,
    monthly_rate: site.status === 'pending' && site.monthly_rate === 0 ? null : site.monthly_rate,
    daily_traffic: site.daily_traffic,
    spot_length_seconds: site.spot_length_seconds,
    loop_length_seconds: site.loop_length_seconds,
    spots_per_loop: site.spots_per_loop,
    text_errors: {},
  };
}

/**
 * The body as the server would receive it: empty fields left out (the schema then answers with its own words),
 * and the slot data only for a digital medium (a conventional site takes none).
 */
export function siteInputOf(values: SiteFormValues, digital: boolean): Record<string, unknown> {
  const optional = (value: number | null) => value ?? null;
  return {
    site_code: values.site_code,
    site_name: values.site_name,
    location_id: values.location_id ?? undefined,
    medium_id: values.medium_id ?? undefined,
    asset_type_id: optional(values.asset_type_id),
    printing_media_type_id: optional(values.printing_media_type_id),
    sec_range_id: optional(values.sec_range_id),
    lsm_level_id: optional(values.lsm_level_id),
    age_range_ids: values.age_range_ids,
    gender_ids: values.gender_ids,
    width_ft: values.width_ft ?? undefined,
    height_ft: values.height_ft ?? undefined,
    faces: values.faces ?? undefined,
    illuminated: values.illuminated,
    latitude: optional(values.latitude),
    longitude: optional(values.longitude),
    monthly_rate: values.monthly_rate ?? undefined,
    daily_traffic: optional(values.daily_traffic),
    spot_length_seconds: digital ? optional(values.spot_length_seconds) : null,
    loop_length_seconds: digital ? optional(values.loop_length_seconds) : null,
    spots_per_loop: digital ? optional(values.spots_per_loop) : null,
  };
}

const SLOT_LABELS: Record<(typeof SLOT_FIELDS)[number], string> = {
  spot_length_seconds: 'Enter the spot length (a digital site needs it)',
  loop_length_seconds: 'Enter the loop length (a digital site needs it)',
  spots_per_loop: 'Enter the spots per loop (a digital site needs it)',
};

/**
 * The contract's schema in the browser (the same rules and words as the server's 400), the typed-text messages of
 * the number fields, the required choices the schema names by "Must be a whole number", and the digital rule.
 */
export function validateSiteForm(values: SiteFormValues, digital: boolean): FormErrors {
  const errors: FormErrors = {};
  const result = SiteInput.safeParse(siteInputOf(values, digital));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
  }
  if (values.location_id === null) errors.location_id = 'Choose the location';
  if (values.medium_id === null) errors.medium_id = 'Choose the medium';
  if (values.monthly_rate === null) errors.monthly_rate = 'Enter the monthly rate (PKR, 0 or more)';
  if (values.width_ft === null) errors.width_ft = 'Width must be above 0 and at most 1,000 ft';
  if (values.height_ft === null) errors.height_ft = 'Height must be above 0 and at most 1,000 ft';
  if ((values.latitude === null) !== (values.longitude === null)) {
    const message = 'Give both latitude and longitude, or neither';
    if (values.latitude === null) errors.latitude ??= message;
    else errors.longitude ??= message;
  }
  if (digital) for (const slot of SLOT_FIELDS) if (values[slot] === null) errors[slot] ??= SLOT_LABELS[slot];
  for (const [field, message] of Object.entries(values.text_errors)) errors[field] = message;
  return errors;
}

/** The JSON body of createSite and updateSite: the schema's output (trimmed, defaults filled). */
export function siteFormBody(values: SiteFormValues, digital: boolean) {
  return SiteInput.parse(siteInputOf(values, digital));
}
