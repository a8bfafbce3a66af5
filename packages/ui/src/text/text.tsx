import type { ReactNode } from 'react';
import { sprinkles } from '../box/box.css';
import { type Responsive, resolveResponsive } from '../css/responsive';
import type { Tone } from '../theme/tokens';
import * as styles from './text.css';

/** The page's own colours, or a semantic tone (for a figure that is good or bad news, never colour alone). */
export type TextTone = 'primary' | 'secondary' | Tone;

export type TextProps = {
  size?: 'xs' | 'sm' | 'md' | 'lg';
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  tone?: TextTone;
  /** One line, cut with an ellipsis; the full text stays in the DOM for assistive technology. */
  truncate?: boolean;
  /** Tabular figures, for numbers in columns. */
  numeric?: boolean;
  align?: Responsive<'left' | 'center' | 'right'>;
  /** A paragraph by default; 'span' inside a line, 'strong'/'em' for emphasis. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em';
  id?: string;
  children: ReactNode;
};

/** Body text in the theme's sizes, weights and tones (Braid's Text). */
export function Text({
  size = 'md',
  weight = 'regular',
  tone = 'primary',
  truncate = false,
  numeric = false,
  align,
  as: Element = 'p',
  id,
  children,
}: TextProps) {
  const className = [
    styles.text({ size, weight, tone, truncate, numeric }),
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
