import type { ReactNode } from 'react';
import { sprinkles } from '../box/box.css';
import { type Responsive, resolveResponsive } from '../css/responsive';
import type { Space } from '../theme/tokens';
import * as styles from './description-list.css';

export type DescriptionListItem = {
  term: string;
  /** The fact itself: text, a link, a StatusBadge… */
  description: ReactNode;
};

export type DescriptionListProps = {
  items: readonly DescriptionListItem[];
  /** How many facts side by side; responsive. Default one on a phone, two on a tablet, three on a desktop. */
  columns?: Responsive<1 | 2 | 3 | 4>;
  /** The space between facts, across and down; responsive. Default lg. */
  space?: Responsive<Space>;
  /** Names the list where no heading does. */
  'aria-label'?: string;
};

/** A record's facts as terms and descriptions (a <dl>), in a responsive grid. */
export function DescriptionList({
  items,
  columns = [1, 2, 3],
  space = 'lg',
  'aria-label': ariaLabel,
}: DescriptionListProps) {
  return (
    <dl
      className={`${styles.root()} ${sprinkles({
        display: 'grid',
        gridTemplateColumns: resolveResponsive(columns),
        gap: resolveResponsive(space),
      })}`}
      aria-label={ariaLabel}
    >
      {items.map((fact) => (
        <div key={fact.term} className={styles.item()}>
          <dt className={styles.term()}>{fact.term}</dt>
          <dd className={styles.description()}>{fact.description}</dd>
        </div>
      ))}
    </dl>
  );
}
