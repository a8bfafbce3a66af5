import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { control as fieldControl } from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

/** The bordered box holding the tags, the input and the open button (Ark's Control part). */
export const control = recipe({
  base: [
    fieldControl(),
    {
      flexWrap: 'wrap',
      gap: vars.space.xs,
      paddingBlock: vars.space.xs,
      paddingInlineStart: vars.space.xs,
      paddingInlineEnd: vars.space.xxs,
    },
  ],
});

export const tags = recipe({
  base: {
    display: 'contents',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
});

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    minHeight: vars.size.targetMin,
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: vars.space.xxs,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.selected,
    color: vars.color.text.selected,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    lineHeight: vars.typography.lineHeight.tight,
  },
});

export const tagLabel = recipe({
  base: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

export const tagRemove = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.targetMin,
    height: vars.size.targetMin,
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background.hover },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
});

export const input = recipe({
  base: {
    flex: 1,
    minWidth: `calc(${vars.size.controlMd} * 2)`,
    minHeight: vars.size.controlSm,
    border: 'none',
    paddingBlock: 0,
    paddingInline: vars.space.xs,
    background: 'transparent',
    color: 'inherit',
    outline: 'none',
    '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
});

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    marginInlineStart: 'auto',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.background.hover,
        color: vars.color.text.primary,
      },
      '&:disabled': { cursor: 'not-allowed' },
      '&[data-state="open"]': { transform: 'rotate(180deg)' },
    },
  },
});
