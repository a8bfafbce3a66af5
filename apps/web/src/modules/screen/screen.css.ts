import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

/** The layout every record and list screen shares: a vertical stack, a toolbar, a facts list, actions. */

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const summary = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

export const factRow = style({ display: 'contents' });

export const factName = style({
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const factValue = style({
  margin: 0,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const errorText = style({
  margin: 0,
  color: vars.color.text.danger,
  fontSize: vars.typography.fontSize.sm,
});
