import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.xl,
    textAlign: 'center',
  },
});

export const icon = recipe({
  base: {
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    color: vars.color.feedback.danger.border,
  },
});

export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
  },
});

export const title = recipe({
  base: {
    fontSize: vars.typography.fontSize.lg,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
  },
});

export const text = recipe({
  base: {
    maxWidth: '60ch',
    color: vars.color.text.secondary,
  },
});
