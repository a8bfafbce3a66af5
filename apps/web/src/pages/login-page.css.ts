import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(100vh - 2 * ${vars.space.xl})`,
});

export const panel = style({
  width: '100%',
  maxWidth: vars.size.fullPageContent,
  padding: vars.space.xxl,
  backgroundColor: vars.color.background.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
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

export const heading = style({
  margin: 0,
  marginBottom: vars.space.xl,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xxl,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  outline: 'none',
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
