import { visuallyHidden } from '../css/helpers.css';
import { LinkBase } from '../link/link-base';
import { Skeleton } from '../skeleton/skeleton';
import { wholeFirstNumberFormat } from '../text-format';
import type { Tone } from '../theme/tokens';
import * as styles from './stat-card.css';

export type StatCardProps = {
  label: string;
  value: number | string;
  /** When set, the whole card is a link (through LinkProvider's navigate). */
  href?: string;
  /** The lifecycle status the number counts, shown as the card's accent colour. */
  tone?: Tone;
  /** Shows a skeleton instead of the value. */
  loading?: boolean;
  description?: string;
};

// Whole numbers without Intl (its first formatter loads ICU's data: ../text-format); the rest by one made on first use.
const formatNumber = wholeFirstNumberFormat(() => new Intl.NumberFormat('en'));

export function StatCard({ label, value, href, tone, loading = false, description }: StatCardProps) {
  const content = (
    <>
      <span className={styles.label()}>{label}</span>
      <span className={styles.value()}>
        {loading ? (
          <>
            <Skeleton shape="heading" width="md" />
            <span className={visuallyHidden}>Loading</span>
          </>
        ) : typeof value === 'number' ? (
          formatNumber(value)
        ) : (
          value
        )}
      </span>
      {description ? <span className={styles.description()}>{description}</span> : null}
    </>
  );

  if (href) {
    return (
      <LinkBase
        href={href}
        className={styles.root({ tone, interactive: true })}
        aria-busy={loading || undefined}
      >
        {content}
      </LinkBase>
    );
  }
  return (
    <div className={styles.root({ tone })} aria-busy={loading || undefined}>
      {content}
    </div>
  );
}
