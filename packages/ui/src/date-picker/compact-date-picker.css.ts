import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

/**
 * The compact picker's one visible part: a small button showing the date as people read it, for a date in a
 * table cell where the column header is the label.
 */
export const trigger = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.xs,
    font: 'inherit',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'start',
    color: vars.color.text.primary,
    backgroundColor: vars.color.background.surface,
    border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background.hover },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.text.danger,
        borderWidth: vars.size.borderWidthThick,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.background.sunken,
        color: vars.color.text.secondary,
      },
    },
  },
});

export const placeholder = recipe({
  base: { color: vars.color.text.placeholder },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, color: vars.color.text.secondary },
});
