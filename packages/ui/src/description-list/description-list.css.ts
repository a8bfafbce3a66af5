import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** The list; its grid columns and gaps come from the sprinkles (responsive). */
export const root = recipe({
  base: { margin: 0 },
});

/** One fact: its term above its description. */
export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
  },
});

export const term = recipe({
  base: {
    margin: 0,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    lineHeight: vars.typography.lineHeight.normal,
    color: vars.color.text.secondary,
  },
});

export const description = recipe({
  base: {
    margin: 0,
    fontSize: vars.typography.fontSize.md,
    lineHeight: vars.typography.lineHeight.normal,
    color: vars.color.text.primary,
    overflowWrap: 'anywhere',
  },
});
