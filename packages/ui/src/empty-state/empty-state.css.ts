import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.xl,
    textAlign: 'center',
    color: vars.color.text.secondary,
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

export const description = recipe({
  base: {
    maxWidth: '60ch',
    fontSize: vars.typography.fontSize.md,
    color: vars.color.text.secondary,
  },
});

export const action = recipe({
  base: {
    marginTop: vars.space.sm,
  },
});
