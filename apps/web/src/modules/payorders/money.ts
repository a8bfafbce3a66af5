/**
 * How the pay order screens write amounts: to the paisa (a pay order is the client's exact figure), and the
 * difference from the accepted plan's consolidated total in words (docs/domain.md "Pay order").
 */

let amountFormat: Intl.NumberFormat | undefined;

/** `12000` → `PKR 12,000.00`. */
export function formatAmount(amount: number): string {
  amountFormat ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'PKR',
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return amountFormat.format(amount);
}

/** Rounded to the paisa, so 0.1 + 0.2 is not "PKR 0.00 more". */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** "PKR 12,000.00 more than the plan's total" / "… less than …" / "Matches the plan's total". */
export function differenceText(difference: number): string {
  const rounded = cents(difference);
  if (rounded === 0) return "Matches the plan's total";
  return `${formatAmount(Math.abs(rounded))} ${rounded > 0 ? 'more' : 'less'} than the plan's total`;
}

/** The difference of an amount typed in the form from the plan's total (the server answers the same figure). */
export function differenceOf(amount: number, planTotal: number): number {
  return cents(amount - planTotal);
}

/** `0.667` → `67%`; null (before the campaign exists) → null. */
export function formatShare(share: number | null | undefined): string | null {
  if (share === null || share === undefined) return null;
  return `${Math.round(share * 100)}%`;
}
