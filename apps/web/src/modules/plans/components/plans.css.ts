import { vars } from '@ooh/ui/css';
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
