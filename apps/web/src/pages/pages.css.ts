import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const cardStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const text = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

export const factName = style({
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const factValue = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontFamily: vars.typography.fontFamily.mono,
  overflowWrap: 'anywhere',
});

/** Groups one name and its value inside the grid of `facts`. */
export const factRow = style({
  display: 'contents',
});
