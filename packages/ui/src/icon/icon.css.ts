import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const icon = recipe({
  base: { flexShrink: 0 },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      /** Fills a parent that sets the size (an icon trigger of a fixed box). */
      fill: { width: '100%', height: '100%' },
    },
  },
  defaultVariants: { size: 'sm' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
