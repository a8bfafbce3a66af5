import { planOf } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import {
  formatCpm,
  formatFigure,
  formatPlanCell,
  formatWhole,
  historyActionText,
  isNumericColumn,
  siteCountText,
} from './plan-format.ts';

const rows = planOf(1).sites_list;
const screenRow = rows.find((row) => row.kind === 'digital');
const billboard = rows.find((row) => row.site_code === 'LHE-001');

describe('plan figures', () => {
  // The plan's own formatters: whole numbers for counts and sizes, up to two decimals for entered figures.
  it('round counts to whole numbers and keep an entered figure as entered', () => {
    expect(formatWhole(1234567.4)).toBe('1,234,567');
    expect(formatWhole(1234567.5)).toBe('1,234,568');
    expect(formatFigure(12.5)).toBe('12.5');
    expect(formatFigure(12.345)).toBe('12.35');
  });

  it('write what Intl writes, whole values without it (@ooh/ui/text-format)', () => {
    const wholeIntl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
    const figureIntl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
    const values = [0, -0, 7, -3, 999, 1010, -1234567, 1234567.4, 0.4, -0.4, 12.345, 1e15, 2 ** 53 + 2, 1e21];
    for (const value of values) {
      expect(formatWhole(value), String(value)).toBe(wholeIntl.format(value));
      expect(formatFigure(value), String(value)).toBe(figureIntl.format(value));
    }
  });
});

describe('plan cells', () => {
  // Amounts without their currency and dates on one line (issue 15: the table says once that amounts are in PKR).
  it('word each column of a row', () => {
    if (!screenRow || !billboard) throw new Error('fixture rows missing');
    expect(formatPlanCell('size', billboard)).toBe('40 × 20');
    expect(formatPlanCell('dates', billboard)).toBe('1 Dec – 30 Dec 2026');
    expect(formatPlanCell('illuminated', billboard)).toBe('Yes');
    expect(formatPlanCell('line_type', billboard)).toBe('Paid');
    expect(formatPlanCell('net', billboard)).toBe('135,000');
    expect(formatPlanCell('monthly_rate', billboard)).toBe('150,000');
    expect(formatPlanCell('discount_percent', billboard)).toBe('10%');
    expect(formatPlanCell('printing_rate', billboard)).toBe('45');
    expect(formatPlanCell('printing_rate', { ...billboard, printing_rate: 12.5 })).toBe('12.5');
    expect(formatPlanCell('spot', billboard)).toBe('—');
    expect(formatPlanCell('spot', screenRow)).toBe('10 / 60');
    expect(formatPlanCell('plays_per_day', screenRow)).toBe('1,080');
    expect(formatPlanCell('cpm', screenRow)).toBe('1,309.09');
    expect(formatPlanCell('cpm', { ...billboard, cpm: null })).toBe('—');
    expect(formatPlanCell('impressions', { ...billboard, impressions: null })).toBe('—');
  });

  it('right-align the figures', () => {
    expect(isNumericColumn('total')).toBe(true);
    expect(isNumericColumn('site_name')).toBe(false);
  });

  it('word the rest', () => {
    expect(formatCpm(12)).toBe('12.00');
    expect(historyActionText('modification_requested')).toBe('Modification requested');
    expect(historyActionText('lost')).toBe('Marked as lost');
    expect(siteCountText(1)).toBe('1 site');
    expect(siteCountText(1200)).toBe('1,200 sites');
  });
});
