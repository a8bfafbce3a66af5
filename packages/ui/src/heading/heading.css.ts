import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaFrom } from '../css/responsive';
import { vars } from '../theme/contract.css';

const { fontSize, fontWeight } = vars.typography;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.typography.fontFamily.heading,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
    // The app moves focus to a new page's h1 (tabindex -1) for screen readers; no ring on a heading nobody tabbed to.
    selectors: { '&[tabindex="-1"]:focus': { outline: 'none' } },
  },
  variants: {
    level: {
      // A page title is a size smaller on a phone, where it would otherwise wrap on most titles.
      1: {
        fontSize: fontSize.xxl,
        fontWeight: fontWeight.bold,
        '@media': { [mediaFrom.tablet]: { fontSize: fontSize.xxxl } },
      },
      2: { fontSize: fontSize.xl, fontWeight: fontWeight.semibold },
      3: { fontSize: fontSize.lg, fontWeight: fontWeight.semibold },
      4: { fontSize: fontSize.md, fontWeight: fontWeight.semibold },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { truncate: false },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
