import type { Tone } from '../theme/tokens';
import * as styles from './status-badge.css';

export type StatusBadgeProps = {
  /**
   * What the status means to the reader. Which domain status takes which tone is declared beside that domain's
   * machine (e.g. `briefStatusTone` in `@ooh/machines/brief`), not here.
   */
  tone: Tone;
  /** The status in the domain's words, e.g. 'New' for a pending brief. */
  label: string;
};

/** A record's lifecycle status: its name in words, on its tone's colours (never colour alone). */
export function StatusBadge({ tone, label }: StatusBadgeProps) {
  return (
    <span className={styles.root({ tone })} data-tone={tone}>
      <span className={styles.dot({ tone })} aria-hidden="true" />
      <span className={styles.label()}>{label}</span>
    </span>
  );
}
