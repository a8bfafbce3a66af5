import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { control as fieldControl } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

/** The bordered box around the input and the visibility toggle (Ark's Control part). */
export const control = recipe({
  base: [
    fieldControl(),
    {
      gap: vars.space.xs,
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
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
});

export const visibilityTrigger = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.controlSm,
    minHeight: vars.size.controlSm,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.background.hover,
        color: vars.color.text.primary,
      },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
});

export const indicator = recipe({
  base: {
    display: 'inline-flex',
    width: vars.size.iconMd,
    height: vars.size.iconMd,
  },
});

export const icon = recipe({
  base: {
    width: '100%',
    height: '100%',
  },
});
