import { describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from './index.ts';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['2147483647', MAX_ID],
  ])('reads %s as %i', (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '+1',
    '1.5',
    '4.0',
    '1e3',
    '0x10',
    ' 42',
    '42 ',
    'abc',
    '2147483648',
    '99999999999',
    'Infinity',
    'NaN',
  ])('refuses %s', (value) => {
    expect(parseId(value)).toBeNull();
  });
});
