import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export const image = style({
  width: '100%',
  height: '100%',
  color: vars.color.text.secondary,
});

export const accent = style({
  color: vars.color.text.danger,
});
