import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.xs,
  },
});

const control = {
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
} as const;

export const item = recipe({
  base: {
    ...control,
    selectors: {
      '&:hover:not([data-selected])': { backgroundColor: vars.color.background.hover },
      '&[data-selected]': {
        backgroundColor: vars.color.background.selected,
        borderColor: vars.color.border.focus,
        color: vars.color.text.selected,
        fontWeight: vars.typography.fontWeight.bold,
        cursor: 'default',
      },
    },
  },
});

export const trigger = recipe({
  base: {
    ...control,
    color: vars.color.action.onGhost,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background.hover },
      '&:disabled, &[data-disabled]': {
        color: vars.color.text.secondary,
        opacity: 0.6,
        cursor: 'not-allowed',
      },
    },
  },
});

export const ellipsis = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.controlSm,
    color: vars.color.text.secondary,
  },
});
