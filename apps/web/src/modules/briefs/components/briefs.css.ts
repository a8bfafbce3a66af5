import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

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

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const preview = style({
  display: 'block',
  width: '100%',
  minHeight: '32rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});

export const previewImage = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

export const linkForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const linkFormRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '40rem',
});

export const errorText = style({
  margin: 0,
  color: vars.color.text.danger,
  fontSize: vars.typography.fontSize.sm,
});

export const linkTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
});
