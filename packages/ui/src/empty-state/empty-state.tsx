import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

export type EmptyStateProps = {
  title: string;
  description?: string;
  /** Usually one Button or Link ("Create brief"). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
};

/** What a list or a page shows when there is nothing in it yet. */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.root()}>
      <Heading className={styles.title()}>{title}</Heading>
      {description ? <p className={styles.description()}>{description}</p> : null}
      {action ? <div className={styles.action()}>{action}</div> : null}
    </div>
  );
}
