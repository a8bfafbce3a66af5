import { focusRing, vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

/*
 * The lifecycle diagram is an SVG drawn from the machine (no primitive draws one): its colours are the theme's, so
 * it follows light and dark mode; on a phone it scrolls in its own region instead of widening the page.
 */

export const diagramScroll = style({
  ...focusRing,
  overflow: 'auto',
  maxWidth: '100%',
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
});

/** At its own size on every screen (never shrunk to the width, where its words would be too small to read). */
export const diagram = style({
  display: 'block',
  maxWidth: 'none',
  fontFamily: vars.typography.fontFamily.body,
});

export const stateBox = style({
  fill: vars.color.background.raised,
  stroke: vars.color.border.strong,
  strokeWidth: 1.5,
});

/** The simulator's current state. */
export const stateBoxCurrent = style({
  fill: vars.color.background.selected,
  stroke: vars.color.border.focus,
  strokeWidth: 3,
});

export const stateTitle = style({ fill: vars.color.text.primary, fontWeight: 600, fontSize: '13px' });
export const stateCount = style({ fill: vars.color.text.secondary, fontSize: '12px' });

export const edgePath = style({ fill: 'none', stroke: vars.color.border.strong, strokeWidth: 1.5 });
export const arrowHead = style({ fill: vars.color.border.strong });
export const edgeLabelBack = style({ fill: vars.color.background.surface, opacity: 0.92 });
export const edgeLabel = style({ fill: vars.color.text.secondary, fontSize: '12px' });
export const startDot = style({ fill: vars.color.text.primary });

/** The simulator's buttons and its log: the buttons wrap on a phone. */
export const log = style({ margin: 0, paddingInlineStart: vars.space.xl });
