import { vars } from '@ooh/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * What is left here is the site tables' own: the layout around them is composed of the design system's
 * primitives. A plan holds a few hundred rows, each with a dozen inputs, so the tables are plain HTML tables
 * (a DataTable with a design-system field per cell would mount a component machine each): their sticky header,
 * compact cells and inputs, and the row states (booked, group, subtotal, total) are styled here, which no
 * primitive expresses.
 */

/** A wide table scrolls sideways inside its own area; the header row stays in view while rows scroll. */
export const scrollArea = style({
  overflow: 'auto',
  maxHeight: '70vh',
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}` },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.primary,
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.raised,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.text.primary,
  textAlign: 'start',
  fontWeight: vars.typography.fontWeight.semibold,
  padding: vars.space.sm,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const numberHeader = style([headerCell, { textAlign: 'end' }]);

export const cell = style({
  // Row and group headers are th, centred by default: a city's name in a row as wide as the table was off screen.
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
});

export const numberCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const bookedRow = style({ color: vars.color.text.secondary });

export const groupCell = style([
  cell,
  {
    backgroundColor: vars.color.background.canvas,
    fontWeight: vars.typography.fontWeight.semibold,
  },
]);

export const subtotalCell = style([
  numberCell,
  { fontWeight: vars.typography.fontWeight.semibold, backgroundColor: vars.color.background.canvas },
]);

export const totalCell = style([
  numberCell,
  {
    fontWeight: vars.typography.fontWeight.bold,
    borderTop: `${vars.size.borderWidthThick} solid ${vars.color.border.strong}`,
    borderBottom: 'none',
  },
]);

/** The site's code, bold; it keeps the row's colour (a booked row is muted), which Text would override. */
export const siteName = style({ fontWeight: vars.typography.fontWeight.semibold });

/**
 * The table's own compact inputs: native date, number and select controls, one per cell, so a plan of a few
 * hundred rows stays light (a design-system field per cell would mount a component machine each).
 */
export const input = style({
  boxSizing: 'border-box',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  font: 'inherit',
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.text.danger,
      borderWidth: vars.size.borderWidthThick,
    },
    '&:disabled': { backgroundColor: vars.color.background.sunken, color: vars.color.text.secondary },
  },
});

export const dateInput = style([input, { width: '9.5rem' }]);
export const amountInput = style([input, { width: '8rem', textAlign: 'end' }]);
export const smallInput = style([input, { width: '4.5rem', textAlign: 'end' }]);

export const fieldError = style({
  display: 'block',
  marginTop: vars.space.xxs,
  maxWidth: '12rem',
  color: vars.color.text.danger,
  fontSize: vars.typography.fontSize.xs,
  whiteSpace: 'normal',
});

/** The hidden-columns chooser's group of checkboxes: a fieldset (for its accessible name) without its frame. */
export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

globalStyle(`${table} tbody tr:hover > td`, { backgroundColor: vars.color.background.hover });
