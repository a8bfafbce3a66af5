import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.sm}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.98)' },
});

/**
 * With reduced motion the overlays appear and disappear without animation. Not merely a near-zero duration (the
 * global reset's): Ark waits for an exit animation's end before unmounting, and one that ends within the same
 * frame was seen to be missed, leaving a closed drawer mounted off-screen.
 */
export const noMotionWhenReduced = {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state]': { animation: 'none' } },
    },
  },
} as const;

/** Open and close animations shared by the backdrops of Dialog and Drawer (Ark waits for the exit to end). */
export const backdropMotion = {
  '&[data-state="open"]': {
    animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  },
  '&[data-state="closed"]': {
    animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
  },
} as const;

export const backdrop = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    backgroundColor: vars.color.background.backdrop,
    selectors: backdropMotion,
    ...noMotionWhenReduced,
  },
});

export const positioner = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
  },
});

/** The panel shared by Dialog and Drawer: surface, type and the layout of its parts. */
export const panel = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  overflowY: 'auto',
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.typography.fontFamily.body,
  outline: 'none',
} as const;

// No dialog widths in the theme yet: the closest size tokens stand in (see the report of issue 4).
const widths = {
  sm: vars.size.toastWidth,
  md: vars.size.fullPageContent,
  lg: `calc(${vars.size.fullPageContent} * 1.5)`,
};

export const content = recipe({
  base: {
    ...panel,
    maxWidth: '100%',
    maxHeight: `calc(100dvh - ${vars.space.xxl})`,
    borderRadius: vars.radius.lg,
    selectors: {
      '&[data-state="open"]': {
        animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
      },
      '&[data-state="closed"]': {
        animation: `${popOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
      },
    },
    ...noMotionWhenReduced,
  },
  variants: {
    size: {
      sm: { width: widths.sm },
      md: { width: widths.md },
      lg: { width: widths.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const title = recipe({
  base: {
    // Room for the close button in the corner.
    paddingInlineEnd: vars.space.xxl,
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize.lg,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
  },
});

export const description = recipe({
  base: {
    fontSize: vars.typography.fontSize.md,
    lineHeight: vars.typography.lineHeight.normal,
    color: vars.color.text.secondary,
  },
});

export const closeIconTrigger = recipe({
  base: {
    ...focusRing,
    position: 'absolute',
    top: vars.space.md,
    insetInlineEnd: vars.space.md,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.background.hover,
        color: vars.color.text.primary,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
});

export const footer = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: vars.space.sm,
    marginTop: vars.space.sm,
  },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;
