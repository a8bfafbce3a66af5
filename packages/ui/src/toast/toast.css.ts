import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const group = recipe({
  base: {
    width: `min(${vars.size.toastWidth}, calc(100vw - ${vars.space.xxl}))`,
  },
});

/**
 * Ark positions and animates toasts through CSS variables it sets inline (--x, --y, --scale, --opacity,
 * --height, --z-index); the recipe turns them into properties.
 */
export const root = recipe({
  base: {
    ...focusRing,
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transitionProperty: 'translate, scale, opacity, height, box-shadow',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.md,
    width: '100%',
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.primary,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderInlineStartWidth: vars.size.borderWidthThick,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="closed"]': { transitionDuration: vars.motion.duration.normal },
    },
  },
  variants: {
    type: {
      info: { borderInlineStartColor: vars.color.feedback.info.border },
      success: { borderInlineStartColor: vars.color.feedback.success.border },
      warning: { borderInlineStartColor: vars.color.feedback.warning.border },
      error: { borderInlineStartColor: vars.color.feedback.danger.border },
    },
  },
  defaultVariants: { type: 'info' },
});

export const indicator = recipe({
  base: {
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    marginTop: vars.space.xxs,
  },
  variants: {
    type: {
      info: { color: vars.color.feedback.info.border },
      success: { color: vars.color.feedback.success.border },
      warning: { color: vars.color.feedback.warning.border },
      error: { color: vars.color.feedback.danger.border },
    },
  },
  defaultVariants: { type: 'info' },
});

export const content = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    paddingBlock: vars.space.xxs,
  },
});

export const title = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.normal,
    color: vars.color.text.primary,
  },
});

export const description = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
  },
});

export const closeTrigger = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    ':hover': { backgroundColor: vars.color.background.hover, color: vars.color.text.primary },
  },
});

export const actions = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    marginTop: vars.space.xs,
  },
});
