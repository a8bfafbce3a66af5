import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const groupTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.statCardMin}, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each card fills its grid cell, so a row of cards has one height. */
export const gridItem = style({
  display: 'grid',
});
