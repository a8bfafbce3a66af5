import { recipe } from '@vanilla-extract/recipes';
import { control } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

export const textarea = recipe({
  base: [
    control(),
    {
      display: 'block',
      paddingBlock: vars.space.sm,
      resize: 'vertical',
    },
  ],
});

/** The "n / max" character counter under the textarea. */
export const counter = recipe({
  base: {
    position: 'relative',
    alignSelf: 'flex-end',
    fontSize: vars.typography.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.secondary,
    selectors: {
      '&[data-at-limit]': {
        color: vars.color.text.danger,
        fontWeight: vars.typography.fontWeight.medium,
      },
    },
  },
});
