import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const link = recipe({
  base: {
    ...focusRing,
    color: vars.color.text.link,
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    ':hover': { color: vars.color.text.linkHover },
  },
  variants: {
    variant: {
      // In running text a link must not be told apart by colour alone (WCAG 1.4.1): always underlined.
      inline: { textDecoration: 'underline' },
      // On its own (a "View all" next to a table), the underline shows on hover and focus.
      standalone: {
        fontWeight: vars.typography.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
