import { formatCount } from '../kit/text/format-count.ts';

/** "12 records", "1 record", "not counted" (no counter counts the state), or nothing while the counts are not there. */
export function countWords(count: number | null | undefined): string {
  if (count === undefined) return '';
  if (count === null) return 'not counted';
  return `${formatCount(count)} ${count === 1 ? 'record' : 'records'}`;
}
