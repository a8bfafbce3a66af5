import { recipe } from '@vanilla-extract/recipes';
import { root as buttonRoot } from '../button/button.css';
import { focusRing } from '../css/helpers.css';
import {
  error as fieldError,
  hint as fieldHint,
  label as fieldLabel,
  requiredIndicator as fieldRequiredIndicator,
} from '../form-field/form-field.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
  },
});

export const label = recipe({
  base: [fieldLabel()],
});

export const requiredIndicator = recipe({
  base: [fieldRequiredIndicator()],
});

export const dropzone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.lg,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'dashed',
    borderColor: vars.color.border.strong,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.primary,
    textAlign: 'center',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover:not([data-disabled])': { backgroundColor: vars.color.background.hover },
      '&[data-dragging]': {
        borderStyle: 'solid',
        borderColor: vars.color.border.focus,
        backgroundColor: vars.color.background.selected,
      },
      '&[data-invalid]': { borderColor: vars.color.action.danger },
      '&[data-disabled]': {
        backgroundColor: vars.color.background.sunken,
        color: vars.color.text.secondary,
        cursor: 'not-allowed',
      },
    },
  },
});

export const dropzoneIcon = recipe({
  base: {
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    color: vars.color.text.secondary,
  },
});

export const dropzoneText = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
  },
});

export const trigger = recipe({
  base: [buttonRoot({ variant: 'secondary', size: 'sm' })],
});

export const rules = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
  },
});

export const hint = recipe({
  base: [fieldHint()],
});

export const error = recipe({
  base: [fieldError()],
});

export const refusals = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    color: vars.color.text.danger,
  },
});

export const itemGroup = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    selectors: {
      '&:empty': { display: 'none' },
    },
  },
});

export const item = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space.md,
    padding: vars.space.sm,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background.surface,
  },
});

export const preview = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    overflow: 'hidden',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.sunken,
    color: vars.color.text.secondary,
  },
});

export const previewImage = recipe({
  base: {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  },
});

export const previewIcon = recipe({
  base: {
    width: vars.size.iconMd,
    height: vars.size.iconMd,
  },
});

export const itemBody = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
  },
});

export const itemName = recipe({
  base: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    color: vars.color.text.primary,
  },
});

export const itemSize = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  },
});

export const progress = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
  },
});

export const progressTrack = recipe({
  base: {
    flex: 1,
    height: vars.space.xs,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.sunken,
    boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border.strong}`,
  },
});

export const progressRange = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.action.primary,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
  },
});

export const progressText = recipe({
  base: {
    minWidth: vars.space.xxl,
    textAlign: 'end',
    fontSize: vars.typography.fontSize.xs,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  },
});

export const deleteTrigger = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.controlSm,
    minHeight: vars.size.controlSm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.background.hover,
        color: vars.color.text.danger,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
});
