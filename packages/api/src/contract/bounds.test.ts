import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type JsonSchema, unboundedInputs } from './bounds.ts';
import { INPUT_BOUNDS } from './constants.ts';
import { endpoints } from './index.ts';
import { calendarDate, Id, money, text } from './schemas.ts';

describe('every request is bounded in the contract (issue 11)', () => {
  it('gives every string a maximum length and a NUL-refusing pattern, every list and number a maximum', () => {
    const found = endpoints.flatMap((endpoint) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = endpoint[part];
        if (!schema) return [];
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        return unboundedInputs(json, `${endpoint.id} ${part}`, (json.$defs ?? {}) as JsonSchema);
      }),
    );
    expect(found).toEqual([]);
  });

  it('finds what is unbounded (the check itself)', () => {
    const loose = z.object({
      name: z.string(),
      ids: z.array(z.number()),
      tags: z.record(z.string(), z.string()),
    });
    expect(unboundedInputs(z.toJSONSchema(loose) as JsonSchema, 'x')).toEqual([
      'x.name: a string without maxLength',
      'x.name: a string that does not refuse NUL (no pattern)',
      'x.ids: a list without maxItems',
      'x.ids[]: a number without maximum',
      'x.tags: a map with free keys',
    ]);
  });
});

describe('the input building blocks', () => {
  it('refuses NUL and over-long text, and trims', () => {
    const name = text(5);
    expect(name.safeParse('a\u0000b').error?.issues[0]?.message).toBe('Must not contain a NUL character');
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('At most 5 characters');
    expect(name.parse('  abc ')).toBe('abc');
    expect(name.parse('ŝŭnĉo')).toBe('ŝŭnĉo');
  });

  it('takes calendar dates from 2000 to 2099 only', () => {
    const date = calendarDate({ missing: 'Choose a date', invalid: 'Choose a valid date' });
    expect(date.parse('2027-01-10')).toBe('2027-01-10');
    expect(date.parse(INPUT_BOUNDS.minDate)).toBe('2000-01-01');
    expect(date.parse(INPUT_BOUNDS.maxDate)).toBe('2099-12-31');
    expect(date.safeParse('0000-01-01').error?.issues[0]?.message).toBe(
      'Choose a date between 1 Jan 2000 and 31 Dec 2099',
    );
    expect(date.safeParse('1999-12-31').success).toBe(false);
    expect(date.safeParse('2100-01-01').success).toBe(false);
    expect(date.safeParse('2027-02-30').error?.issues[0]?.message).toBe('Choose a valid date');
    expect(date.safeParse('').error?.issues[0]?.message).toBe('Choose a date');
    expect(date.safeParse('2027-01-10\u0000').success).toBe(false);
  });

  it('keeps money below a trillion and finite', () => {
    const rate = money('Enter a rate');
    expect(rate.parse('12.5')).toBe(12.5);
    expect(rate.parse(0)).toBe(0);
    for (const bad of [-1, 1e12, Number.POSITIVE_INFINITY, 'x', '1e400'])
      expect(rate.safeParse(bad).success, String(bad)).toBe(false);
    expect(money('Enter a budget', { positive: true }).safeParse(0).success).toBe(false);
  });

  it('still reads ids strictly', () => {
    expect(Id.parse('42')).toBe(42);
    expect(Id.safeParse(2 ** 31).success).toBe(false);
    expect(Id.safeParse('42\u0000').success).toBe(false);
  });
});
