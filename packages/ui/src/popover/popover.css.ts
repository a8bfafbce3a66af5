import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { noMotionWhenReduced } from '../dialog/dialog.css';
import { vars } from '../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = recipe({
  base: {
    // The modal layer, as Menu: a popover opened inside a dialog shows above it.
    zIndex: vars.zIndex.popup,
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    // No popover width in the theme yet: the toast's width stands in.
    width: `min(${vars.size.toastWidth}, calc(100vw - ${vars.space.xxl}))`,
    padding: vars.space.lg,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.primary,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontSize: vars.typography.fontSize.sm,
    lineHeight: vars.typography.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': {
        animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
      },
    },
    ...noMotionWhenReduced,
  },
});

export const title = recipe({
  base: {
    // Room for the close button in the corner.
    paddingInlineEnd: vars.space.xl,
    fontSize: vars.typography.fontSize.md,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
  },
});

export const body = recipe({
  base: {
    color: vars.color.text.secondary,
    paddingInlineEnd: vars.space.lg,
  },
});

export const closeTrigger = recipe({
  base: {
    ...focusRing,
    position: 'absolute',
    top: vars.space.sm,
    insetInlineEnd: vars.space.sm,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.targetMin,
    height: vars.size.targetMin,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    ':hover': { backgroundColor: vars.color.background.hover, color: vars.color.text.primary },
  },
});
