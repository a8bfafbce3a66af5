import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(100vh - 2 * ${vars.space.xl})`,
});

export const brand = style({
  margin: 0,
  marginBottom: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.feedback.danger.surface,
  color: vars.color.feedback.danger.text,
  border: `${vars.size.borderWidth} solid ${vars.color.feedback.danger.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.typography.fontSize.sm,
});
