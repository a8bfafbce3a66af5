import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  groupedWholeNumber,
  lazyNumberFormat,
  MONTH_ABBREVIATIONS,
  utcCalendarDay,
  wholeFirstNumberFormat,
} from './text-format';

const en = new Intl.NumberFormat('en');
const enGB = new Intl.NumberFormat('en-GB');

/** Every length of number, each side of every group boundary, and a spread of random ones (fixed seed). */
function samples(): number[] {
  const values = [
    0, 1, -1, 9, 10, 99, 100, 999, 1000, 1010, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000,
  ];
  for (let power = 0; power <= 15; power += 1) {
    const base = 10 ** power;
    values.push(base - 1, base, base + 1, -(base - 1), -base, -(base + 1));
  }
  values.push(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
  let seed = 12_345;
  for (let index = 0; index < 20_000; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const digits = 1 + (seed % 16);
    values.push(Math.trunc((seed / 2_147_483_648) * 10 ** digits) * (index % 2 ? -1 : 1));
  }
  return values.filter((value) => Number.isSafeInteger(value) && !Object.is(value, -0));
}

describe('groupedWholeNumber', () => {
  it('writes what Intl writes for every whole number, en and en-GB alike', () => {
    for (const value of samples()) {
      const expected = en.format(value);
      expect(groupedWholeNumber(value), String(value)).toBe(expected);
      expect(enGB.format(value)).toBe(expected);
    }
  });

  it('hand checks: 1010 → "1,010", 1500000 → "1,500,000", -1234567 → "-1,234,567", 999 → "999"', () => {
    expect(groupedWholeNumber(1010)).toBe('1,010');
    expect(groupedWholeNumber(1_500_000)).toBe('1,500,000');
    expect(groupedWholeNumber(-1_234_567)).toBe('-1,234,567');
    expect(groupedWholeNumber(999)).toBe('999');
  });

  it('leaves to Intl what is not a safe integer, and -0 (which Intl writes "-0")', () => {
    for (const value of [2.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -0]) {
      expect(groupedWholeNumber(value)).toBeNull();
    }
  });
});

describe('wholeFirstNumberFormat', () => {
  it('asks Intl only for what is not whole, and makes its formatter once', () => {
    let made = 0;
    const format = wholeFirstNumberFormat(() => {
      made += 1;
      return new Intl.NumberFormat('en');
    });
    expect(format(1_234_567)).toBe('1,234,567');
    expect(made).toBe(0);
    expect(format(12.3456)).toBe('12.346');
    expect(format(-0)).toBe('-0');
    expect(format(Number.NaN)).toBe('NaN');
    expect(made).toBe(1);
  });
});

describe('lazyNumberFormat', () => {
  it('makes its Intl formatter on the first call, once, and writes what it writes', () => {
    let made = 0;
    const format = lazyNumberFormat(() => {
      made += 1;
      return new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    });
    expect(made).toBe(0);
    expect(format(183.5)).toBe('183.50');
    expect(format(1234)).toBe('1,234.00');
    expect(made).toBe(1);
  });
});

describe('calendarDay', () => {
  it('hand checks: (2026, 12, 1) → "1 Dec 2026", (2026, 9, 28) → "28 Sep 2026"', () => {
    expect(calendarDay(2026, 12, 1)).toBe('1 Dec 2026');
    expect(calendarDay(2026, 9, 28)).toBe('28 Sep 2026');
  });
});

describe('MONTH_ABBREVIATIONS', () => {
  it("are en-GB's short months, with September as the app writes it", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
    MONTH_ABBREVIATIONS.forEach((name, month) => {
      expect(intl.format(new Date(Date.UTC(2026, month, 1))).replace(/^Sept$/, 'Sep')).toBe(name);
    });
  });
});

describe('utcCalendarDay', () => {
  it('writes what Intl writes for every day of 1990–2040 (with "Sep"), in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let day = Date.UTC(1990, 0, 1); day <= Date.UTC(2040, 11, 31); day += 86_400_000) {
      const date = new Date(day);
      expect(utcCalendarDay(date)).toBe(intl.format(date).replace(/\bSept\b/, 'Sep'));
    }
  });

  it('hand checks: 2026-12-01 → "1 Dec 2026", 2026-09-28 → "28 Sep 2026"; an invalid date → null', () => {
    expect(utcCalendarDay(new Date('2026-12-01T00:00:00Z'))).toBe('1 Dec 2026');
    expect(utcCalendarDay(new Date('2026-09-28T00:00:00Z'))).toBe('28 Sep 2026');
    expect(utcCalendarDay(new Date('not a date'))).toBeNull();
  });
});
