import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

// No avatar sizes in the theme yet: the closest size and space tokens stand in (24, 32 and 48 px).
export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.sunken,
    color: vars.color.text.selected,
    fontFamily: vars.typography.fontFamily.body,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: vars.size.targetMin, height: vars.size.targetMin, fontSize: vars.typography.fontSize.xs },
      md: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: vars.typography.fontSize.sm },
      lg: { width: vars.space.xxxl, height: vars.space.xxxl, fontSize: vars.typography.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

// Ark hides whichever of the photo and the initials is not showing with the `hidden` attribute, which the global
// reset's `img { display: block }` would otherwise override.
export const image = recipe({
  base: {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});

export const fallback = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof root>>;
