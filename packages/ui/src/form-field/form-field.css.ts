import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
  },
});

export const label = recipe({
  base: {
    display: 'inline-flex',
    gap: vars.space.xxs,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
    selectors: {
      '&[data-disabled]': { color: vars.color.text.secondary },
    },
  },
});

export const requiredIndicator = recipe({
  base: {
    color: vars.color.text.danger,
  },
});

export const hint = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
  },
});

export const error = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    color: vars.color.text.danger,
  },
});

/**
 * The bordered box of a text-like control. Used on the input itself (TextField) or on a wrapper holding the
 * input and its buttons (PasswordInput), hence `:focus-within`.
 */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.md,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.primary,
    fontSize: vars.typography.fontSize.md,
    lineHeight: vars.typography.lineHeight.normal,
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
    selectors: {
      '&:focus-visible, &:focus-within': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      '&[data-invalid]': {
        borderColor: vars.color.action.danger,
        boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.action.danger}`,
      },
      '&:disabled, &[data-disabled]': {
        backgroundColor: vars.color.background.sunken,
        color: vars.color.text.secondary,
        cursor: 'not-allowed',
      },
    },
  },
});

/** The "n / max" character counter under a limited text field (character-count.tsx). */
export const counter = recipe({
  base: {
    position: 'relative',
    alignSelf: 'flex-end',
    fontSize: vars.typography.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.secondary,
    selectors: {
      '&[data-at-limit]': {
        color: vars.color.text.danger,
        fontWeight: vars.typography.fontWeight.medium,
      },
    },
  },
});
