import { vars } from '@ooh/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { SITE_MIN_WIDTH } from '../../kit/list/column-widths.ts';

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

/**
 * An inventory site's code over its name: as wide as the lists' site columns (kit `SITE_MIN_WIDTH`), not a word a
 * line (at 390 px the table gave it 109 px and a row stood 206 px tall).
 */
export const siteOptionCell = style([cell, { minWidth: SITE_MIN_WIDTH }]);

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

/*
 * The plan's own rows (issue 15): a planner sees a whole row at 1440 px. The table is as wide as its compact
 * columns and no wider; while it fits, the page is the only scroller and the header row sticks to the top of the
 * window. When it does not fit (a phone), its frame scrolls sideways on its own (`data-overflow`, set by
 * PlanSiteTable from the measured widths) and the site column stays at the left while the figures pass under it.
 */
export const planFrame = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  selectors: {
    '&[data-overflow]': { overflowX: 'auto', overscrollBehaviorX: 'contain' },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}` },
  },
});

export const planTable = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.typography.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

const compactCell = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
  textAlign: 'start',
} as const;

export const planHeader = style({
  ...compactCell,
  position: 'sticky',
  top: 0,
  // Above the body's sticky site cells when rows pass under the header.
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.background.sunken,
  fontWeight: vars.typography.fontWeight.semibold,
  verticalAlign: 'bottom',
  lineHeight: vars.typography.lineHeight.tight,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
});

export const planNumberHeader = style([planHeader, { textAlign: 'end' }]);

/** The site column, header and cells: it stays at the left when the table scrolls sideways. */
const stickySite = {
  position: 'sticky',
  left: 0,
  width: '11rem',
  minWidth: '11rem',
  maxWidth: '11rem',
  borderRight: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
} as const;

// Above the other header cells, which pass under it when the table scrolls sideways.
export const planSiteHeader = style([planHeader, stickySite, { zIndex: `calc(${vars.zIndex.sticky} + 1)` }]);

export const planSiteCell = style({
  ...compactCell,
  ...stickySite,
  zIndex: vars.zIndex.raised,
  backgroundColor: vars.color.background.surface,
  fontWeight: vars.typography.fontWeight.regular,
  // Words wrap between words, never letter by letter.
  overflowWrap: 'normal',
  wordBreak: 'normal',
});

/** The site cell's content: its checkbox beside the code, name and where. */
export const siteLayout = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

export const siteText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The site's name: two lines at most (the whole name stays in the cell's text and its title). */
export const siteNameLine = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

/** Where the site is and what it is: one line, cut with an ellipsis. */
export const siteWhereLine = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The row's days, under its dates. */
export const daysLine = style({
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.xs,
  textAlign: 'end',
});

export const planCell = style(compactCell);

export const planNumberCell = style([planCell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

/** Two controls of one cell, one above the other (start over end, printing over mounting, spot over loop). */
export const stacked = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  alignItems: 'stretch',
});

export const stackedHeader = style({ display: 'flex', flexDirection: 'column' });

/** A city's row and its subtotal's label: the words stay at the left edge, whatever the table's width. */
export const planGroupCell = style([
  planCell,
  {
    textAlign: 'start',
    backgroundColor: vars.color.background.canvas,
    fontWeight: vars.typography.fontWeight.semibold,
    paddingBlock: vars.space.sm,
  },
]);

export const planSubtotalLabel = style([
  planCell,
  {
    textAlign: 'start',
    fontWeight: vars.typography.fontWeight.semibold,
    backgroundColor: vars.color.background.canvas,
  },
]);

/** Inside a row-wide cell: sticks to the left while the figures scroll sideways. */
export const stickyLabel = style({
  position: 'sticky',
  left: vars.space.xs,
  display: 'inline-block',
});

export const planSubtotalCell = style([
  planNumberCell,
  { fontWeight: vars.typography.fontWeight.semibold, backgroundColor: vars.color.background.canvas },
]);

export const planTotalLabel = style([
  planCell,
  {
    textAlign: 'start',
    fontWeight: vars.typography.fontWeight.bold,
    backgroundColor: vars.color.background.surface,
    borderTop: `${vars.size.borderWidthThick} solid ${vars.color.border.strong}`,
    borderBottom: 'none',
  },
]);

export const planTotalCell = style([
  planNumberCell,
  {
    fontWeight: vars.typography.fontWeight.bold,
    borderTop: `${vars.size.borderWidthThick} solid ${vars.color.border.strong}`,
    borderBottom: 'none',
  },
]);

/** The compact number inputs: as wide as their figures, no spinner (arrows and typing still work). */
const compactInput = style([
  input,
  {
    width: '100%',
    paddingInline: vars.space.xs,
    textAlign: 'end',
    MozAppearance: 'textfield',
    selectors: {
      '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
    },
  },
]);

export const rateInput = style([compactInput, { minWidth: '4.75rem' }]);
export const percentInput = style([compactInput, { minWidth: '2.75rem' }]);
export const mountingInput = style([compactInput, { minWidth: '4.25rem' }]);
export const slotInput = style([compactInput, { minWidth: '2.75rem' }]);
export const dateCell = style({ minWidth: '6.75rem' });
export const lineTypeCell = style({ minWidth: '4.5rem' });
