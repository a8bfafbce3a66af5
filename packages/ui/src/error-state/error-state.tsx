import { useId } from 'react';
import { Button } from '../button/button';
import * as styles from './error-state.css';

export type ErrorStateProps = {
  title?: string;
  message: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
  headingLevel?: 2 | 3;
};

/** What a region shows when loading it failed. Announced once when it appears. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  headingLevel = 2,
}: ErrorStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const titleId = useId();
  return (
    <div className={styles.root()}>
      <svg
        className={styles.icon()}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 17h.01" />
      </svg>
      <div className={styles.message()} role="alert" aria-labelledby={titleId}>
        <Heading id={titleId} className={styles.title()}>
          {title}
        </Heading>
        <p className={styles.text()}>{message}</p>
      </div>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
