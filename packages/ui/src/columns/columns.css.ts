import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaBelow } from '../css/responsive';

/** The row of columns; direction, gap and alignment come from the sprinkles (responsive). */
export const root = recipe({
  base: { minWidth: 0 },
});

/**
 * A fraction is the column's share of the row: the flex basis is the fraction and the gap is taken from every
 * column in proportion to its basis (flex-shrink), so 1/3 + 2/3 stays one to two with any gap.
 */
const fraction = (share: string) => ({ flexGrow: 0, flexShrink: 1, flexBasis: share });

export const column = recipe({
  base: { minWidth: 0 },
  variants: {
    width: {
      /** The rest of the row (shared with the other fluid columns). */
      fluid: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
      /** As wide as its content. */
      content: { flexGrow: 0, flexShrink: 0, flexBasis: 'auto' },
      '1/2': fraction('50%'),
      '1/3': fraction('33.3333%'),
      '2/3': fraction('66.6667%'),
      '1/4': fraction('25%'),
      '3/4': fraction('75%'),
      '1/5': fraction('20%'),
      '2/5': fraction('40%'),
      '3/5': fraction('60%'),
      '4/5': fraction('80%'),
    },
    // Declared after `width` so that, below the breakpoint, the full width wins over the column's share.
    collapseBelow: {
      none: {},
      tablet: { '@media': { [mediaBelow.tablet]: { flexBasis: 'auto', flexShrink: 0, width: '100%' } } },
      desktop: { '@media': { [mediaBelow.desktop]: { flexBasis: 'auto', flexShrink: 0, width: '100%' } } },
    },
  },
  defaultVariants: { width: 'fluid', collapseBelow: 'none' },
});

export type ColumnVariants = NonNullable<RecipeVariants<typeof column>>;
