import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

/** A notification's card; the layout inside it is the design system's primitives. */
export const item = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.background.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

/** An unread notification is marked by a bar at its start, and in words for screen readers. */
export const unread = style({
  borderLeft: `${vars.size.borderWidthThick} solid ${vars.color.action.primary}`,
});

/** A notification title is an h2 for the outline, at body size: a page of them is a list, not sections. */
export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
});
