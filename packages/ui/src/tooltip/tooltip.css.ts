import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { noMotionWhenReduced } from '../dialog/dialog.css';
import { vars } from '../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Wraps the trigger element without changing its layout; hover and focus bubble up to it. */
export const trigger = recipe({
  base: {
    display: 'inline-flex',
    maxWidth: '100%',
  },
});

export const content = recipe({
  base: {
    // Above dialogs too (a tooltip on a dialog's button), and stacked by opening order with the other overlays.
    zIndex: vars.zIndex.popup,
    // No tooltip width in the theme yet: the sidebar's expanded width stands in.
    maxWidth: vars.size.sidebarExpanded,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.md,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.fontSize.sm,
    lineHeight: vars.typography.lineHeight.normal,
    selectors: {
      '&[data-state="open"]': {
        animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
      },
    },
    ...noMotionWhenReduced,
  },
});
