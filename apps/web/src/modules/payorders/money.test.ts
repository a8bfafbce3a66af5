import { describe, expect, it } from 'vitest';
import { formatAmount as amount, differenceOf, formatShare, differenceText as words } from './money.ts';

// Intl puts a no-break space after the currency code: read as a plain space here.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const formatAmount = (value: number) => plain(amount(value));
const differenceText = (value: number) => plain(words(value));

describe('pay order amounts', () => {
  it('writes amounts to the paisa', () => {
    expect(formatAmount(12000)).toBe('PKR 12,000.00');
    expect(formatAmount(1234567.5)).toBe('PKR 1,234,567.50');
  });

  it("says how an amount differs from the plan's total, in words", () => {
    expect(differenceText(12000)).toBe("PKR 12,000.00 more than the plan's total");
    expect(differenceText(-250.5)).toBe("PKR 250.50 less than the plan's total");
    expect(differenceText(0)).toBe("Matches the plan's total");
    // Float noise below a paisa is no difference.
    expect(differenceText(0.1 + 0.2 - 0.3)).toBe("Matches the plan's total");
    expect(differenceOf(1_012_000, 1_000_000)).toBe(12000);
    expect(differenceOf(100.1, 100.3)).toBe(-0.2);
  });

  it('writes a verified share as a percentage, none before the campaign exists', () => {
    expect(formatShare(0.667)).toBe('67%');
    expect(formatShare(null)).toBeNull();
  });
});
