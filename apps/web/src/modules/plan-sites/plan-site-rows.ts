import {
  PLAN_COLUMNS,
  type PlanColumnKey,
  type PlanDetail,
  type PlanSiteRow,
  type PlanTotals,
  type SiteOption,
} from '@ooh/api';
// The row schema itself (this module is only in the lazy plan-sites chunk).
import { PlanSiteInput, slotDataIssues } from '@ooh/api/contract';
import { computeRow, sumTotals } from '@ooh/api/plan-math';
import type { FormErrors } from '@ooh/machines/form';
import { offer, refusal } from '@ooh/machines/lifecycle';
import { planMachine } from '@ooh/machines/plan';

/**
 * The site table's rows between the contract and the editor: drafts made from the server's rows or from chosen
 * inventory sites, checked with the contract's own schema (so the messages are the server's), sent as
 * `plan_form`, and the server's 400 keys (`plan_form.<n>.<field>`) put back on their rows. The table is edited
 * through the shared form machine (@ooh/machines/form): its values are the rows and the hidden columns, and each
 * row operation below is a form change. Plans, plan sites and their lifecycle: docs/domain.md.
 */

/** What an inventory site brings to a row of the site table. */
export interface PlanSiteFacts {
  site_code: string;
  site_name: string;
  region_name: string;
  city_id: number;
  city_name: string;
  location_name: string;
  medium_name: string;
  kind: 'conventional' | 'digital';
  width_ft: number;
  height_ft: number;
  faces: number;
  illuminated: boolean;
  daily_traffic: number | null;
}

/** What the planner types on a row; null while a field is empty. */
export interface PlanSiteValues {
  start_date: string | null;
  end_date: string | null;
  line_type: 'paid' | 'foc';
  monthly_rate: number | null;
  discount_percent: number | null;
  printing_rate: number | null;
  mounting_cost: number | null;
  spot_length_seconds: number | null;
  loop_length_seconds: number | null;
  spots_per_loop: number | null;
}

/** One row of the site table while it is edited. */
export interface PlanSiteDraft extends PlanSiteValues {
  /** Stable identity of the row (a site is in a plan once, so its id does). */
  key: string;
  site_id: number;
  site: PlanSiteFacts;
  /**
   * The server's computed row while the row is as the server saved it; null for an added site and once the
   * row is edited (the screen then previews its figures, labelled as a preview).
   */
  saved: PlanSiteRow | null;
}

/** Messages by row key, then by field (the contract's field names, or `row` for the row as a whole). */
export type PlanSiteErrors = Record<string, Record<string, string>>;

/** The site table's form values: what createPlanSites sends. */
export interface PlanSitesValues {
  rows: PlanSiteDraft[];
  hiddenColumns: string[];
}

/** A change of the table's form (a `form.change` event's payload): the new values and the message paths it clears. */
export interface PlanSitesChange {
  values: Partial<PlanSitesValues>;
  fields: string[];
}

/** The figures a row shows: the server's for a saved row, a preview for an edited or added one. */
export type RowFigures = Pick<
  PlanSiteRow,
  'days' | 'gross' | 'discount' | 'net' | 'production' | 'total' | 'impressions' | 'plays_per_day' | 'cpm'
>;

/** The row fields the editor shows, in the contract's names: their messages go on the fields. */
export const EDITABLE_FIELDS = [
  'start_date',
  'end_date',
  'line_type',
  'monthly_rate',
  'discount_percent',
  'printing_rate',
  'mounting_cost',
  'spot_length_seconds',
  'loop_length_seconds',
  'spots_per_loop',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

const keyOf = (siteId: number) => String(siteId);

function factsOf(site: PlanSiteRow | SiteOption): PlanSiteFacts {
  return {
    site_code: site.site_code,
    site_name: 'site_name' in site ? site.site_name : site.name,
    region_name: site.region_name,
    city_id: site.city_id,
    city_name: site.city_name,
    location_name: site.location_name,
    medium_name: site.medium_name,
    kind: site.kind,
    width_ft: site.width_ft,
    height_ft: site.height_ft,
    faces: site.faces,
    illuminated: site.illuminated,
    daily_traffic: site.daily_traffic,
  };
}

/** A saved row of the plan, as the editor holds it (with the server's figures). */
export function draftOfRow(row: PlanSiteRow): PlanSiteDraft {
  return {
    key: keyOf(row.site_id),
    site_id: row.site_id,
    site: factsOf(row),
    saved: row,
    start_date: row.start_date,
    end_date: row.end_date,
    line_type: row.line_type,
    monthly_rate: row.monthly_rate,
    discount_percent: row.discount_percent,
    printing_rate: row.printing_rate,
    mounting_cost: row.mounting_cost,
    spot_length_seconds: row.spot_length_seconds,
    loop_length_seconds: row.loop_length_seconds,
    spots_per_loop: row.spots_per_loop,
  };
}

/**
 * A site added from the inventory: the brief's dates, paid, the site's rate card, no discount, no printing or
 * mounting yet, and the site's own slot data when it is digital.
 */
export function draftOfSite(site: SiteOption, brief: { start: string; end: string }): PlanSiteDraft {
  const digital = site.kind === 'digital';
  return {
    key: keyOf(site.id),
    site_id: site.id,
    site: factsOf(site),
    saved: null,
    start_date: brief.start,
    end_date: brief.end,
    line_type: 'paid',
    monthly_rate: site.monthly_rate,
    discount_percent: 0,
    printing_rate: 0,
    mounting_cost: 0,
    spot_length_seconds: digital ? site.spot_length_seconds : null,
    loop_length_seconds: digital ? site.loop_length_seconds : null,
    spots_per_loop: digital ? site.spots_per_loop : null,
  };
}

/** The key of a site's row (whether a site is already in the plan). */
export const rowKeyOfSite = (site: SiteOption) => keyOf(site.id);

/** An empty field is left out, so the schema words it ("Enter a rate of 0 or more") instead of reading 0. */
const present = <T>(value: T | null) => (value === null ? undefined : value);

/** One row as `plan_form` sends it. Conventional rows send no slot data; mounting is for conventional only. */
export function planFormRow(row: PlanSiteDraft): PlanSiteInput {
  const digital = row.site.kind === 'digital';
  return {
    site_id: row.site_id,
    start_date: present(row.start_date) as string,
    end_date: present(row.end_date) as string,
    line_type: row.line_type,
    monthly_rate: present(row.monthly_rate) as number,
    discount_percent: present(row.discount_percent),
    printing_rate: digital ? 0 : present(row.printing_rate),
    mounting_cost: digital ? 0 : present(row.mounting_cost),
    spot_length_seconds: digital ? present(row.spot_length_seconds) : null,
    loop_length_seconds: digital ? present(row.loop_length_seconds) : null,
    spots_per_loop: digital ? present(row.spots_per_loop) : null,
  };
}

/** The body of createPlanSites. */
export function planSitesBody(rows: readonly PlanSiteDraft[], hiddenColumns: readonly string[]) {
  return {
    hide_columns: hiddenColumns.filter(isPlanColumn),
    plan_form: rows.map(planFormRow),
  };
}

function isPlanColumn(key: string): key is PlanColumnKey {
  return PLAN_COLUMNS.some((column) => column.key === key);
}

/** The form's path of a row's message: `rows.<key>.<field>` (`row` for the row as a whole). */
export const rowErrorPath = (key: string, field: string) => `rows.${key}.${field}`;

/** Rows by key, then field, as the form's message paths. */
export function errorPathsOf(errors: PlanSiteErrors): FormErrors {
  const paths: FormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    for (const [field, message] of Object.entries(messages)) paths[rowErrorPath(key, field)] = message;
  }
  return paths;
}

const sameMessages = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The form's messages by row, keeping the previous object of each row whose messages did not change, so a
 * memoised row is not drawn again for nothing. Messages not on a row are left out.
 */
export function rowErrorsByKey(errors: FormErrors, previous: PlanSiteErrors = {}): PlanSiteErrors {
  const next: PlanSiteErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^rows\.([^.]+)\.(.+)$/.exec(path);
    if (!match) continue;
    const [, key, field] = match as unknown as [string, string, string];
    next[key] = { ...next[key], [field]: message };
  }
  for (const [key, messages] of Object.entries(next)) {
    const before = previous[key];
    if (before && sameMessages(before, messages)) next[key] = before;
  }
  return next;
}

/** The table's check for the form's `validate`: every row against the contract, by message path. */
export const validatePlanSites = (values: PlanSitesValues): FormErrors =>
  errorPathsOf(validateRows(values.rows));

/** Adds the sites not in the table yet (a site is in a plan once); null when every one is already there. */
export function addRows(
  rows: readonly PlanSiteDraft[],
  added: readonly PlanSiteDraft[],
): PlanSitesChange | null {
  const present = new Set(rows.map((row) => row.key));
  const fresh = added.filter((row) => !present.has(row.key));
  return fresh.length ? { values: { rows: [...rows, ...fresh] }, fields: [] } : null;
}

/**
 * A row's values change: only that row becomes a new object (memoised rows) and it loses the server's figures;
 * the server's messages of the changed fields, and the row's own, go.
 */
export function changeRow(
  rows: readonly PlanSiteDraft[],
  key: string,
  values: Partial<PlanSiteValues>,
): PlanSitesChange {
  return {
    values: { rows: rows.map((row) => (row.key === key ? { ...row, ...values, saved: null } : row)) },
    fields: [...Object.keys(values).map((field) => rowErrorPath(key, field)), rowErrorPath(key, 'row')],
  };
}

/** Rows leave the table (when it is saved), with every message they had. */
export function removeRows(rows: readonly PlanSiteDraft[], keys: readonly string[]): PlanSitesChange {
  return {
    values: { rows: rows.filter((row) => !keys.includes(row.key)) },
    fields: keys.map((key) => `rows.${key}`),
  };
}

/** The columns hidden from the client change. */
export const hideColumns = (columns: string[]): PlanSitesChange => ({
  values: { hiddenColumns: columns },
  fields: ['hiddenColumns'],
});

/** The form's values of a loaded (or just saved) plan. */
export const valuesOfPlan = (plan: PlanDetail): PlanSitesValues => ({
  rows: draftsOfPlan(plan),
  hiddenColumns: plan.hide_columns,
});

/**
 * Why the plan's lifecycle refuses its sites to be edited in its status ("Cannot save sites: this plan is
 * pending."), or null when it allows it: the plan machine's `plan.saveSites`, asked with the plan's facts.
 */
export function sitesRefusal(plan: PlanDetail): string | null {
  const event = { type: 'plan.saveSites' } as const;
  const facts = {
    siteCount: plan.sites_list.length,
    briefHasAcceptedPlan: plan.briefHasAcceptedPlan,
    version: plan.version,
  };
  const answer = offer(planMachine, plan.status, event, facts);
  if (answer.allowed) return null;
  return answer.rule ?? refusal(planMachine, plan.status, event);
}

/**
 * Every row checked with the contract's PlanSiteInput, and a digital row for the slot data its figures need
 * (`slotDataIssues`, the server's own check): messages by row key, then by field.
 */
export function validateRows(rows: readonly PlanSiteDraft[]): PlanSiteErrors {
  const errors: PlanSiteErrors = {};
  for (const row of rows) {
    const result = PlanSiteInput.safeParse(planFormRow(row));
    const messages: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'row';
      messages[field === 'site_id' ? 'row' : field] ??= issue.message;
    }
    if (row.site.kind === 'digital')
      for (const [field, message] of Object.entries(slotDataIssues(row))) messages[field] ??= message;
    if (Object.keys(messages).length) errors[row.key] = messages;
  }
  return errors;
}

/**
 * A 400's `errors` by the rows they name: `plan_form.3.end_date` is the end date of the fourth row sent,
 * `plan_form.3` (or a field the editor does not show) the row as a whole. Other keys are not a row's.
 */
export function rowErrorsOf(
  errors: Record<string, string>,
  sent: readonly PlanSiteDraft[],
): { rows: PlanSiteErrors; other: string[] } {
  const rows: PlanSiteErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const match = /^plan_form\.(\d+)(?:\.([A-Za-z_]+))?/.exec(path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) {
      other.push(message);
      continue;
    }
    const field = EDITABLE_FIELDS.find((name) => name === match[2]) ?? 'row';
    rows[row.key] = { ...rows[row.key], [field]: rows[row.key]?.[field] ?? message };
  }
  return { rows, other };
}

/** Whether the dates read as calendar days (the preview waits for them). */
const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A row's figures: the server's while the row is as saved, else a preview from the shared plan math (the
 * server computes the real ones on save). Null while the row cannot be computed (dates missing or reversed).
 */
export function figuresOf(row: PlanSiteDraft): RowFigures | null {
  if (row.saved) return row.saved;
  if (!isDate(row.start_date) || !isDate(row.end_date) || row.end_date < row.start_date) return null;
  const digital = row.site.kind === 'digital';
  const figures = computeRow(
    { ...row.site, operating_from_minute: null, operating_to_minute: null },
    {
      start_date: row.start_date,
      end_date: row.end_date,
      line_type: row.line_type,
      monthly_rate: row.monthly_rate ?? 0,
      discount_percent: row.discount_percent ?? 0,
      printing_rate: digital ? 0 : (row.printing_rate ?? 0),
      mounting_cost: digital ? 0 : (row.mounting_cost ?? 0),
      spot_length_seconds: row.spot_length_seconds,
      loop_length_seconds: row.loop_length_seconds,
      spots_per_loop: row.spots_per_loop,
    },
  );
  // Plays a day need the screen's operating hours, which only the server knows.
  return { ...figures, plays_per_day: null };
}

export interface CityGroup {
  cityId: number;
  cityName: string;
  regionName: string;
  rows: PlanSiteDraft[];
  totals: PlanTotals;
}

export interface PlanTable {
  groups: CityGroup[];
  totals: PlanTotals;
  /** Some figure is a preview: a row was added, edited or removed since the server computed them. */
  preview: boolean;
}

/**
 * The rows grouped by city (in name order, rows by site code) with each city's subtotal and the grand total.
 * The grand total is the server's while nothing changed since it answered.
 */
export function planTableOf(
  rows: readonly PlanSiteDraft[],
  serverTotals: PlanTotals | null,
  dirty: boolean,
): PlanTable {
  const byCity = new Map<number, PlanSiteDraft[]>();
  for (const row of rows) byCity.set(row.site.city_id, [...(byCity.get(row.site.city_id) ?? []), row]);
  const computable = (group: readonly PlanSiteDraft[]) =>
    group.map(figuresOf).filter((figures): figures is RowFigures => figures !== null);
  const groups = [...byCity.values()]
    .map((cityRows) => {
      const first = cityRows[0] as PlanSiteDraft;
      return {
        cityId: first.site.city_id,
        cityName: first.site.city_name,
        regionName: first.site.region_name,
        rows: [...cityRows].sort((a, b) => a.site.site_code.localeCompare(b.site.site_code)),
        totals: sumTotals(computable(cityRows)),
      };
    })
    .sort((a, b) => a.cityName.localeCompare(b.cityName));
  const preview = dirty || rows.some((row) => !row.saved);
  return {
    groups,
    totals: !preview && serverTotals ? serverTotals : sumTotals(computable(rows)),
    preview,
  };
}

/** Removing saved rows, or several at once, is confirmed; a single row not yet saved goes at once. */
export function removalNeedsConfirm(rows: readonly PlanSiteDraft[]): boolean {
  return rows.length > 1 || rows.some((row) => row.saved !== null);
}

/** The drafts of a loaded plan. */
export const draftsOfPlan = (plan: PlanDetail) => plan.sites_list.map(draftOfRow);
