import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  backgroundColor: vars.color.background.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const unread = style({
  borderLeft: `${vars.size.borderWidthThick} solid ${vars.color.action.primary}`,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const time = style({
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const body = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.normal,
});

export const skeletonItem = style([item, { gap: vars.space.sm }]);
