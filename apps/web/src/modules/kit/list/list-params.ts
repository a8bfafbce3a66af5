import type { ListFilters } from '@ooh/machines/list';

/**
 * A list's state in the address (`?tab=approved&page=3&search=lahore&region=2`), so a reload or a shared link
 * opens the same list (docs/domain.md "Forms and list addresses (issue 15)"). Parsing never fails: a value that
 * is not one the list could have asked for (`page=-3`, `region=abc`, a day that does not exist) is the default.
 * Defaults are left out of the address, so an untouched list has a clean one.
 */

/** What a filter holds, so the address can be read back into it. */
export type FilterParam =
  /** Free text, at most 200 characters ('' when absent). */
  | 'text'
  /** An ISO day (`2027-01-10`) from 2000 to 2099, or null. */
  | 'date'
  /** A record id, or null. */
  | 'id'
  /** A whole number of 1 or more, or null. */
  | 'count'
  /** Record ids, comma-separated in the address (at most 100), or []. */
  | 'ids'
  /** One of the given words; anything else is the default. */
  | { choices: readonly string[] };

/** The filters a list keeps in the address, by name; filters not named stay out of it. */
export type FilterParams<TFilters extends ListFilters> = Partial<
  Record<keyof TFilters & string, FilterParam>
>;

export interface ListParamsState<TFilters extends ListFilters = ListFilters> {
  page: number;
  search: string;
  filters: TFilters;
}

/** The list's own keys besides its filters; `limit` is the screen's page size, never taken from the address. */
const PAGE = 'page';
const SEARCH = 'search';
const LIMIT = 'limit';
/** The server's bounds (docs/domain.md "Input bounds"): pages up to a million, searches up to 200 characters. */
const MAX_PAGE = 1_000_000;
const MAX_TEXT = 200;
const MAX_ID = 2_147_483_647;
const MAX_IDS = 100;

function wholeNumber(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

function isoDay(raw: string | null): string | null {
  const match = raw ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() ? raw : null;
}

function parseFilter(kind: FilterParam, raw: string | null, fallback: unknown): unknown {
  if (raw === null) return fallback;
  if (typeof kind === 'object') return kind.choices.includes(raw) ? raw : fallback;
  switch (kind) {
    case 'text':
      return raw.length <= MAX_TEXT ? raw : fallback;
    case 'date':
      return isoDay(raw) ?? fallback;
    case 'id':
    case 'count':
      return wholeNumber(raw, MAX_ID) ?? fallback;
    case 'ids': {
      const parts = raw.split(',');
      const ids = parts.map((part) => wholeNumber(part, MAX_ID));
      if (parts.length > MAX_IDS || ids.some((id) => id === null)) return fallback;
      return [...new Set(ids as number[])];
    }
  }
}

function filterText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** The list's state the address names, each value checked; anything else is the list's default. */
export function parseListParams<TFilters extends ListFilters>(
  params: URLSearchParams,
  defaults: TFilters,
  filterParams: FilterParams<TFilters> = {},
): ListParamsState<TFilters> {
  const search = params.get(SEARCH) ?? '';
  const filters = { ...defaults };
  for (const [name, kind] of Object.entries(filterParams) as [keyof TFilters & string, FilterParam][]) {
    filters[name] = parseFilter(kind, params.get(name), defaults[name]) as TFilters[typeof name];
  }
  return {
    page: wholeNumber(params.get(PAGE), MAX_PAGE) ?? 1,
    search: search.length <= MAX_TEXT ? search : '',
    filters,
  };
}

/**
 * `current` with the list's keys set to `state` (defaults removed) and every other key (the tab, another screen's
 * own) kept in place.
 */
export function writeListParams<TFilters extends ListFilters>(
  current: URLSearchParams,
  state: ListParamsState<TFilters>,
  defaults: TFilters,
  filterParams: FilterParams<TFilters> = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  put(PAGE, String(state.page), '1');
  put(SEARCH, state.search, '');
  next.delete(LIMIT);
  for (const name of Object.keys(filterParams) as (keyof TFilters & string)[]) {
    put(name, filterText(state.filters[name]), filterText(defaults[name]));
  }
  return next;
}

/** The list's state as one string: two states are the same list exactly when their keys are equal. */
export function listParamsKey<TFilters extends ListFilters>(
  state: ListParamsState<TFilters>,
  defaults: TFilters,
  filterParams: FilterParams<TFilters> = {},
): string {
  return writeListParams(new URLSearchParams(), state, defaults, filterParams).toString();
}

/** A tab change starts the next list at its first page with no search; filters are the screen's and stay. */
export function withoutPageAndSearch(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(PAGE);
  next.delete(SEARCH);
  next.delete(LIMIT);
  return next;
}
