import { vars } from '@ooh/ui/css';
import { style } from '@vanilla-extract/css';

/** Pages outside the shell (sign-in, diagnostics, attach-plan) get their own main landmark. */
export const standaloneMain = style({
  minHeight: '100vh',
  padding: vars.space.xl,
  backgroundColor: vars.color.background.canvas,
  color: vars.color.text.primary,
  outline: 'none',
});

export const standaloneContent = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
});
