import type { ReactNode } from 'react';
import * as styles from './card.css';

export type CardProps = {
  /** Rendered as a heading (h2 unless `headingLevel` says otherwise). */
  title?: string;
  headingLevel?: 2 | 3;
  /** Buttons or links shown at the end of the header. */
  actions?: ReactNode;
  children: ReactNode;
};

export function Card({ title, headingLevel = 2, actions, children }: CardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.root()}>
      {title || actions ? (
        <div className={styles.header()}>
          {title ? <Heading className={styles.title()}>{title}</Heading> : null}
          {actions ? <div className={styles.actions()}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body()}>{children}</div>
    </section>
  );
}
