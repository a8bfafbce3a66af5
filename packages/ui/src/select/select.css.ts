import { recipe } from '@vanilla-extract/recipes';
import { control } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

/** The button that shows the chosen option and opens the list (Ark's Trigger part), boxed like a text input. */
export const trigger = recipe({
  base: [
    control(),
    {
      justifyContent: 'space-between',
      gap: vars.space.sm,
      paddingInlineEnd: vars.space.sm,
      textAlign: 'start',
      cursor: 'pointer',
      selectors: {
        '&[data-placeholder-shown]': { color: vars.color.text.placeholder },
      },
    },
  ],
});

export const valueText = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

export const indicator = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    color: vars.color.text.secondary,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-state="open"]': { transform: 'rotate(180deg)' },
    },
  },
});
