import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.color.background.surface,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
});

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.xl,
    borderBottomWidth: vars.size.borderWidth,
    borderBottomStyle: 'solid',
    borderBottomColor: vars.color.border.subtle,
  },
});

export const title = recipe({
  base: {
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize.lg,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.primary,
  },
});

export const actions = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    marginInlineStart: 'auto',
  },
});

export const body = recipe({
  base: {
    padding: vars.space.xl,
    color: vars.color.text.primary,
  },
});
