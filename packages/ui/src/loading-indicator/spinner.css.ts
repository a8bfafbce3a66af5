import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

/** A ring in the current text colour with one transparent quarter; shared by Button and LoadingIndicator. */
export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animationName: spin,
    animationDuration: vars.motion.duration.spin,
    animationTimingFunction: vars.motion.easing.linear,
    animationIterationCount: 'infinite',
  },
  variants: {
    size: {
      sm: { width: vars.size.spinnerSm, height: vars.size.spinnerSm, borderWidth: vars.size.focusRingWidth },
      md: {
        width: vars.size.spinnerMd,
        height: vars.size.spinnerMd,
        borderWidth: vars.size.borderWidthThick,
      },
      lg: {
        width: vars.size.spinnerLg,
        height: vars.size.spinnerLg,
        borderWidth: vars.size.borderWidthThick,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
