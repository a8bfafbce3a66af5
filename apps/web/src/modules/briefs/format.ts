/**
 * How the brief screens write money, dates and sizes. Shared with the brief forms, so that a budget or a date
 * reads the same wherever it is shown.
 */

/** A formatter made on first use: building one at module load costs the first screen's evaluation tens of ms. */
function lazy<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= create();
    return made;
  };
}

const money = lazy(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'PKR',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    }),
);

/** `1500000` → `PKR 1,500,000` (budgets are whole rupees). */
export function formatMoney(amount: number): string {
  return money().format(amount);
}

// Calendar dates carry no time zone: read and written in UTC, so 1 December stays 1 December everywhere.
const calendarDate = lazy(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }));
const dateTime = lazy(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

/** `2026-12-01` → `1 Dec 2026`; anything else is shown as it came. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDate().format(date);
}

/** `2026-12-01`, `2027-01-31` → `1 Dec 2026 – 31 Jan 2027`. */
export function formatDateRange(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** An ISO timestamp in the viewer's time zone: `20 Nov 2026, 14:00`. */
export function formatDateTime(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? isoDateTime : dateTime().format(date);
}

const sizeUnits = ['bytes', 'KB', 'MB', 'GB'] as const;

/** `48213` → `47.1 KB`. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${sizeUnits[unit]}`;
}

/** Lookup choices (`[{ id, name }]`) as one line; an em dash when there are none. */
export function formatNames(items: readonly { name: string }[]): string {
  return items.length === 0 ? '—' : items.map((item) => item.name).join(', ');
}
