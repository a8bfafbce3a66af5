import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text.secondary,
  },
  variants: {
    fullPage: {
      true: {
        position: 'fixed',
        inset: 0,
        zIndex: vars.zIndex.fullPage,
        flexDirection: 'column',
        justifyContent: 'center',
        gap: vars.space.lg,
        backgroundColor: vars.color.background.canvas,
        fontSize: vars.typography.fontSize.lg,
      },
      false: {},
    },
  },
  defaultVariants: { fullPage: false },
});

export const label = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
  },
  variants: {
    visible: {
      true: { fontSize: vars.typography.fontSize.md },
      // Visually hidden, still read out by the status region.
      false: [visuallyHidden],
    },
  },
});
