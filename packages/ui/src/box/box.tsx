import { type AriaRole, createElement, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from './box.css';

/** The elements a Box may be: layout containers, landmarks and lists. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li';

/**
 * Sprinkles as props (`padding="lg"`, `display={['block', 'flex']}`, `background="surface"`): the one escape to
 * lay out a screen without writing CSS. No className or style, as everywhere in the design system.
 */
export type BoxProps = Sprinkles & {
  as?: BoxElement;
  children?: ReactNode;
  id?: string;
  role?: AriaRole;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** A region whose content is loading. */
  'aria-busy'?: boolean;
};

/** A block of layout: its props are the theme's spacing, surfaces and flex/grid values. */
export function Box({
  as = 'div',
  children,
  id,
  role,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-busy': ariaBusy,
  ...atoms
}: BoxProps) {
  return createElement(
    as,
    {
      className: sprinkles(atoms) || undefined,
      id,
      role,
      'aria-label': ariaLabel,
      'aria-labelledby': ariaLabelledBy,
      'aria-busy': ariaBusy,
    },
    children,
  );
}
