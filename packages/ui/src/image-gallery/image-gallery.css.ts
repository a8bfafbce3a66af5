import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    color: vars.color.text.primary,
  },
});

export const toolbar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.lg,
  },
});

export const selectedCount = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  },
});

// No thumbnail size in the theme yet: the stat card's minimum width is the closest size token.
export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.statCardMin}, 1fr))`,
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    padding: vars.space.xs,
    backgroundColor: vars.color.background.surface,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.md,
    transitionProperty: 'border-color, box-shadow, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-selected]': {
        borderColor: vars.color.action.primary,
        backgroundColor: vars.color.background.selected,
        boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.action.primary}`,
      },
    },
  },
});

export const thumbnail = recipe({
  base: {
    ...focusRing,
    display: 'block',
    width: '100%',
    aspectRatio: '4 / 3',
    padding: 0,
    overflow: 'hidden',
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.sunken,
    cursor: 'zoom-in',
  },
});

export const thumbnailImage = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      'button:hover > &': { transform: 'scale(1.03)' },
    },
  },
});

export const meta = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    paddingInline: vars.space.xs,
    paddingBlockEnd: vars.space.xxs,
    minWidth: 0,
  },
});

export const caption = recipe({
  base: {
    margin: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.primary,
  },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.typography.fontSize.xs,
    color: vars.color.text.secondary,
  },
});

/** The selection checkbox, on a chip of its own so it reads on any photo. */
export const select = recipe({
  base: {
    position: 'absolute',
    top: vars.space.sm,
    insetInlineStart: vars.space.sm,
    zIndex: vars.zIndex.raised,
    display: 'flex',
    paddingInline: vars.space.xxs,
    backgroundColor: vars.color.background.surface,
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.md,
  },
});

export const backdrop = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    backgroundColor: vars.color.background.backdrop,
  },
});

export const positioner = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
  },
});

export const lightbox = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: `min(${vars.size.contentMax}, 100%)`,
    maxHeight: '100%',
    overflowY: 'auto',
    padding: vars.space.lg,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.primary,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
});

export const lightboxHeader = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
  },
});

export const lightboxTitle = recipe({
  base: {
    margin: 0,
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize.lg,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.tight,
  },
});

export const counter = recipe({
  base: {
    margin: 0,
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  },
});

export const closeTrigger = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    marginInlineStart: 'auto',
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    ':hover': { backgroundColor: vars.color.background.hover, color: vars.color.text.primary },
  },
});

export const figure = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    minHeight: 0,
  },
});

export const image = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    // Leaves room for the header, caption and buttons on a laptop screen.
    maxHeight: '65vh',
    objectFit: 'contain',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.sunken,
  },
});

export const figureCaption = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.primary,
    textAlign: 'center',
  },
});

export const lightboxFooter = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
  },
});

export const icon = recipe({
  base: {
    width: vars.size.iconMd,
    height: vars.size.iconMd,
  },
});
