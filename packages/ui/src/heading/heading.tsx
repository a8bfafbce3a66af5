import type { ReactNode } from 'react';
import { sprinkles } from '../box/box.css';
import { type Responsive, resolveResponsive } from '../css/responsive';
import * as styles from './heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;

export type HeadingProps = {
  /** Rendered as the matching element: 1 is the page's h1, 2 a section's h2, … */
  level: HeadingLevel;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  align?: Responsive<'left' | 'center' | 'right'>;
  /** For `aria-labelledby` on the section it titles. */
  id?: string;
  children: ReactNode;
};

const elements = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** A heading whose size follows its level, so the outline and the look never disagree (Braid's Heading). */
export function Heading({ level, truncate = false, align, id, children }: HeadingProps) {
  const Element = elements[level];
  const className = [
    styles.heading({ level, truncate }),
    align ? sprinkles({ textAlign: resolveResponsive(align) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={className} id={id}>
      {children}
    </Element>
  );
}
