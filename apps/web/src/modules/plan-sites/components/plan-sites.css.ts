import { vars } from '@ooh/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const spread = style([row, { justifyContent: 'space-between' }]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const factName = style({
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const factValue = style({
  margin: 0,
  color: vars.color.text.primary,
  fontWeight: vars.typography.fontWeight.medium,
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const muted = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.feedback.info.surface,
  color: vars.color.feedback.info.text,
  border: `${vars.size.borderWidth} solid ${vars.color.feedback.info.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.typography.fontSize.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.feedback.danger.surface,
  color: vars.color.feedback.danger.text,
  border: `${vars.size.borderWidth} solid ${vars.color.feedback.danger.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.typography.fontSize.sm,
});

export const unsaved = style({
  color: vars.color.feedback.warning.text,
  backgroundColor: vars.color.feedback.warning.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.feedback.warning.border}`,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.typography.fontSize.sm,
});

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
  padding: vars.space.sm,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
});

export const numberCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

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

export const removeButton = style({
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.text.danger,
  background: 'none',
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.border.focus}` },
  },
});

export const columnList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(10rem, 1fr))',
  gap: vars.space.sm,
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
