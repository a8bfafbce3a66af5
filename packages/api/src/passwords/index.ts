import { PASSWORD_MIN_LENGTH } from '../contract/constants.ts';

/**
 * Password strength (issue 17; docs/domain.md "User"): one set of rules for the server, which refuses a weak
 * password with the first broken rule's words, and for the password screens, which show every rule as the user
 * types. No dependency and no download: the common-password list below is shipped in the code.
 */

/**
 * The most common passwords and their stems, lower case. A password is "common" when, lower-cased and with the
 * digits and symbols at its ends taken off ("Password2024!" → "password"), it is one of these, or it is one of them
 * repeated ("qwertyqwerty"). Drawn from the well-known breach top lists (the words people pad with digits to reach
 * a length), not a download.
 */
const COMMON = new Set(
  (
    'password passw0rd p@ssword p@ssw0rd pass pwd secret letmein welcome welcome1 admin administrator root ' +
    'qwerty qwertyuiop qwertz azerty asdf asdfgh asdfghjkl zxcv zxcvbn zxcvbnm qazwsx qazwsxedc 1qaz2wsx ' +
    '1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 abc abcd abcdef abcdefg abcdefgh abcdefghijkl abc123 ' +
    'iloveyou loveyou love lovely trustno1 monkey dragon master shadow sunshine princess football baseball ' +
    'soccer hockey basketball superman batman spiderman starwars pokemon michael jennifer jordan charlie ' +
    'thomas daniel andrew joshua hunter ranger buster tigger summer winter autumn spring freedom whatever ' +
    'nothing changeme default guest test tester testing login access hello hello123 welcome123 computer ' +
    'internet google facebook linkedin microsoft apple samsung cheese chocolate cookie banana orange ' +
    'flower angel angels baby babygirl sweety sweetheart family friends forever blessed jesus christ ' +
    'mustang ferrari porsche harley yamaha killer matrix ninja mickey minnie snoopy hannah jessica ashley ' +
    'nicole amanda michelle daniela samantha elizabeth maggie ginger pepper secret123 money money123 ' +
    'business company office manager planner designer editor marketing advertising billboard outdoor ' +
    'media campaign client agency demo demo123 user user123 temp temp123 newpassword mypassword ' +
    'passwordpassword letmeinnow iloveyou123 qwerty123 qwertyuiop123 asdfasdf zaq12wsx zaq1zaq1 ' +
    'aaaaaa abcabc abc12345 a1b2c3 a1b2c3d4 pa55word pa55w0rd security secure trustme trustnoone ' +
    'starwars123 whatever123 sunshine123 princess123 football123 monkey123 dragon123 master123 ' +
    'lagos nigeria london newyork paris berlin india mumbai delhi kenya nairobi africa america ' +
    'september october november december january february march april june july august monday friday'
  ).split(/\s+/),
);

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

/** The password as people build it from a common word: lower case, digits and symbols off both ends. */
function stem(password: string): string {
  return password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');
}

/** "aaaaaaaaaaaa", "abababababab", "qwertyqwerty": a short piece repeated. */
function isRepetition(value: string): boolean {
  for (let size = 1; size <= value.length / 2; size += 1) {
    if (value.length % size !== 0) continue;
    if (value.slice(0, size).repeat(value.length / size) === value) return true;
  }
  return false;
}

/** A run along a keyboard row or the alphabet, forwards or backwards ("123456789012", "qwertyuiopas"). */
function isSequence(value: string): boolean {
  if (value.length < 4) return false;
  const lower = value.toLowerCase();
  const rows = KEYBOARD_ROWS.flatMap((row) => [row + row, [...(row + row)].reverse().join('')]);
  // The whole value read along a row, wrapping (so "1234567890123" counts as one run).
  return rows.some((row) => {
    for (let start = 0; start < row.length / 2; start += 1) {
      let offset = 0;
      while (offset < lower.length && row[(start + offset) % row.length] === lower[offset]) offset += 1;
      if (offset === lower.length) return true;
    }
    return false;
  });
}

/** True when the password is one of the common ones, a repetition, or a keyboard or alphabet run. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const base = stem(password);
  if (COMMON.has(lower) || (base.length > 0 && COMMON.has(base))) return true;
  if (isRepetition(lower) || isSequence(lower)) return true;
  // A common word repeated ("passwordpassword", "monkeymonkey1").
  for (let size = 3; size <= base.length / 2; size += 1) {
    if (base.length % size === 0 && COMMON.has(base.slice(0, size)) && isRepetition(base)) return true;
  }
  return false;
}

export type PasswordRuleId = 'length' | 'common' | 'personal';

export interface PasswordRule {
  id: PasswordRuleId;
  /** What the rule asks, as the screens list it. */
  label: string;
  /** What the server answers when the rule is broken. */
  message: string;
  ok: boolean;
}

/** Every rule with whether `password` keeps it; `about` is the account's e-mail and name (a password may not be them). */
export function passwordRules(
  password: string,
  about: { email?: string; name?: string } = {},
): PasswordRule[] {
  const lower = password.toLowerCase();
  const local = about.email?.split('@')[0]?.toLowerCase() ?? '';
  const nameParts = (about.name ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((part) => part.length >= 4);
  const personal =
    (local.length >= 4 && lower.includes(local)) || nameParts.some((part) => stem(password) === part);
  return [
    {
      id: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      message: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
      ok: [...password].length >= PASSWORD_MIN_LENGTH,
    },
    {
      id: 'common',
      label: 'Not a common password, a repeated piece or a keyboard run',
      message: 'This password is too common: choose one that is harder to guess',
      ok: password.length > 0 && !isCommonPassword(password),
    },
    {
      id: 'personal',
      label: 'Not your e-mail address or your name',
      message: 'The password may not contain your e-mail address or be your name',
      ok: password.length > 0 && !personal,
    },
  ];
}

/** The first broken rule's message, or null when the password keeps every rule (the server's check). */
export function passwordProblem(
  password: string,
  about: { email?: string; name?: string } = {},
): string | null {
  return passwordRules(password, about).find((rule) => !rule.ok)?.message ?? null;
}
