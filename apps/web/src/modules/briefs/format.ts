import { groupedWholeNumber, utcCalendarDay } from '@ooh/ui/text-format';

/**
 * How the brief screens write money, dates and sizes. Shared with the brief forms, so that a budget or a date
 * reads the same wherever it is shown.
 */

/** A formatter made on first use: building one at module load costs the first screen's evaluation tens of ms. */
function lazy<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= create();
    return made;
  };
}

const money = lazy(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'PKR',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    }),
);

/**
 * `1500000` → `PKR 1,500,000` (budgets are whole rupees; other amounts are rounded, a half away from zero). Written
 * without Intl, as Intl writes it (the code, a no-break space, the grouped digits; the sign first): the dashboard's
 * money chart is on the first page, and the first Intl formatter of a page loads ICU's data
 * (`@ooh/ui/text-format`). What the shortcut cannot write exactly (beyond 2^53, a negative amount that rounds to
 * zero) goes to Intl. Tested against Intl.
 */
export function formatMoney(amount: number): string {
  const whole = groupedWholeNumber(amount < 0 ? -Math.round(-amount) : Math.round(amount));
  if (whole === null) return money().format(amount);
  return whole.startsWith('-') ? `-PKR\u00a0${whole.slice(1)}` : `PKR\u00a0${whole}`;
}

const dateTime = lazy(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

/**
 * September as the date picker writes it (`@ooh/ui/date-picker`: "28 Sep 2026"): newer ICU data abbreviates it
 * "Sept" in en-GB, the only month it does, and one date should read the same in a field and in a list.
 */
export const withSep = (text: string) => text.replace(/\bSept\b/, 'Sep');

/**
 * `2026-12-01` → `1 Dec 2026`; anything else is shown as it came. Calendar dates carry no time zone: read and
 * written in UTC, so 1 December stays 1 December everywhere. Written without Intl (`utcCalendarDay`, tested against
 * Intl's medium en-GB date): the lists that land a sign-in show dates, and a page's first Intl date format costs
 * about 30 ms in one task.
 */
export function formatDate(isoDate: string): string {
  return utcCalendarDay(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)) ?? isoDate;
}

/** `2026-12-01`, `2027-01-31` → `1 Dec 2026 – 31 Jan 2027`. */
export function formatDateRange(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/**
 * A range as a dense table writes it, on one line: the year once when both dates share it (`2027-03-01`,
 * `2027-03-30` → `1 Mar – 30 Mar 2027`), else as `formatDateRange`. The same day and month words as every date.
 */
export function formatCompactDateRange(start: string, end: string): string {
  const from = formatDate(start);
  const to = formatDate(end);
  const year = / (\d{4})$/;
  const startYear = year.exec(from)?.[1];
  return startYear !== undefined && startYear === year.exec(to)?.[1]
    ? `${from.replace(year, '')} – ${to}`
    : `${from} – ${to}`;
}

/** An ISO timestamp in the viewer's time zone: `20 Nov 2026, 14:00`. */
export function formatDateTime(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? isoDateTime : withSep(dateTime().format(date));
}

const sizeUnits = ['bytes', 'KB', 'MB', 'GB'] as const;

/** `48213` → `47.1 KB`. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${sizeUnits[unit]}`;
}

/** Lookup choices (`[{ id, name }]`) as one line; an em dash when there are none. */
export function formatNames(items: readonly { name: string }[]): string {
  return items.length === 0 ? '—' : items.map((item) => item.name).join(', ');
}
