import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const pulse = keyframes({
  '0%, 100%': { backgroundColor: vars.color.skeleton.base },
  '50%': { backgroundColor: vars.color.skeleton.highlight },
});

export const root = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.skeleton.base,
    borderRadius: vars.radius.sm,
    animationName: pulse,
    animationDuration: vars.motion.duration.pulse,
    animationTimingFunction: vars.motion.easing.standard,
    animationIterationCount: 'infinite',
  },
  variants: {
    shape: {
      text: { height: vars.typography.fontSize.md },
      heading: { height: vars.typography.fontSize.xxxl },
      block: { height: vars.size.controlMd, borderRadius: vars.radius.md },
      circle: { height: vars.size.controlMd, borderRadius: vars.radius.full },
    },
    width: {
      sm: { width: '25%' },
      md: { width: '50%' },
      lg: { width: '75%' },
      full: { width: '100%' },
    },
  },
  // Declared after the width variants, so a circle stays square whatever width is asked for.
  compoundVariants: [{ variants: { shape: 'circle' }, style: { width: vars.size.controlMd, flexShrink: 0 } }],
  defaultVariants: { shape: 'text', width: 'full' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof root>>;
