import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    ...focusRing,
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.typography.fontFamily.body,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
      '&:disabled:not([aria-busy="true"])': { opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.action.primary,
        color: vars.color.action.onPrimary,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.action.primaryHover },
          '&:active:not(:disabled)': { backgroundColor: vars.color.action.primaryActive },
        },
      },
      secondary: {
        backgroundColor: vars.color.action.secondary,
        color: vars.color.action.onSecondary,
        borderColor: vars.color.border.strong,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.action.secondaryHover },
          '&:active:not(:disabled)': { backgroundColor: vars.color.action.secondaryActive },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.action.onGhost,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.action.ghostHover },
          '&:active:not(:disabled)': { backgroundColor: vars.color.action.ghostActive },
        },
      },
      danger: {
        backgroundColor: vars.color.action.danger,
        color: vars.color.action.onDanger,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.action.dangerHover },
          '&:active:not(:disabled)': { backgroundColor: vars.color.action.dangerActive },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.typography.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.typography.fontSize.md,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof root>>;
