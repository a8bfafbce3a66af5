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
