/** A formatter made on first use (building one at module load costs the screen's first evaluation). */
let amounts: Intl.NumberFormat | undefined;

/**
 * `1500000` → `1,500,000`: the site table's amounts, whole rupees as formatMoney writes them, without the
 * currency on every cell (the table's caption says "amounts in PKR"), so the money columns fit beside the inputs.
 */
export function formatAmount(amount: number): string {
  amounts ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
  return amounts.format(amount);
}
