import { BRIEF_FILE_MAX_BYTES, BRIEF_FILE_TYPES, BRIEF_MESSAGES, type Brief, type Named } from '@ooh/api';
// The schemas themselves (this module is only in the lazy brief-form chunks).
import { BriefFileFields, BriefFormInput } from '@ooh/api/contract';
import type { FormErrors } from '@ooh/machines/form';

/**
 * What the brief screens hold while the user types, keyed by the contract's field names so that the schema's
 * messages and the server's 400 `errors` land on the same fields.
 */
export interface BriefFormValues {
  /** The chosen client's id (what is sent), and its name (what the combobox shows). */
  client_id: number | null;
  client_name: string;
  campaign_name: string;
  objective: string;
  /** ISO dates (`2026-12-01`), or null while empty. */
  start_date: string | null;
  end_date: string | null;
  /** PKR, or null while empty. */
  budget: number | null;
  region_ids: number[];
  city_ids: number[];
  medium_ids: number[];
  sec_ids: number[];
  age_range_ids: number[];
  gender_ids: number[];
  notes: string;
}

/** The few fields of a file brief, and its document (null: none chosen; on update, the current one is kept). */
export interface BriefFileValues {
  client_id: number | null;
  client_name: string;
  campaign_name: string;
  start_date: string | null;
  end_date: string | null;
  budget: number | null;
  notes: string;
  file: File | null;
}

export type BriefFormField = Exclude<keyof BriefFormValues, 'client_name'>;
export type BriefFileField = Exclude<keyof BriefFileValues, 'client_name'>;

/** The fields each form shows, in page order: server messages for other fields go to the alert. */
export const BRIEF_FORM_FIELDS: readonly BriefFormField[] = [
  'client_id',
  'campaign_name',
  'objective',
  'start_date',
  'end_date',
  'budget',
  'region_ids',
  'city_ids',
  'medium_ids',
  'sec_ids',
  'age_range_ids',
  'gender_ids',
  'notes',
];
export const BRIEF_FILE_FIELDS: readonly BriefFileField[] = [
  'client_id',
  'campaign_name',
  'start_date',
  'end_date',
  'budget',
  'file',
  'notes',
];

/** The upload's accept list: the contract's MIME types and their extensions (a .docx often comes without a type). */
export const BRIEF_FILE_ACCEPT: string[] = [
  ...Object.keys(BRIEF_FILE_TYPES),
  ...new Set([...Object.values(BRIEF_FILE_TYPES), '.jpeg']),
];
export { BRIEF_FILE_MAX_BYTES };

export function emptyBriefForm(): BriefFormValues {
  return {
    client_id: null,
    client_name: '',
    campaign_name: '',
    objective: '',
    start_date: null,
    end_date: null,
    budget: null,
    region_ids: [],
    city_ids: [],
    medium_ids: [],
    sec_ids: [],
    age_range_ids: [],
    gender_ids: [],
    notes: '',
  };
}

export function emptyBriefFile(): BriefFileValues {
  return {
    client_id: null,
    client_name: '',
    campaign_name: '',
    start_date: null,
    end_date: null,
    budget: null,
    notes: '',
    file: null,
  };
}

const idsOf = (items: readonly Named[]) => items.map((item) => item.id);

/** The update screen's prefill. */
export function briefFormValuesOf(brief: Brief): BriefFormValues {
  return {
    client_id: brief.client_id,
    client_name: brief.client_name,
    campaign_name: brief.campaign_name,
    objective: brief.objective,
    start_date: brief.start_date,
    end_date: brief.end_date,
    budget: brief.budget,
    region_ids: idsOf(brief.regions),
    city_ids: idsOf(brief.cities),
    medium_ids: idsOf(brief.mediums),
    sec_ids: idsOf(brief.sec_ranges),
    age_range_ids: idsOf(brief.age_ranges),
    gender_ids: idsOf(brief.genders),
    notes: brief.notes,
  };
}

export function briefFileValuesOf(brief: Brief): BriefFileValues {
  return {
    client_id: brief.client_id,
    client_name: brief.client_name,
    campaign_name: brief.campaign_name,
    start_date: brief.start_date,
    end_date: brief.end_date,
    budget: brief.budget,
    notes: brief.notes,
    file: null,
  };
}

/** Empty fields go to the schema as the server would receive them, so its messages are the server's. */
function commonInput(values: BriefFormValues | BriefFileValues) {
  return {
    client_id: values.client_id ?? undefined,
    campaign_name: values.campaign_name,
    start_date: values.start_date ?? '',
    end_date: values.end_date ?? '',
    budget: values.budget ?? undefined,
    notes: values.notes,
  };
}

/**
 * What the schema checks in the browser. An unchosen client is left out, as the server would receive it, so the
 * schema answers with its own message ("Choose a client"); the input type asks for an id, hence the widening.
 */
export function briefFormInputOf(values: BriefFormValues): Omit<BriefFormInput, 'client_id'> & {
  client_id: BriefFormInput['client_id'] | undefined;
} {
  return {
    ...commonInput(values),
    objective: values.objective,
    region_ids: values.region_ids,
    city_ids: values.city_ids,
    medium_ids: values.medium_ids,
    sec_ids: values.sec_ids,
    age_range_ids: values.age_range_ids,
    gender_ids: values.gender_ids,
  };
}

/** The first message of each field, by its top-level name. */
function messagesOf(error: { issues: readonly { path: readonly unknown[]; message: string }[] }) {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The schema checks the order of the dates only once every other field is valid (zod skips an object's
 * refinement while its fields have issues); here it is checked with the rest, so its message shows with theirs.
 */
function withDateOrder(errors: FormErrors, values: BriefFormValues | BriefFileValues): FormErrors {
  const { start_date: start, end_date: end } = values;
  if (start && end && end < start && !errors.start_date && !errors.end_date) {
    return { ...errors, end_date: BRIEF_MESSAGES.endBeforeStart };
  }
  return errors;
}

/** The contract's schema, checked in the browser: the same rules and words as the server's 400. */
export function validateBriefForm(values: BriefFormValues): FormErrors {
  const result = BriefFormInput.safeParse(briefFormInputOf(values));
  return result.success ? {} : withDateOrder(messagesOf(result.error), values);
}

/** The file brief's fields by the contract; the document is required on create, optional on update. */
export function validateBriefFile(values: BriefFileValues, { fileRequired }: { fileRequired: boolean }) {
  const result = BriefFileFields.safeParse(commonInput(values));
  const errors = result.success ? {} : withDateOrder(messagesOf(result.error), values);
  return fileRequired && !values.file ? { ...errors, file: BRIEF_MESSAGES.file } : errors;
}

/** The JSON body of createBrief and updateBrief: the schema's output (trimmed, defaults filled). */
export function briefFormBody(values: BriefFormValues) {
  return BriefFormInput.parse(briefFormInputOf(values));
}

/** The multipart body of createBriefByFile and updateBriefByFile: the text fields, and the document if chosen. */
export function briefFileBody(values: BriefFileValues): FormData {
  const fields = BriefFileFields.parse(commonInput(values));
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  if (values.file) body.append('file', values.file, values.file.name);
  return body;
}

/**
 * The chosen cities that still belong to one of the chosen regions, as far as the loaded cities tell (a city not
 * loaded yet is kept: the server refuses a city outside the regions, on the cities field).
 */
export function citiesWithinRegions(
  cityIds: readonly number[],
  regionIds: readonly number[],
  knownCities: readonly { id: number; region_id: number }[],
): number[] {
  const regionOf = new Map(knownCities.map((city) => [city.id, city.region_id]));
  return cityIds.filter((id) => {
    const region = regionOf.get(id);
    return region === undefined || regionIds.includes(region);
  });
}

/** Only the server's messages for fields this form shows (the rest go to the alert with the message). */
export function knownFieldErrors(errors: Record<string, string>, fields: readonly string[]): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

/** Lookup options for a MultiSelect, with the brief's own choices added while the lookup has not loaded. */
export function choicesOf(loaded: readonly Named[] | undefined, chosen: readonly Named[] = []) {
  const all = [...(loaded ?? [])];
  for (const item of chosen) if (!all.some((known) => known.id === item.id)) all.push(item);
  return all.map((item) => ({ value: String(item.id), label: item.name }));
}

/** `48213` → `47.1 KB`: binary units, as the upload's own rules count. */
export function fileSizeText(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Math.round(value * 10) / 10} ${units[unit]}`;
}
