import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../css/helpers.css';
import { error as fieldError, hint as fieldHint } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
  },
});

/** Ark's Root is the `<label>` around the box and its text: the whole line is the click target. */
export const item = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    alignSelf: 'flex-start',
    minHeight: vars.size.targetMin,
    minWidth: vars.size.targetMin,
    justifyContent: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
});

export const control = recipe({
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
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.surface,
    color: vars.color.action.onPrimary,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text.primary },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        backgroundColor: vars.color.action.primary,
        borderColor: vars.color.action.primary,
      },
      '&[data-state="checked"][data-hover]:not([data-disabled]), &[data-state="indeterminate"][data-hover]:not([data-disabled])':
        {
          backgroundColor: vars.color.action.primaryHover,
          borderColor: vars.color.action.primaryHover,
        },
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      '&[data-invalid]': {
        borderColor: vars.color.action.danger,
        boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.action.danger}`,
      },
      '&[data-disabled]': { opacity: 0.55 },
    },
  },
});

export const indicator = recipe({
  base: {
    display: 'inline-flex',
    width: '100%',
    height: '100%',
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});

export const label = recipe({
  base: {
    fontSize: vars.typography.fontSize.md,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
    selectors: {
      '&[data-disabled]': { color: vars.color.text.secondary },
    },
  },
  variants: {
    visible: {
      true: {},
      false: [visuallyHidden],
    },
  },
  defaultVariants: { visible: true },
});

/** Hint and error line up with the label text, past the box. */
const besideControl = {
  paddingInlineStart: `calc(${vars.size.iconSm} + ${vars.space.sm})`,
};

export const hint = recipe({
  base: [fieldHint(), besideControl],
});

export const error = recipe({
  base: [fieldError(), besideControl],
});
