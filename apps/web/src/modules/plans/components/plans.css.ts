import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export { actions, factName, factRow, facts, factValue, stack } from '../../screen/screen.css.ts';

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const statGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.statCardMin}, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each card fills its grid cell, so a row of cards has one height. */
export const statItem = style({ display: 'grid' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filter = style({ minWidth: '14rem' });

export const cityGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cityTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const cityRegion = style({
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.regular,
});

export const subtotal = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.sm,
});

export const subtotalItem = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const subtotalName = style({
  fontWeight: vars.typography.fontWeight.semibold,
});

export const subtotalValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const timelineEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.size.borderWidthThick} solid ${vars.color.border.strong}`,
});

export const timelineTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const timelineMeta = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const timelineReason = style({
  margin: 0,
  color: vars.color.text.primary,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
