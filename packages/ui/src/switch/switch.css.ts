import { recipe } from '@vanilla-extract/recipes';
import { hint as fieldHint } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

export const field = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
  },
});

/** Ark's Root is the `<label>` around the track and its text: the whole line is the click target. */
export const root = recipe({
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

/** The track: two thumbs wide. */
export const control = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    boxSizing: 'content-box',
    width: `calc(${vars.size.iconSm} * 2)`,
    height: vars.size.iconSm,
    padding: vars.space.xxs,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.sunken,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text.primary },
      '&[data-state="checked"]': {
        backgroundColor: vars.color.action.primary,
        borderColor: vars.color.action.primary,
      },
      '&[data-state="checked"][data-hover]:not([data-disabled])': {
        backgroundColor: vars.color.action.primaryHover,
        borderColor: vars.color.action.primaryHover,
      },
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      '&[data-disabled]': { opacity: 0.55 },
    },
  },
});

export const thumb = recipe({
  base: {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.text.secondary,
    boxShadow: vars.shadow.sm,
    transitionProperty: 'translate, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-state="checked"]': {
        translate: `${vars.size.iconSm} 0`,
        backgroundColor: vars.color.action.onPrimary,
      },
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
});

/** The hint lines up with the label text, past the track. */
export const hint = recipe({
  base: [
    fieldHint(),
    {
      paddingInlineStart: `calc(${vars.size.iconSm} * 2 + ${vars.space.xxs} * 2 + ${vars.size.borderWidth} * 2 + ${vars.space.sm})`,
    },
  ],
});
