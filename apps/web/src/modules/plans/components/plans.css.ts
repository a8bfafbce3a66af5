import { focusRing, vars, visuallyHidden } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * The city filter in the Sites card's header: a Select there is as wide as its chosen city, so it would jump as
 * the city changes; no primitive sets a minimum width.
 */
export const cityFilter = style({ minWidth: '14rem' });

/**
 * One version in the history: a thick rule down its start edge ties its lines together. Box draws whole borders
 * only, not one edge.
 */
export const timelineEntry = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.size.borderWidthThick} solid ${vars.color.border.strong}`,
});

/*
 * The plan view's site table: one table for every city, so the columns line up from city to city, with a city
 * row above each city's sites and a subtotal row under them (issue 15). The DataTable cannot group rows and keeps
 * its rows in a scroll box of its own; this table runs with the page instead: it scrolls only sideways, and only
 * when the screen is narrower than the table (a phone), never at a desk screen's width.
 */

/** Sideways scrolling when the screen is narrower than the table; the page scrolls it down. */
export const sitesScroll = style({
  ...focusRing,
  overflowX: 'auto',
  minWidth: 0,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  '@media': { print: { overflow: 'visible' } },
});

export const sitesTable = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  // Small type, as dense data tables set it: a plan with every column visible then fits a desk screen.
  fontSize: vars.typography.fontSize.xs,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.text.primary,
});

const sitesCell = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.subtle,
  textAlign: 'start',
  verticalAlign: 'top',
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.sm },
    '&:last-child': { paddingInlineEnd: vars.space.sm },
  },
  // A figure, a date range or a short word never breaks; only the site column wraps (sitesSiteCell).
  whiteSpace: 'nowrap',
} as const;

/** Column headers may take two lines ("Printing rate / sq ft"): the figures under them stay on one. */
export const sitesHeaderCell = style({
  ...sitesCell,
  verticalAlign: 'bottom',
  whiteSpace: 'normal',
  backgroundColor: vars.color.background.sunken,
  color: vars.color.text.secondary,
  fontWeight: vars.typography.fontWeight.semibold,
  borderBottomColor: vars.color.border.strong,
});

export const sitesCellStyle = style(sitesCell);

/** The site, with its code, location and medium under its name: the one column that may wrap. */
export const sitesSiteCell = style({ ...sitesCell, whiteSpace: 'normal', minWidth: '9rem' });

/** Figures line up on their last digit. */
export const sitesNumeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** The city row: the city, its region and its site count across the whole table. */
export const sitesCityCell = style({
  ...sitesCell,
  paddingBlockStart: vars.space.md,
  backgroundColor: vars.color.background.canvas,
  fontSize: vars.typography.fontSize.sm,
  textAlign: 'start',
  fontWeight: vars.typography.fontWeight.semibold,
  borderBottomColor: vars.color.border.strong,
});

/** A city's subtotal and the plan's total: set apart from the sites above them. */
export const sitesSubtotalCell = style({
  ...sitesCell,
  backgroundColor: vars.color.background.sunken,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const sitesTotalCell = style({
  ...sitesCell,
  backgroundColor: vars.color.background.sunken,
  fontWeight: vars.typography.fontWeight.bold,
  borderTopWidth: vars.size.borderWidthThick,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border.strong,
  borderBottomWidth: 0,
});

export const visuallyHiddenLabel = visuallyHidden;

export const siteName = style({ display: 'block', fontWeight: vars.typography.fontWeight.medium });

/** The site's code, location and medium under its name (and their names under the column's). */
export const siteDetails = style({
  display: 'block',
  marginBlockStart: vars.space.xxs,
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.text.secondary,
});

export const cityFacts = style({
  marginInlineStart: vars.space.sm,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.text.secondary,
});

/** A cell's figure; what qualifies it goes on the line under it (siteDetails). */
export const firstLine = style({ display: 'block' });
