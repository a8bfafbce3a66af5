import * as styles from './loading-indicator.css';
import { Spinner } from './spinner';
import type { SpinnerVariants } from './spinner.css';

export type LoadingIndicatorProps = {
  /** What is loading; read out by screen readers and shown under a full-page indicator. */
  label?: string;
  size?: SpinnerVariants['size'];
  /** Covers the whole viewport (app start, lazy screens). */
  fullPage?: boolean;
};

export function LoadingIndicator({ label = 'Loading', size, fullPage = false }: LoadingIndicatorProps) {
  return (
    <div role="status" aria-label={label} className={styles.root({ fullPage })}>
      <Spinner size={size ?? (fullPage ? 'lg' : 'md')} />
      <span className={styles.label({ visible: fullPage })}>{label}</span>
    </div>
  );
}
