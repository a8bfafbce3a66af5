import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * The pay order document's preview: an iframe (PDF) or an image, which no layout primitive renders. The iframe
 * needs a height of its own to show a page; the image shrinks to the dialog on a narrow screen.
 */
export const preview = style({
  display: 'block',
  width: '100%',
  minHeight: '28rem',
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
