import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { noMotionWhenReduced, panel } from '../dialog/dialog.css';
import { vars } from '../theme/contract.css';

// The panels slide in from the edge they sit on (physical left and right: the app is left-to-right).
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const toRight = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const toLeft = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

const slide = (enter: string, exit: string) => ({
  '&[data-state="open"]': {
    animation: `${enter} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  },
  '&[data-state="closed"]': {
    animation: `${exit} ${vars.motion.duration.normal} ${vars.motion.easing.exit}`,
  },
});

export const positioner = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'stretch',
  },
  variants: {
    placement: {
      end: { justifyContent: 'flex-end' },
      start: { justifyContent: 'flex-start' },
    },
  },
  defaultVariants: { placement: 'end' },
});

// No drawer widths in the theme yet: the closest size tokens stand in, as for Dialog.
export const content = recipe({
  base: {
    ...panel,
    height: '100%',
    maxWidth: `calc(100vw - ${vars.space.xxl})`,
    borderRadius: 0,
    borderBlockWidth: 0,
    ...noMotionWhenReduced,
  },
  variants: {
    placement: {
      end: { borderInlineEndWidth: 0, selectors: slide(fromRight, toRight) },
      start: { borderInlineStartWidth: 0, selectors: slide(fromLeft, toLeft) },
    },
    size: {
      sm: { width: vars.size.toastWidth },
      md: { width: vars.size.fullPageContent },
      lg: { width: `calc(${vars.size.fullPageContent} * 1.5)` },
    },
  },
  defaultVariants: { placement: 'end', size: 'md' },
});

/** Actions stay at the bottom of the sheet, above the scrolling content. */
export const footer = recipe({
  base: {
    position: 'sticky',
    bottom: `calc(${vars.space.xl} * -1)`,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: vars.space.sm,
    marginTop: 'auto',
    marginInline: `calc(${vars.space.xl} * -1)`,
    marginBottom: `calc(${vars.space.xl} * -1)`,
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.xl,
    borderTopWidth: vars.size.borderWidth,
    borderTopStyle: 'solid',
    borderTopColor: vars.color.border.subtle,
    backgroundColor: vars.color.background.raised,
  },
});

export type DrawerContentVariants = NonNullable<RecipeVariants<typeof content>>;
