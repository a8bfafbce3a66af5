import { describe, expect, it } from 'vitest';
import { monthLabel, weekLabel } from './DashboardCharts.tsx';

describe("the dashboard charts' labels", () => {
  it('write September as every date of the app does ("Sep", not ICU\'s en-GB "Sept")', () => {
    expect(monthLabel({ month: '2026-09', plans: 1, value: 1_533_057 })).toBe('Sep 2026 · 1 plan');
    expect(weekLabel({ week_start: '2026-09-28', pending: 1, approved: 2, rejected: 0 })).toBe(
      'w/c 28 Sep · 1 new, 2 approved, 0 rejected',
    );
    expect(monthLabel({ month: '2026-10', plans: 2, value: 615_854 })).toBe('Oct 2026 · 2 plans');
  });
});
