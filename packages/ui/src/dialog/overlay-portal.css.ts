import { recipe } from '@vanilla-extract/recipes';

/** The layer takes no room; its overlays position themselves (fixed or by Ark's positioner). */
export const layer = recipe({
  base: {
    display: 'contents',
  },
});
