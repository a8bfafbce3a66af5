import { recipe } from '@vanilla-extract/recipes';
import {
  error as fieldError,
  hint as fieldHint,
  label as fieldLabel,
  requiredIndicator as fieldRequiredIndicator,
} from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

export const field = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
  },
});

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
  },
});

export const label = recipe({
  base: [fieldLabel()],
});

export const requiredIndicator = recipe({
  base: [fieldRequiredIndicator()],
});

export const items = recipe({
  base: {
    display: 'flex',
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.xxs },
      horizontal: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.lg,
        rowGap: vars.space.xxs,
      },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** Ark's Item is the `<label>` around the circle and its text: the whole line is the click target. */
export const item = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    alignSelf: 'flex-start',
    minHeight: vars.size.targetMin,
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
});

export const itemControl = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.surface,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text.primary },
      // The dot: a thick inset ring of the primary colour around the surface colour.
      '&[data-state="checked"]': {
        borderColor: vars.color.action.primary,
        boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.action.primary}`,
      },
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      '&[data-invalid]': { borderColor: vars.color.action.danger },
      '&[data-invalid][data-state="checked"]': {
        boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.action.danger}`,
      },
      '&[data-disabled]': { opacity: 0.55 },
    },
  },
});

export const itemText = recipe({
  base: {
    fontSize: vars.typography.fontSize.md,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
    selectors: {
      '&[data-disabled]': { color: vars.color.text.secondary },
    },
  },
});

export const hint = recipe({
  base: [fieldHint()],
});

export const error = recipe({
  base: [fieldError()],
});
