import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

/** The bell: a square control of the top bar, the count's badge over its corner. */
export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  ':hover': { backgroundColor: vars.color.background.hover, color: vars.color.text.primary },
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});

export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  minWidth: vars.space.lg,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.onPrimary,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: 1.5,
  textAlign: 'center',
});
