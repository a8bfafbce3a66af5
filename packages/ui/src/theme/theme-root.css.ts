import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** When the theme is scoped to a wrapper, the wrapper paints what <html> paints otherwise. */
export const wrapper = style({
  backgroundColor: vars.color.background.canvas,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily.body,
});
