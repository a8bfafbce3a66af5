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

  it('write each day and month as Intl writes them in en-GB (with "Sep"), from 2020 to 2032', () => {
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const sep = (text: string) => text.replace(/\bSept\b/, 'Sep');
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2033, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const iso = date.toISOString().slice(0, 10);
      expect(weekLabel({ week_start: iso, pending: 0, approved: 0, rejected: 0 })).toBe(
        `w/c ${sep(day.format(date))} · 0 new, 0 approved, 0 rejected`,
      );
      if (date.getUTCDate() === 1) {
        expect(monthLabel({ month: iso.slice(0, 7), plans: 2, value: 0 })).toBe(
          `${sep(month.format(date))} · 2 plans`,
        );
      }
    }
  });
});
