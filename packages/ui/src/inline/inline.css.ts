import { recipe } from '@vanilla-extract/recipes';

/** The row itself; direction, wrapping, gap and alignment come from the sprinkles (responsive). */
export const root = recipe({
  base: { margin: 0, padding: 0, listStyle: 'none', minWidth: 0 },
});

/** A list item keeps its child's own width. */
export const item = recipe({
  base: { minWidth: 0 },
});
