import { vars } from '@ooh/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The map's frame; MapLibre fills it (its height comes from the `height` prop). */
export const frame = style({
  position: 'relative',
  width: '100%',
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.background.sunken,
});

/** The canvas shows where the keyboard is: MapLibre's own canvas takes the focus ring of the app. */
globalStyle(`${frame} .maplibregl-canvas:focus-visible`, {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
  outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
});

/** MapLibre's popup in the theme's colours (its stylesheet paints it white). */
globalStyle(`${frame} .maplibregl-popup-content`, {
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  paddingRight: vars.space.xl,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.sm,
});
/** The popup's tip is a border triangle: the side of it that shows faces away from the anchor. */
const tipSide = {
  top: 'borderBottomColor',
  'top-left': 'borderBottomColor',
  'top-right': 'borderBottomColor',
  bottom: 'borderTopColor',
  'bottom-left': 'borderTopColor',
  'bottom-right': 'borderTopColor',
  left: 'borderRightColor',
  right: 'borderLeftColor',
} as const;
for (const [anchor, border] of Object.entries(tipSide)) {
  globalStyle(`${frame} .maplibregl-popup-anchor-${anchor} .maplibregl-popup-tip`, {
    [border]: vars.color.background.raised,
  });
}
globalStyle(`${frame} .maplibregl-popup-close-button`, {
  color: vars.color.text.primary,
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  fontSize: vars.typography.fontSize.lg,
});
/** The attribution of a configured basemap, readable on either theme. */
globalStyle(`${frame} .maplibregl-ctrl-attrib`, {
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
});
globalStyle(`${frame} .maplibregl-ctrl-attrib a`, { color: vars.color.text.link });

/** A cluster: a round button with how many sites it holds; pressing it zooms in to them. */
export const cluster = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '32px',
  minHeight: '32px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.background.surface}`,
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.onPrimary,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.action.primaryHover },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[data-size="md"]': { minWidth: '40px', minHeight: '40px', fontSize: vars.typography.fontSize.sm },
    '&[data-size="lg"]': { minWidth: '48px', minHeight: '48px', fontSize: vars.typography.fontSize.sm },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.primary,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/**
 * A medium's colour as a legend key: a filled square with a hairline edge. (A dot in a ring, as the points are
 * drawn, read as a radio button beside the List | Map choice.)
 */
export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '2px',
  boxShadow: `0 0 0 1px ${vars.color.border.strong}`,
  flexShrink: 0,
});

export const siteList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '320px',
  overflowY: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const siteListItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.primary,
  selectors: {
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border.subtle}` },
  },
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const facts = style({ color: vars.color.text.secondary });

export const popupTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const popupFacts = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  color: vars.color.text.secondary,
});
