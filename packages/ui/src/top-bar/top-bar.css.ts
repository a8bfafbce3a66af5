import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.lg,
    minHeight: vars.size.topBarHeight,
    paddingInline: vars.space.xl,
    backgroundColor: vars.color.background.surface,
    borderBottomWidth: vars.size.borderWidth,
    borderBottomStyle: 'solid',
    borderBottomColor: vars.color.border.subtle,
  },
});

export const title = recipe({
  base: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.typography.fontSize.md,
    fontWeight: vars.typography.fontWeight.semibold,
    color: vars.color.text.primary,
  },
});

export const user = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    marginInlineStart: 'auto',
  },
});

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.selected,
    color: vars.color.text.selected,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.bold,
  },
});

export const identity = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    lineHeight: vars.typography.lineHeight.tight,
  },
});

export const name = recipe({
  base: {
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.semibold,
    color: vars.color.text.primary,
  },
});

export const role = recipe({
  base: {
    fontSize: vars.typography.fontSize.xs,
    color: vars.color.text.secondary,
  },
});
