import { vars } from '@ooh/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

// A primitive cannot size an image: the sighting's thumbnail in its table cell, and the report's photo cards.
export const thumbnail = style({
  display: 'block',
  width: '6rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const cardPhoto = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.background.sunken,
});

// The head-to-head chart's paired bars (the kit's BarChart draws one bar a row): a track each, its width the share
// of the row's larger count. Hidden from assistive technology; the report's table is its text.
export const pairTrack = style({
  height: '0.75rem',
  borderRadius: vars.radius.sm,
  background: vars.color.background.sunken,
  overflow: 'hidden',
});

export const theirBar = style({
  height: '100%',
  background: vars.color.action.primary,
});

export const ourBar = style({
  height: '100%',
  background: vars.color.text.secondary,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.sm,
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xs,
});

// The inventory picker's results: a list of rows without bullets (a bullet stood before each Add button), each row
// ruled off from the one above, so on a phone an Add button reads as its own site's.
export const pickerList = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

globalStyle(`${pickerList} > li + li`, {
  borderTop: `1px solid ${vars.color.border.subtle}`,
  paddingTop: vars.space.sm,
});
