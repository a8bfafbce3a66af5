import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { type Tone, tones } from '../theme/tokens';

const badgeTones = Object.fromEntries(
  tones.map((tone) => [
    tone,
    {
      backgroundColor: vars.color.tone[tone].surface,
      color: vars.color.tone[tone].text,
      borderColor: vars.color.tone[tone].border,
    },
  ]),
) as Record<Tone, { backgroundColor: string; color: string; borderColor: string }>;

const dotTones = Object.fromEntries(
  tones.map((tone) => [tone, { backgroundColor: vars.color.tone[tone].border }]),
) as Record<Tone, { backgroundColor: string }>;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.normal,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: { tone: badgeTones },
  defaultVariants: { tone: 'neutral' },
});

/** A dot in the tone's strong colour: the tone shows even where the tinted surface is hard to tell apart. */
export const dot = recipe({
  base: {
    flexShrink: 0,
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.full,
  },
  variants: { tone: dotTones },
  defaultVariants: { tone: 'neutral' },
});

export const label = recipe({
  base: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

export type StatusBadgeVariants = NonNullable<RecipeVariants<typeof root>>;
