import { wholeFirstNumberFormat } from '@ooh/ui/text-format';

/**
 * A whole count as the screens write it ("1,010"): without Intl (`@ooh/ui/text-format`: the first Intl formatter
 * of a page loads ICU's data, tens of ms in one task, and the dashboard's first render writes only counts and
 * months), Intl made on first use for anything not whole.
 */
export const formatCount: (value: number) => string = wholeFirstNumberFormat(
  () => new Intl.NumberFormat('en-GB'),
);
