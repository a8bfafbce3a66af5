import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { control as fieldControl } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    // Holds the visually hidden label in place.
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
  },
});

/** The bordered box around the icon, the input and the clear button. */
export const control = recipe({
  base: [
    fieldControl(),
    {
      gap: vars.space.xs,
      paddingInlineStart: vars.space.sm,
      paddingInlineEnd: vars.space.xxs,
    },
  ],
});

export const searchIcon = recipe({
  base: {
    flexShrink: 0,
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.text.secondary,
  },
});

export const input = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    border: 'none',
    padding: 0,
    background: 'transparent',
    color: 'inherit',
    outline: 'none',
    appearance: 'none',
    '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
    selectors: {
      // The clear button below replaces the browser's own.
      '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  },
});

export const clearButton = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': {
        backgroundColor: vars.color.background.hover,
        color: vars.color.text.primary,
      },
    },
  },
});
