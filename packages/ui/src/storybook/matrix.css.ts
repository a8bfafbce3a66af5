import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const matrix = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    color: vars.color.text.primary,
  },
});

export const row = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '9rem 1fr',
    alignItems: 'center',
    gap: vars.space.lg,
  },
});

export const rowLabel = recipe({
  base: {
    fontFamily: vars.typography.fontFamily.mono,
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
  },
});

export const items = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.lg,
  },
  variants: {
    layout: {
      inline: {},
      stack: { flexDirection: 'column', alignItems: 'stretch' },
      grid: {
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.statCardMin}, 1fr))`,
        alignItems: 'stretch',
      },
    },
  },
  defaultVariants: { layout: 'inline' },
});
