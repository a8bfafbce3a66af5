import { recipe } from '@vanilla-extract/recipes';
import { control } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

/** The form holding the dialog's parts lays them out as the dialog panel would. */
export const form = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  },
});

export const reason = recipe({
  base: [
    control(),
    {
      minHeight: `calc(${vars.size.controlMd} * 2)`,
      paddingBlock: vars.space.sm,
      resize: 'vertical',
      fontFamily: vars.typography.fontFamily.body,
      selectors: {
        '&[readonly]': { backgroundColor: vars.color.background.sunken },
      },
    },
  ],
});

/** The failure of the last attempt (e.g. the server's refusal), shown above the actions. */
export const error = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.feedback.danger.border,
    borderInlineStartWidth: vars.size.borderWidthThick,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.feedback.danger.surface,
    color: vars.color.feedback.danger.text,
    fontSize: vars.typography.fontSize.sm,
    lineHeight: vars.typography.lineHeight.normal,
  },
});

export const errorIcon = recipe({
  base: {
    flexShrink: 0,
    width: vars.size.iconMd,
    height: vars.size.iconMd,
  },
});
