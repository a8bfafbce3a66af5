import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { control as fieldControl } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

/** The bordered box around the input and its buttons (Ark's Control part). */
export const control = recipe({
  base: [
    fieldControl(),
    {
      gap: vars.space.xxs,
      paddingInlineEnd: vars.space.xxs,
    },
  ],
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
    '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
});

/** The clear and open buttons inside the box. */
export const button = recipe({
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
      '&[hidden]': { display: 'none' },
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.background.hover,
        color: vars.color.text.primary,
      },
      '&:disabled': { cursor: 'not-allowed' },
      '&[data-state="open"]': { transform: 'rotate(180deg)' },
    },
  },
});
