import { vars } from '@ooh/ui/css';
import { recipe } from '@vanilla-extract/recipes';

/**
 * A tinted box on a tone's own surface, border and text colours. Box's backgrounds are the page's surfaces only
 * (no tone surfaces), so the callout keeps this one recipe until the design system has a notice of its own.
 */
export const callout = recipe({
  base: {
    margin: 0,
    padding: vars.space.md,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderRadius: vars.radius.md,
    fontSize: vars.typography.fontSize.sm,
    lineHeight: vars.typography.lineHeight.normal,
  },
  variants: {
    tone: {
      critical: {
        backgroundColor: vars.color.tone.critical.surface,
        borderColor: vars.color.tone.critical.border,
        color: vars.color.tone.critical.text,
      },
      info: {
        backgroundColor: vars.color.tone.info.surface,
        borderColor: vars.color.tone.info.border,
        color: vars.color.tone.info.text,
      },
    },
  },
});
