import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * The sites of a city as tiles of photos, as many as fit (one on a phone). No primitive lays out a grid of cards
 * wider than a stat card, nor frames a photo.
 */
export const siteGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const siteCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
});

/** The photo's frame: 4:3 like most phone photos, the same size whether there is a photo or not. */
export const photoFrame = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: vars.space.sm,
});

export const photo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const progress = style({
  width: '100%',
  height: vars.space.sm,
  accentColor: vars.color.tone.info.border,
});
