import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';
import { type Tone, tones } from '../theme/tokens';

const toneVariants = Object.fromEntries(
  tones.map((tone) => [tone, { borderInlineStartColor: vars.color.tone[tone].border }]),
) as Record<Tone, { borderInlineStartColor: string }>;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: vars.size.statCardMin,
    // The value's size follows the card's width (below), so a long figure such as "PKR 12,345,678" shrinks to fit
    // instead of being cut off.
    containerType: 'inline-size',
    padding: vars.space.xl,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.primary,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderInlineStartWidth: vars.size.borderWidthThick,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    textDecoration: 'none',
  },
  variants: {
    tone: toneVariants,
    interactive: {
      true: {
        ...focusRing,
        cursor: 'pointer',
        transitionProperty: 'box-shadow, background-color',
        transitionDuration: vars.motion.duration.fast,
        transitionTimingFunction: vars.motion.easing.standard,
        ':hover': { backgroundColor: vars.color.background.hover, boxShadow: vars.shadow.md },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', interactive: false },
});

export const label = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    color: vars.color.text.secondary,
  },
});

export const value = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.typography.fontSize.xxxl,
    fontSize: `clamp(${vars.typography.fontSize.lg}, 11cqi, ${vars.typography.fontSize.xxxl})`,
    overflowWrap: 'anywhere',
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.primary,
  },
});

export const description = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
  },
});

export type StatCardVariants = NonNullable<RecipeVariants<typeof root>>;
