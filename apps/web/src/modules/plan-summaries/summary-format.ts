import { NOT_APPLICABLE } from '../plans/plan-format.ts';

/**
 * How the summary screens word a share, a duration and a kind. Money, counts and CPM read as on the plan view
 * (`plan-format.ts`); every figure comes from the server.
 */

const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToTwo = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A share the server rounded to one decimal: `33.3` → `33.3%`; an em dash when the whole is 0 (null). */
export function formatShare(value: number | null): string {
  return value === null ? NOT_APPLICABLE : `${oneDecimal.format(value)}%`;
}

/** `90` → `90 h`, `2.5` → `2.5 h`. */
export function formatHours(value: number): string {
  return `${upToTwo.format(value)} h`;
}

/** `1.5` → `1.5`, `30` → `30`: a ratio the server rounded (frequency, site-months). */
export function formatRatio(value: number | null): string {
  return value === null ? NOT_APPLICABLE : upToTwo.format(value);
}

const kinds = { conventional: 'Conventional', digital: 'Digital' } as const;

/** A medium's kind as the screens name it. */
export function kindText(kind: keyof typeof kinds): string {
  return kinds[kind];
}

const lineTypes = { paid: 'Paid', foc: 'FOC' } as const;

/** A line type as the site table names it. */
export function lineTypeText(lineType: keyof typeof lineTypes): string {
  return lineTypes[lineType];
}
