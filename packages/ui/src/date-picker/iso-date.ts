import { type DateValue, parseDate } from '@ark-ui/react/date-picker';
import { calendarDay, MONTH_ABBREVIATIONS } from '../text-format';

/**
 * Dates cross the component boundary as ISO strings (`2026-11-21`), the API's format; people read and type them
 * the British way, with the app's month abbreviations (../text-format: "Sep", whatever the ICU version says).
 */
function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function toValidDate(year: number, month: number, day: number): DateValue | undefined {
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return parseDate(`${pad(year, 4)}-${pad(month)}-${pad(day)}`);
}

/** `2026-11-21` → a calendar date; anything else (including an impossible date) → undefined. */
export function toDateValue(iso: string | null | undefined): DateValue | undefined {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return undefined;
  return toValidDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A calendar date → `2026-11-21`. */
export function toIsoDate(date: Pick<DateValue, 'year' | 'month' | 'day'>): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** A calendar date → `21 Nov 2026`. */
export function formatDisplayDate(date: Pick<DateValue, 'year' | 'month' | 'day'>): string {
  return calendarDay(date.year, date.month, date.day);
}

/** `2026-11-21` → `21 Nov 2026`, for showing an API date anywhere; an invalid string comes back as it was. */
export function formatIsoDate(iso: string): string {
  const date = toDateValue(iso);
  return date ? formatDisplayDate(date) : iso;
}

function monthFromName(name: string): number | undefined {
  const prefix = name.slice(0, 3).toLowerCase();
  const index = MONTH_ABBREVIATIONS.findIndex((abbreviation) => abbreviation.toLowerCase() === prefix);
  return index === -1 ? undefined : index + 1;
}

/**
 * What a person typed → a calendar date: `21/11/2026` (also with `.` or `-`, or a two-digit year), `21 Nov 2026`
 * (or `21 November 2026`), or ISO `2026-11-21`. Day first, as in the UK.
 */
export function parseDisplayDate(text: string): DateValue | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) {
    const [, year = '', month = '', day = ''] = iso;
    return toValidDate(Number(year), Number(month), Number(day));
  }

  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  if (numeric) {
    const [, day = '', month = '', year = ''] = numeric;
    return toValidDate(year.length === 2 ? 2000 + Number(year) : Number(year), Number(month), Number(day));
  }

  const named = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(value);
  if (named) {
    const [, day = '', monthName = '', year = ''] = named;
    const month = monthFromName(monthName);
    return month ? toValidDate(Number(year), month, Number(day)) : undefined;
  }
  return undefined;
}
