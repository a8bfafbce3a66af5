import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem, passwordRules } from './index.ts';

describe('password rules (issue 17)', () => {
  it('refuses short passwords with the length rule', () => {
    expect(passwordProblem('Tr0ub4dor&3')).toBe('The password must be at least 12 characters long');
  });

  it.each([
    'password1234',
    'Password2024!',
    'qwertyuiop12',
    '123456789012',
    'aaaaaaaaaaaa',
    'abababababab',
    'passwordpassword',
    'monkeymonkey',
    'iloveyou1234',
    '1q2w3e4r5t6y',
    'zxcvbnmzxcvbnm',
    '098765432109',
  ])('finds %s common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(passwordProblem(password)).toBe('This password is too common: choose one that is harder to guess');
  });

  it.each(['correct horse battery', 'Billboard-Lagos-7-Kites', 'mauve tractor 19 lanes'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it("refuses the account's own e-mail and name", () => {
    expect(passwordProblem('ada.obi.planner!', { email: 'ada.obi@demo.local' })).toBe(
      'The password may not contain your e-mail address or be your name',
    );
    expect(passwordProblem('Adaeze1234567', { name: 'Adaeze Obi' })).toBe(
      'The password may not contain your e-mail address or be your name',
    );
  });

  it('lists every rule with its state, for the screens', () => {
    expect(passwordRules('').map((rule) => [rule.id, rule.ok])).toEqual([
      ['length', false],
      ['common', false],
      ['personal', false],
    ]);
    expect(passwordRules('mauve tractor 19 lanes').every((rule) => rule.ok)).toBe(true);
  });
});
