import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    ...focusRing,
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.fullPage,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.xl,
    overflowY: 'auto',
    backgroundColor: vars.color.background.canvas,
    color: vars.color.text.primary,
  },
});

export const content = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.lg,
    maxWidth: vars.size.fullPageContent,
    textAlign: 'center',
  },
});

export const image = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.fullPageImage,
    height: vars.size.fullPageImage,
    color: vars.color.text.secondary,
  },
});

export const title = recipe({
  base: {
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize.xxl,
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.tight,
  },
});

export const description = recipe({
  base: {
    fontSize: vars.typography.fontSize.lg,
    color: vars.color.text.secondary,
  },
});

export const action = recipe({
  base: {
    marginTop: vars.space.sm,
  },
});
