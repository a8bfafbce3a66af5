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
  /** What is wrong with the budget's typed text (the field keeps the text as typed), or null. */
  budget_text_error: string | null;
  /** What is wrong with a date's typed text ("31/02/2027"; the picker keeps it as typed), or null. */
  start_date_text_error: string | null;
  end_date_text_error: string | null;
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
  budget_text_error: string | null;
  start_date_text_error: string | null;
  end_date_text_error: string | null;
  notes: string;
  file: File | null;
}

/** The form's own notes on typed text, not fields of the brief. */
type TextErrorField = 'budget_text_error' | 'start_date_text_error' | 'end_date_text_error';

export type BriefFormField = Exclude<keyof BriefFormValues, 'client_name' | TextErrorField>;
export type BriefFileField = Exclude<keyof BriefFileValues, 'client_name' | TextErrorField>;

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
    budget_text_error: null,
    start_date_text_error: null,
    end_date_text_error: null,
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
    budget_text_error: null,
    start_date_text_error: null,
    end_date_text_error: null,
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
    budget_text_error: null,
    start_date_text_error: null,
    end_date_text_error: null,
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
    budget_text_error: null,
    start_date_text_error: null,
    end_date_text_error: null,
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

/** Today where the user is, as an ISO day: people think in local days. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface BriefDateRules {
  /** The start date the brief already has (on update): kept even when that day has passed. */
  keptStart?: string | null | undefined;
  /** Today, ISO; the user's local today by default. */
  today?: string;
}

/**
 * The rules beside the schema: the budget's typed text must read as a number (the field says what is wrong, and
 * its words win over the schema's "must be a number"), and a brief starts today or later unless it keeps the start
 * it has (docs/domain.md "Forms and list addresses (issue 15)"; the server checks the same).
 */
function withFormRules(
  errors: FormErrors,
  values: BriefFormValues | BriefFileValues,
  { keptStart, today = localToday() }: BriefDateRules,
): FormErrors {
  const ruled = { ...errors };
  if (values.budget_text_error) ruled.budget = values.budget_text_error;
  if (values.start_date_text_error) ruled.start_date = values.start_date_text_error;
  if (values.end_date_text_error) ruled.end_date = values.end_date_text_error;
  const start = values.start_date;
  if (start && !ruled.start_date && start !== keptStart && start < today)
    ruled.start_date = BRIEF_MESSAGES.startInPast;
  return ruled;
}

/** The contract's schema, checked in the browser: the same rules and words as the server's 400. */
export function validateBriefForm(values: BriefFormValues, rules: BriefDateRules = {}): FormErrors {
  const result = BriefFormInput.safeParse(briefFormInputOf(values));
  return withFormRules(result.success ? {} : withDateOrder(messagesOf(result.error), values), values, rules);
}

/** The file brief's fields by the contract; the document is required on create, optional on update. */
export function validateBriefFile(
  values: BriefFileValues,
  { fileRequired, ...rules }: { fileRequired: boolean } & BriefDateRules,
) {
  const result = BriefFileFields.safeParse(commonInput(values));
  const errors = withFormRules(
    result.success ? {} : withDateOrder(messagesOf(result.error), values),
    values,
    rules,
  );
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
