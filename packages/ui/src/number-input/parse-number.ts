/**
 * Reads a typed number without changing it into another: text that is not a plain number in range is kept as
 * typed and answered with what is wrong, never rounded, clamped or emptied (docs/domain.md "Forms and list
 * addresses (issue 15)").
 */
export type NumberReading = { value: number | null; problem: string | null };

export type NumberRules = {
  locale: string;
  min?: number | undefined;
  max?: number | undefined;
  formatOptions?: Intl.NumberFormatOptions | undefined;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Formats a number as the field shows it (`PKR 150,000`, or `1500` without format options). */
export function formatNumber(value: number, { locale, formatOptions }: NumberRules): string {
  return formatOptions ? new Intl.NumberFormat(locale, formatOptions).format(value) : String(value);
}

/** The typed text → the number it says, or what is wrong with it. */
export function readNumber(text: string, rules: NumberRules): NumberReading {
  const format = new Intl.NumberFormat(rules.locale, rules.formatOptions);
  const parts = format.formatToParts(-11111.1);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  // The currency's code or sign, as the field itself shows it, may stay in the text.
  let plain = text.trim();
  for (const part of format.formatToParts(1)) {
    if (part.type === 'currency' || part.type === 'literal') plain = plain.split(part.value).join(' ');
  }
  if (rules.formatOptions?.currency)
    plain = plain.replace(new RegExp(escapeRegExp(rules.formatOptions.currency), 'i'), '');
  plain = plain.replace(/[\s\u00a0\u202f]/g, '');
  if (plain === '') return { value: null, problem: null };

  const g = escapeRegExp(group);
  const d = escapeRegExp(decimal);
  const shape = new RegExp(`^-?(\\d{1,3}(${g}\\d{3})+|\\d+)?(${d}\\d*)?$`);
  if (!shape.test(plain) || !/\d/.test(plain))
    return { value: null, problem: 'Enter a number using digits only' };
  const [whole = '', fraction = ''] = plain.split(group).join('').split(decimal);
  const value = Number(`${whole}.${fraction || '0'}`);
  const tooBig = whole.replace(/^-?0*/, '').length > 15 || !Number.isFinite(value);
  const shown = (number: number) => formatNumber(number, rules);
  if (tooBig || (rules.max !== undefined && value > rules.max)) {
    return {
      value: null,
      problem: rules.max !== undefined ? `At most ${shown(rules.max)}` : 'This number is too large',
    };
  }
  if (rules.min !== undefined && value < rules.min)
    return { value: null, problem: `At least ${shown(rules.min)}` };
  const places = format.resolvedOptions().maximumFractionDigits ?? 3;
  if (fraction.length > places) {
    return {
      value: null,
      problem: places === 0 ? 'Enter a whole number' : `Use at most ${places} decimal places`,
    };
  }
  return { value, problem: null };
}
