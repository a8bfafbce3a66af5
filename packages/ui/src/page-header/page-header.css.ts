import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.lg,
    marginBottom: vars.space.xl,
  },
});

export const text = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
  },
});

export const title = recipe({
  base: {
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize.xxl,
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
  },
});

export const description = recipe({
  base: {
    fontSize: vars.typography.fontSize.md,
    color: vars.color.text.secondary,
  },
});

export const actions = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.sm,
  },
});
