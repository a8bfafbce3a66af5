import type { ReactNode } from 'react';
import * as styles from './page-header.css';

export type PageHeaderProps = {
  /** The page's one h1. */
  title: string;
  description?: string;
  /** Page-level buttons or links, at the end of the header. */
  actions?: ReactNode;
};

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.root()}>
      <div className={styles.text()}>
        <h1 className={styles.title()}>{title}</h1>
        {description ? <p className={styles.description()}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions()}>{actions}</div> : null}
    </div>
  );
}
