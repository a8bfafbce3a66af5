import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

export { actions, errorText, stack, summary, toolbar } from '../../screen/screen.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
