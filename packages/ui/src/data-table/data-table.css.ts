import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { mediaBelow } from '../css/responsive';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
  },
});

export const toolbar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
  },
});

/**
 * The scroll container: the sticky header sticks to its top. Bounded to most of the viewport so a long page
 * of rows scrolls inside the table while the page's header and pagination stay in view.
 */
export const scrollArea = recipe({
  base: {
    ...focusRing,
    position: 'relative',
    overflow: 'auto',
    maxHeight: '70vh',
    backgroundColor: vars.color.background.surface,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.lg,
    '@media': {
      // On paper every row is printed: no scrolling, the table runs on over pages.
      print: { overflow: 'visible', maxHeight: 'none' },
    },
  },
});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.typography.fontSize.sm,
    lineHeight: vars.typography.lineHeight.normal,
    color: vars.color.text.primary,
    // A page is narrower than a screen: smaller print, so a wide table fits across it rather than being cut.
    '@media': { print: { fontSize: vars.typography.fontSize.xs } },
  },
});

/** Printed, cells sit closer: a portrait A4 page is narrower than a desk screen, and a wide table must fit across it. */
const printCell = { paddingInline: vars.space.xs } as const;

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  verticalAlign: 'middle',
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.subtle,
  '@media': { print: printCell },
} as const;

const alignVariants = {
  start: { textAlign: 'start' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
} as const;

export const headerCell = recipe({
  base: {
    ...cellBase,
    // Always on: the header stays in view while the body scrolls in the scroll area.
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.raised,
    backgroundColor: vars.color.background.sunken,
    color: vars.color.text.secondary,
    fontWeight: vars.typography.fontWeight.semibold,
    whiteSpace: 'nowrap',
    borderBottomColor: vars.color.border.strong,
    // Printed, the header repeats at the top of each page (the table-header-group) instead of sticking.
    '@media': { print: { ...printCell, position: 'static', whiteSpace: 'normal' } },
  },
  variants: {
    align: alignVariants,
    kind: {
      data: {},
      selection: { width: vars.size.controlMd, paddingInlineEnd: 0 },
    },
    sorted: {
      true: { color: vars.color.text.primary },
      false: {},
    },
  },
  defaultVariants: { align: 'start', kind: 'data', sorted: false },
});

export const sortButton = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.targetMin,
    verticalAlign: 'middle',
    marginInline: `calc(-1 * ${vars.space.xs})`,
    paddingInline: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: vars.color.background.hover, color: vars.color.text.primary },
  },
  variants: {
    align: {
      start: {},
      end: { flexDirection: 'row-reverse' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const sortIcon = recipe({
  base: {
    flexShrink: 0,
    width: vars.size.iconSm,
    height: vars.size.iconSm,
  },
  variants: {
    sorted: {
      true: { opacity: 1 },
      // Unsorted columns show a faint hint that they can be sorted.
      false: { opacity: 0.45 },
    },
  },
  defaultVariants: { sorted: false },
});

export const row = recipe({
  base: {
    // A printed row is never cut across two pages.
    '@media': { print: { breakInside: 'avoid' } },
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-selected]': { backgroundColor: vars.color.background.selected },
    },
  },
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          '&:hover:not([data-selected])': { backgroundColor: vars.color.background.hover },
          '&:focus-visible': {
            outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
            outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { interactive: false },
});

export const cell = recipe({
  base: {
    ...cellBase,
    selectors: {
      // The scroll area's border closes the table.
      'tr:last-child > &': { borderBottomWidth: 0 },
    },
  },
  variants: {
    align: alignVariants,
    kind: {
      data: {},
      selection: { width: vars.size.controlMd, paddingInlineEnd: 0 },
    },
  },
  compoundVariants: [
    {
      // On a phone a column of words keeps a readable width and the table scrolls sideways in its frame: the
      // browser shares a narrow table among its columns by their longest words, and names, places and dates
      // stood a word a line (rows of 140–270 px at 390 px). Numbers (`end`) keep their own width. A column's own
      // `minWidth` (a date range, a name) is set on its header and widens the column further.
      variants: { align: 'start', kind: 'data' },
      style: { '@media': { [mediaBelow.tablet]: { minWidth: vars.size.tableCellMin } } },
    },
  ],
  defaultVariants: { align: 'start', kind: 'data' },
});

export const emptyCell = recipe({
  base: {
    padding: 0,
  },
});

export const menuTriggerIcon = recipe({
  base: {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
  },
});

export const menuContent = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: vars.size.statCardMin,
    padding: vars.space.xs,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.primary,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    zIndex: vars.zIndex.dropdown,
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});

export const menuGroupLabel = recipe({
  base: {
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.semibold,
    color: vars.color.text.secondary,
  },
});

export const menuItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.typography.fontSize.sm,
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.background.hover },
      '&[data-disabled]': { color: vars.color.text.secondary, cursor: 'not-allowed' },
    },
  },
});

/** The box in front of a menu item: filled with a tick when the column is shown. */
export const menuItemBox = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderRadius: vars.radius.sm,
    color: vars.color.action.onPrimary,
    selectors: {
      '[data-state="checked"] > &': {
        backgroundColor: vars.color.action.primary,
        borderColor: vars.color.action.primary,
      },
    },
  },
});

export const menuItemIndicator = recipe({
  base: {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});
