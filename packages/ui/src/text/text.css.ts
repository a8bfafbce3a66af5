import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { type Tone, tones } from '../theme/tokens';

const { fontSize, fontWeight, lineHeight } = vars.typography;

// Tone text colours are checked at 4.5:1 on every page background, in both themes (theme/contrast.test.ts).
const toneColors = Object.fromEntries(
  tones.map((tone) => [tone, { color: vars.color.tone[tone].text }]),
) as Record<Tone, { color: string }>;

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.typography.fontFamily.body,
    lineHeight: lineHeight.normal,
  },
  variants: {
    size: {
      xs: { fontSize: fontSize.xs },
      sm: { fontSize: fontSize.sm },
      md: { fontSize: fontSize.md },
      lg: { fontSize: fontSize.lg },
    },
    weight: {
      regular: { fontWeight: fontWeight.regular },
      medium: { fontWeight: fontWeight.medium },
      semibold: { fontWeight: fontWeight.semibold },
      bold: { fontWeight: fontWeight.bold },
    },
    tone: {
      primary: { color: vars.color.text.primary },
      secondary: { color: vars.color.text.secondary },
      ...toneColors,
    },
    truncate: {
      true: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
    /** Figures of equal width, so columns of numbers line up. */
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'primary', truncate: false, numeric: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
