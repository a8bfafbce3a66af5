import { recipe } from '@vanilla-extract/recipes';
import { control as fieldControl } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

/** The bordered box holding the input and the stepper (Ark's Control part). */
export const control = recipe({
  base: [
    fieldControl(),
    {
      alignItems: 'stretch',
      paddingInlineEnd: 0,
      overflow: 'hidden',
    },
  ],
});

export const input = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    border: 'none',
    padding: 0,
    background: 'transparent',
    color: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    outline: 'none',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
});

/** The column of the increment and decrement triggers. */
export const stepper = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    flexShrink: 0,
    borderInlineStartWidth: vars.size.borderWidth,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: vars.color.border.subtle,
  },
});

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    flex: 1,
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.targetMin,
    paddingInline: vars.space.xs,
    border: 'none',
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '& + &': {
        borderTopWidth: vars.size.borderWidth,
        borderTopStyle: 'solid',
        borderTopColor: vars.color.border.subtle,
      },
      '&:hover:not([data-disabled])': {
        backgroundColor: vars.color.background.hover,
        color: vars.color.text.primary,
      },
      '&[data-disabled]': {
        opacity: 0.55,
        cursor: 'not-allowed',
      },
    },
  },
});
