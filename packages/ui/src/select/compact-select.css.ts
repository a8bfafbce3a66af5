import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

/** The compact select's button: small, for a choice in a table cell where the column header is the label. */
export const trigger = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xxs,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.xs,
    font: 'inherit',
    whiteSpace: 'nowrap',
    textAlign: 'start',
    color: vars.color.text.primary,
    backgroundColor: vars.color.background.surface,
    border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background.hover },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.background.sunken,
        color: vars.color.text.secondary,
      },
    },
  },
});

export const indicator = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.text.secondary,
  },
});
