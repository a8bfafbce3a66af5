import type { ReactNode } from 'react';
import * as styles from './matrix.css';

/** Layout of a story's variant matrix (Storybook only). */
export function Matrix({ children }: { children: ReactNode }) {
  return <div className={styles.matrix()}>{children}</div>;
}

export function MatrixRow({
  label,
  layout,
  children,
}: {
  label: string;
  layout?: 'inline' | 'stack' | 'grid';
  children: ReactNode;
}) {
  return (
    <div className={styles.row()}>
      <span className={styles.rowLabel()}>{label}</span>
      <div className={styles.items({ layout })}>{children}</div>
    </div>
  );
}
