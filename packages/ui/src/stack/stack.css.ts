import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** The stack itself: a column; its gap and alignment come from the sprinkles (responsive). */
export const root = recipe({
  base: { margin: 0, padding: 0, listStyle: 'none' },
});

/** Each child's wrapper: a block, so a button or a badge keeps its own width. */
export const item = recipe({
  base: { minWidth: 0 },
  variants: {
    /** A list item carrying a divider lays the divider and the child out with the stack's gap. */
    withDivider: { true: { display: 'flex', flexDirection: 'column' }, false: {} },
  },
  defaultVariants: { withDivider: false },
});

export const divider = recipe({
  base: {
    flexShrink: 0,
    width: '100%',
    height: 0,
    borderTopWidth: vars.size.borderWidth,
    borderTopStyle: 'solid',
    borderTopColor: vars.color.border.subtle,
  },
});

export type StackItemVariants = NonNullable<RecipeVariants<typeof item>>;
