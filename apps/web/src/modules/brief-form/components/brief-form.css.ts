import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** Two fields side by side where there is room (the dates), stacked on a narrow screen. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

/** One field's wrapper: where blur is heard and where focus goes when the field is invalid. */
export const field = style({
  minWidth: 0,
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

export const text = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
});

export const strong = style({
  color: vars.color.text.primary,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
