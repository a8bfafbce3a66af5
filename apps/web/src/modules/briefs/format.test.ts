import { describe, expect, it } from 'vitest';
import {
  formatCompactDateRange,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatNames,
} from './format.ts';

describe('brief formats', () => {
  it('writes budgets in whole rupees', () => {
    expect(formatMoney(1_500_000)).toBe('PKR\u00a01,500,000');
    expect(formatMoney(999.6)).toBe('PKR\u00a01,000');
  });

  it('writes calendar dates the British way, whatever the time zone', () => {
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDateRange('2026-12-01', '2027-01-31')).toBe('1 Dec 2026 – 31 Jan 2027');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes a range in a table on one line, the year once when both dates share it', () => {
    expect(formatCompactDateRange('2027-03-01', '2027-03-30')).toBe('1 Mar – 30 Mar 2027');
    expect(formatCompactDateRange('2026-12-01', '2027-01-31')).toBe('1 Dec 2026 – 31 Jan 2027');
    expect(formatCompactDateRange('2026-09-01', '2026-09-30')).toBe('1 Sep – 30 Sep 2026');
  });

  it('writes September "Sep", as the date picker does (ICU writes "Sept")', () => {
    expect(formatDate('2026-09-28')).toBe('28 Sep 2026');
    expect(formatDateRange('2026-09-01', '2026-09-30')).toBe('1 Sep 2026 – 30 Sep 2026');
    expect(formatDateTime('2026-09-15T09:00:00.000Z')).toMatch(/^15 Sep 2026, \d{2}:\d{2}$/);
  });

  it('writes timestamps with the day first', () => {
    expect(formatDateTime('2026-11-20T09:00:00.000Z')).toMatch(/^20 Nov 2026, \d{2}:\d{2}$/);
  });

  it('writes sizes and lookup lists', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(48_213)).toBe('47.1 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20.0 MB');
    expect(formatNames([{ name: 'Lahore' }, { name: 'Karachi' }])).toBe('Lahore, Karachi');
    expect(formatNames([])).toBe('—');
  });
});

describe('formatMoney without Intl for whole amounts', () => {
  const intl = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'PKR',
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  });

  it('writes what Intl writes, for every length of amount, negative ones, halves and fractions', () => {
    const amounts = [0, 1, -1, 999, 1000, -1234, 615_854, 1_533_057, 2.5, -2.5, 999.6, 0.4];
    for (let power = 0; power <= 15; power += 1) amounts.push(10 ** power - 1, 10 ** power, -(10 ** power));
    for (let amount = -20_000; amount <= 20_000; amount += 7)
      amounts.push(amount * 13, amount / 4, amount * 1.37);
    amounts.push(
      0.5,
      -0.5,
      1.5,
      -1.5,
      2.4999999999999996,
      -0.4,
      1e21,
      Number.NaN,
      2 ** 53 + 0.5,
      1_533_057.25,
    );
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
  });
});
