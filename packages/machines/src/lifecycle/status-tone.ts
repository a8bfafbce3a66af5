/**
 * What a record's status means to the reader, for its badge. The same union as the design system's `Tone`
 * (`@ooh/ui/css`), declared here because machines never import the UI; apps/web checks that the two agree.
 */
export const STATUS_TONES = ['positive', 'critical', 'caution', 'info', 'neutral'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** The tone of a status as the API returns it (a plain string); a status the map does not know is neutral. */
export function toneOf<Status extends string>(tones: Record<Status, StatusTone>, status: string): StatusTone {
  return Object.hasOwn(tones, status) ? tones[status as Status] : 'neutral';
}
