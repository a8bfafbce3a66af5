import { recipe } from '@vanilla-extract/recipes';
import { control } from '../form-field/form-field.css';

export const input = recipe({
  base: [control()],
});
