import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const figure = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    minWidth: 0,
    '@media': {
      // A chart is read whole: never split across two printed pages.
      print: { breakInside: 'avoid' },
    },
  },
});

export const caption = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.semibold,
    color: vars.color.text.primary,
  },
});

/** The drawing fills its figure's width; its height follows the number of bars. */
export const plot = recipe({
  base: {
    display: 'block',
    width: '100%',
    overflow: 'visible',
  },
});

export const label = recipe({
  base: {
    fill: vars.color.text.primary,
    fontSize: vars.typography.fontSize.sm,
  },
});

export const value = recipe({
  base: {
    fill: vars.color.text.secondary,
    fontSize: vars.typography.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
  },
});

export const track = recipe({
  base: {
    fill: vars.color.background.sunken,
  },
});

export const bar = recipe({
  base: {
    fill: vars.color.action.primary,
    '@media': {
      // Printers may drop background colours but keep fills; a dark fill survives greyscale.
      print: { fill: vars.color.text.primary },
    },
  },
});

/**
 * The table that is the chart's text alternative: read by assistive technology, not shown. The same rules as
 * `visuallyHidden` (css/helpers.css.ts), kept here: importing that shared style from a lazy chart put a chunk of
 * its own on the sign-in route, whose budget has no room for it.
 */
export const alternative = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
