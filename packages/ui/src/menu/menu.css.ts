import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { noMotionWhenReduced } from '../dialog/dialog.css';
import { vars } from '../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const indicator = recipe({
  base: {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-state="open"]': { transform: 'rotate(180deg)' },
    },
  },
});

/**
 * Overlays opened from inside a dialog must show above it: menus share the modal layer, and the one opened last
 * (portalled last) is on top. Ark copies the content's z-index to its positioner.
 */
export const content = recipe({
  base: {
    zIndex: vars.zIndex.popup,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    // No menu width in the theme yet: the stat card's minimum stands in.
    minWidth: vars.size.statCardMin,
    padding: vars.space.xs,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.primary,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': {
        animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
      },
    },
    ...noMotionWhenReduced,
  },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.sm,
    fontSize: vars.typography.fontSize.sm,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': {
        backgroundColor: vars.color.background.hover,
        outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(${vars.size.focusRingWidth} * -1)`,
      },
      '&[data-disabled]': {
        color: vars.color.text.secondary,
        cursor: 'not-allowed',
        opacity: 0.7,
      },
    },
  },
  variants: {
    tone: {
      default: {},
      danger: {
        color: vars.color.text.danger,
        fontWeight: vars.typography.fontWeight.medium,
      },
    },
  },
  defaultVariants: { tone: 'default' },
});
