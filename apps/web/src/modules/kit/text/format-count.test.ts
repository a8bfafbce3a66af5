import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('writes a count as the screens do, grouped in thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1010)).toBe('1,010');
    expect(formatCount(1234567)).toBe('1,234,567');
    // The same as the per-call form it replaces, fractions included (the plan's site rows show some).
    expect(formatCount(2.5)).toBe((2.5).toLocaleString('en-GB'));
  });
});
