import { wholeFirstNumberFormat } from '@ooh/ui/text-format';

/**
 * A number formatter made on first use: building an `Intl.NumberFormat` at module load costs the first screen's
 * evaluation, and `toLocaleString` builds a new one on each call (50 µs in Chromium here, against 1 µs for a kept
 * one), which the dashboard's work queue paid for each of its records. Every screen's number wording goes through
 * one of these (this file's `formatCount`, `modules/plans/plan-format.ts`).
 */
export function lazyNumberFormat(options: Intl.NumberFormatOptions = {}): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    format ??= new Intl.NumberFormat('en-GB', options);
    return format.format(value);
  };
}

/**
 * A whole count as the screens write it ("1,010"): without Intl (`@ooh/ui/text-format`: the first Intl formatter
 * of a page loads ICU's data, tens of ms in one task, and the dashboard's first render writes only counts and
 * months), Intl made on first use for anything not whole.
 */
export const formatCount: (value: number) => string = wholeFirstNumberFormat(
  () => new Intl.NumberFormat('en-GB'),
);
