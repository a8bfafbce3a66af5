/**
 * Numbers and months written without Intl, where the app's wording is fixed (en-GB) and simple enough to spell.
 *
 * The first Intl formatter a page builds loads ICU's data: measured in Debian's Chromium on our 2-core machines,
 * the first `new Intl.NumberFormat(…)` of a page took 25–75 ms and the first `Intl.DateTimeFormat` about 30 ms, in
 * one task (README "The first load"), whichever the locale. The dashboard's first render writes whole numbers and
 * months only, so it writes them here and never pays that; anything else (fractions, other formats) still goes to
 * Intl, built on first use. The tests check every result against Intl's.
 */

/**
 * Month abbreviations as the app writes them. Spelled here rather than asked of Intl, whose en-GB data changed
 * "Sep" to "Sept" between ICU versions (Node and Chromium would disagree); every date of the app reads "Sep".
 */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A whole number with its digits grouped by three ("1,234,567", "-1,010"), exactly as `Intl.NumberFormat('en')`
 * and `('en-GB')` write it, or null when the value is not a safe integer (or is -0, which Intl writes "-0"): the
 * caller then asks Intl.
 */
export function groupedWholeNumber(value: number): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const digits = String(Math.abs(value));
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let index = head; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * A number formatter whose Intl formatter is made on its first call: building one at module load would cost the
 * first screen's evaluation, and `toLocaleString` builds a new one on each call (50 µs in Chromium here, against
 * 1 µs for a kept one).
 */
export function lazyNumberFormat(createIntl: () => Intl.NumberFormat): (value: number) => string {
  let intl: Intl.NumberFormat | undefined;
  return (value) => {
    intl ??= createIntl();
    return intl.format(value);
  };
}

/** A formatter for numbers: whole ones written by `groupedWholeNumber`, the rest by an Intl formatter made on first use. */
export function wholeFirstNumberFormat(createIntl: () => Intl.NumberFormat): (value: number) => string {
  const other = lazyNumberFormat(createIntl);
  return (value) => groupedWholeNumber(value) ?? other(value);
}

/** A calendar day as the app writes it, "1 Dec 2026" (month 1–12; "Sep", `MONTH_ABBREVIATIONS`). */
export function calendarDay(year: number, month: number, day: number): string {
  return `${day} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`;
}

/**
 * A date's calendar day in UTC, "1 Dec 2026", exactly as `Intl.DateTimeFormat('en-GB', { dateStyle: 'medium',
 * timeZone: 'UTC' })` writes it but with "Sep" (`calendarDay`), for the calendar dates of the API, which carry no
 * time zone and are read at midnight UTC. Null for an invalid date.
 */
export function utcCalendarDay(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return calendarDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
