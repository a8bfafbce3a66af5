import { globalStyle } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * Squares Button's box (its `root` recipe gives colours, border, focus ring and states): same height as a
 * Button of the same size, as wide as it is tall, no inline padding.
 */
export const root = recipe({
  base: {
    flexShrink: 0,
    paddingInline: 0,
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, minWidth: vars.size.controlSm },
      md: { width: vars.size.controlMd, minWidth: vars.size.controlMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
    },
  },
  defaultVariants: { size: 'md' },
});

// Callers pass any SVG icon; it fills the icon box whatever its own width and height say.
globalStyle(`${icon.classNames.base} > svg`, {
  width: '100%',
  height: '100%',
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof root>>;
