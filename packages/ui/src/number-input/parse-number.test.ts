import { describe, expect, it } from 'vitest';
import { readNumber } from './parse-number';

const PKR = { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 } as const;
const budget = { locale: 'en-US', min: 0, max: 999_999_999_999, formatOptions: PKR };
const plain = { locale: 'en-US' };

describe('reading a typed number', () => {
  it('reads plain, grouped and currency-marked numbers', () => {
    expect(readNumber('1500000', budget)).toEqual({ value: 1_500_000, problem: null });
    expect(readNumber('1,500,000', budget)).toEqual({ value: 1_500_000, problem: null });
    expect(readNumber('PKR\u00a0150,000', budget)).toEqual({ value: 150_000, problem: null });
    expect(readNumber('12.5', plain)).toEqual({ value: 12.5, problem: null });
    expect(readNumber('  ', budget)).toEqual({ value: null, problem: null });
  });

  it('says what is wrong instead of turning the text into another number', () => {
    expect(readNumber('12345678901234567890', budget)).toEqual({
      value: null,
      problem: 'At most PKR\u00a0999,999,999,999',
    });
    expect(readNumber('12345678901234567890', plain)).toEqual({
      value: null,
      problem: 'This number is too large',
    });
    expect(readNumber('abc', budget).problem).toBe('Enter a number using digits only');
    expect(readNumber('1e20', budget).problem).toBe('Enter a number using digits only');
    expect(readNumber('1,50', budget).problem).toBe('Enter a number using digits only');
    expect(readNumber('-5', budget).problem).toBe('At least PKR\u00a00');
    expect(readNumber('1500.5', budget).problem).toBe('Enter a whole number');
    expect(readNumber('1.2345', plain).problem).toBe('Use at most 3 decimal places');
  });
});
