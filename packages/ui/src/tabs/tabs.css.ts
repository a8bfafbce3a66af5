import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
});

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xs,
    overflowX: 'auto',
    borderBottomWidth: vars.size.borderWidth,
    borderBottomStyle: 'solid',
    borderBottomColor: vars.color.border.subtle,
  },
});

export const trigger = recipe({
  base: {
    ...focusRing,
    // Holds the visually hidden name.
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.md,
    // The selected tab's underline sits on the list's border.
    marginBottom: `calc(${vars.size.borderWidth} * -1)`,
    border: 'none',
    borderBottomWidth: vars.size.borderWidthThick,
    borderBottomStyle: 'solid',
    borderBottomColor: 'transparent',
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, border-color, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    ':focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(${vars.size.focusRingWidth} * -1)`,
    },
    selectors: {
      '&:hover:not([data-disabled]):not([data-selected])': {
        color: vars.color.text.primary,
        backgroundColor: vars.color.background.hover,
      },
      '&[data-selected]': {
        color: vars.color.text.primary,
        fontWeight: vars.typography.fontWeight.semibold,
        borderBottomColor: vars.color.action.primary,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        opacity: 0.6,
      },
    },
  },
});

/** The count beside a tab's label; part of the tab's accessible name ('New, 7'). */
export const count = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.targetMin,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.sunken,
    color: vars.color.text.secondary,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.normal,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '[data-selected] > &': {
        backgroundColor: vars.color.background.selected,
        color: vars.color.text.selected,
      },
    },
  },
});

export const content = recipe({
  base: {
    ...focusRing,
    paddingTop: vars.space.lg,
  },
});
