import { PLAN_COLUMNS } from '@ooh/api';

/**
 * The words of a 400: every refusal names the field it is about, as a person reads it ("Email: enter a valid
 * e-mail address"), not "Invalid input" (docs/domain.md "Forms and list addresses (issue 15)"). The per-field
 * `errors` map stays beside it for forms that place each message under its field.
 */

/** How many fields the message names; the rest are counted ("and 2 more"), so the message stays short. */
export const NAMED_FIELDS = 3;

/**
 * Field names as the screens label them. The contract's own labels (the plan's columns) come first; the rest are
 * the labels of the forms that send these fields. A name not listed is humanised (`plan_name` → "Plan name").
 */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(PLAN_COLUMNS.map((column) => [column.key, column.label])),
  email: 'Email',
  password: 'Password',
  fcm_token: 'Device token',
  client_id: 'Client',
  campaign_name: 'Campaign name',
  objective: 'Objective',
  start_date: 'Start date',
  end_date: 'End date',
  budget: 'Budget',
  notes: 'Notes',
  region_ids: 'Regions',
  city_ids: 'Cities',
  location_ids: 'Locations',
  medium_ids: 'Mediums',
  sec_ids: 'SEC',
  age_range_ids: 'Age ranges',
  gender_ids: 'Genders',
  file: 'File',
  reason: 'Reason',
  planName: 'Plan name',
  plan_form: 'Sites',
  design_link: 'Design link',
  highres_link: 'High-resolution link',
  po_number: 'PO number',
  amount: 'Amount',
  page: 'Page',
  limit: 'Page size',
  search: 'Search',
  id: 'Record',
  body: 'Request',
};

const WORD_BREAKS = /[_\s]+|(?<=[a-z])(?=[A-Z])/;

/** `plan_name` → "Plan name", `planName` → "Plan name", `city_id` → "City". */
export function humanise(name: string): string {
  const words = name
    .replace(/(_ids?|Ids?)$/, '')
    .split(WORD_BREAKS)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : name;
}

/** A field's path (`email`, `plan_form.3.monthly_rate`) in words: "Email", "Sites, item 4, Monthly rate". */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .filter(Boolean)
    .map((segment) =>
      /^\d+$/.test(segment) ? `item ${Number(segment) + 1}` : (LABELS[segment] ?? humanise(segment)),
    )
    .join(', ');
}

/** "Enter a valid e-mail address" → "enter a valid …"; an acronym ("PDF, DOCX …") keeps its capitals. */
function continuing(message: string): string {
  return /^[A-Z](?![A-Z])/.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
}

/** The parts of a request that, when wrong as a whole, are keyed by their own name (see the error handler). */
const WHOLE_PARTS = new Set(['body', 'querystring', 'params']);

/**
 * The message of a 400 from its per-field messages, in the order the schema found them: "Email: enter a valid
 * e-mail address", or "Start date: choose a date; Budget: enter a budget above 0; and 2 more".
 */
export function invalidInputMessage(errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return 'The request is not valid';
  const named = entries
    .slice(0, NAMED_FIELDS)
    .map(([field, message]) =>
      WHOLE_PARTS.has(field) ? message : `${fieldLabel(field)}: ${continuing(message)}`,
    );
  const more = entries.length - named.length;
  return more > 0 ? `${named.join('; ')}; and ${more} more` : named.join('; ');
}
