import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Hides content visually while keeping it available to assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus indicator of the design system: spread into a recipe's base (`...focusRing`). */
export const focusRing = {
  outline: 'none',
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
    outlineOffset: vars.size.focusRingOffset,
  },
} as const;
