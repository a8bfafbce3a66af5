import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { mediaBelow } from '../css/responsive';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"sidebar topbar" "sidebar main"',
    minHeight: '100vh',
    backgroundColor: vars.color.background.canvas,
    color: vars.color.text.primary,
    '@media': {
      // On paper only the page is printed: the sidebar and the top bar are left out.
      print: { display: 'block', minHeight: 0, backgroundColor: 'transparent' },
    },
  },
  variants: {
    withSidebar: {
      true: {},
      // One column: the page has the whole width (the page itself never scrolls sideways; wide tables scroll
      // inside their own region).
      false: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"topbar" "main"' },
    },
  },
  defaultVariants: { withSidebar: true },
});

export const skipLink = recipe({
  base: {
    ...focusRing,
    position: 'fixed',
    top: vars.space.sm,
    insetInlineStart: vars.space.sm,
    zIndex: vars.zIndex.fullPage,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.action.primary,
    color: vars.color.action.onPrimary,
    fontWeight: vars.typography.fontWeight.semibold,
    textDecoration: 'underline',
    // Off screen until it receives keyboard focus.
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus, &:focus-visible': { transform: 'none' },
    },
  },
});

export const sidebar = recipe({
  base: {
    gridArea: 'sidebar',
    '@media': { print: { display: 'none' } },
  },
});

export const topBar = recipe({
  base: {
    gridArea: 'topbar',
    minWidth: 0,
    '@media': { print: { display: 'none' } },
  },
});

export const main = recipe({
  base: {
    gridArea: 'main',
    minWidth: 0,
    width: '100%',
    maxWidth: vars.size.contentMax,
    marginInline: 'auto',
    padding: vars.space.xl,
    '@media': {
      [mediaBelow.tablet]: { padding: vars.space.lg },
      print: { maxWidth: 'none', padding: 0 },
    },
    // Focus lands here from the skip link; the content itself is not a control, so no ring.
    outline: 'none',
  },
});
