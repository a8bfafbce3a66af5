import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export {
  actions,
  errorText,
  factName,
  factRow,
  facts,
  factValue,
  stack,
  summary,
  toolbar,
} from '../../screen/screen.css.ts';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const preview = style({
  display: 'block',
  width: '100%',
  minHeight: '32rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});

export const previewImage = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

export const linkForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const linkFormRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '40rem',
});

export const linkTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
});
