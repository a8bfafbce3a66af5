import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import {
  control as fieldControl,
  error as fieldError,
  hint as fieldHint,
  label as fieldLabel,
  requiredIndicator as fieldRequiredIndicator,
} from '../form-field/form-field.css';
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
  base: [fieldLabel()],
});

export const requiredIndicator = recipe({
  base: [fieldRequiredIndicator()],
});

/** The bordered box holding the input(s) and the buttons; invalid comes from the field, not from Ark. */
export const control = recipe({
  base: [
    fieldControl(),
    {
      gap: vars.space.xs,
      paddingInlineEnd: vars.space.xxs,
    },
  ],
});

/** The input(s), taking the room the buttons leave. */
export const inputs = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    flex: 1,
    minWidth: 0,
    gap: vars.space.xs,
  },
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
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    outline: 'none',
    '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  variants: {
    // A range's two dates sit side by side at the width of one date (in the font's digits), dash between.
    width: {
      fill: {},
      date: { flex: '0 1 auto', width: '12ch' },
    },
  },
  defaultVariants: { width: 'fill' },
});

export const rangeSeparator = recipe({
  base: {
    color: vars.color.text.secondary,
  },
});

/** The calendar and clear buttons inside the control, and the previous/next buttons of the calendar. */
export const iconTrigger = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.controlSm,
    minHeight: vars.size.controlSm,
    padding: 0,
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
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
      '&[hidden]': { display: 'none' },
    },
  },
});

export const hint = recipe({
  base: [fieldHint()],
});

export const error = recipe({
  base: [fieldError()],
});

/** Ark copies the content's z-index to the positioner, so the layer is set here. */
export const content = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.popup,
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.md,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.primary,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});

export const view = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});

export const viewControl = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
  },
});

export const viewTrigger = recipe({
  base: {
    ...focusRing,
    flex: 1,
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.primary,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.semibold,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background.hover },
      '&:disabled': { cursor: 'default' },
    },
  },
});

export const table = recipe({
  base: {
    borderCollapse: 'collapse',
    width: '100%',
  },
});

export const tableHeader = recipe({
  base: {
    paddingBlock: vars.space.xs,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.medium,
    color: vars.color.text.secondary,
    textAlign: 'center',
  },
});

export const tableCell = recipe({
  base: {
    padding: vars.space.none,
    textAlign: 'center',
  },
});

export const cellTrigger = recipe({
  base: {
    ...focusRing,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: vars.size.controlSm,
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    fontSize: vars.typography.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&:hover:not([data-disabled])': { backgroundColor: vars.color.background.hover },
      '&[data-today]': {
        fontWeight: vars.typography.fontWeight.bold,
        textDecoration: 'underline',
        textUnderlineOffset: vars.space.xxs,
      },
      '&[data-in-hover-range]': { backgroundColor: vars.color.background.hover, borderRadius: 0 },
      '&[data-in-range]': {
        backgroundColor: vars.color.background.selected,
        color: vars.color.text.selected,
        borderRadius: 0,
      },
      '&[data-selected], &[data-range-start], &[data-range-end]': {
        backgroundColor: vars.color.action.primary,
        color: vars.color.action.onPrimary,
        borderRadius: vars.radius.md,
      },
      '&[data-selected]:hover:not([data-disabled])': { backgroundColor: vars.color.action.primaryHover },
      '&[data-unavailable]': { textDecoration: 'line-through' },
      // Neighbouring months' days stay plain even inside a range; their own month shows it.
      '&[data-outside-range]': { backgroundColor: 'transparent', color: vars.color.text.secondary },
      // Days of the neighbouring months and days out of min/max: shown for orientation, not choosable.
      '&[data-disabled]': { color: vars.color.text.secondary, opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    view: {
      day: { width: vars.size.controlSm },
      month: { width: '100%', paddingInline: vars.space.sm },
      year: { width: '100%', paddingInline: vars.space.md },
    },
  },
  defaultVariants: { view: 'day' },
});
