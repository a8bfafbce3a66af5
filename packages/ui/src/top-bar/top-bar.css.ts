import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../css/helpers.css';
import { mediaBelow } from '../css/responsive';
import { vars } from '../theme/contract.css';

/** Below the tablet breakpoint the bar keeps to one line: no app name, no name and role, no Sign out button. */
const phone = mediaBelow.tablet;

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
    '@media': { [phone]: { gap: vars.space.sm, paddingInline: vars.space.md } },
  },
});

export const navigation = recipe({
  base: { display: 'flex', alignItems: 'center', flexShrink: 0 },
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
    // On a phone there is room for the name only when it fits whole: it is hidden rather than cut to "OOH…".
    '@media': { [phone]: { display: 'none' } },
  },
});

export const user = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    marginInlineStart: 'auto',
    minWidth: 0,
    '@media': { [phone]: { gap: vars.space.sm } },
  },
});

export const notifications = recipe({
  base: { display: 'flex', alignItems: 'center', flexShrink: 0 },
});

export const avatar = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.selected,
    color: vars.color.text.selected,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.bold,
    cursor: 'pointer',
    ':hover': { boxShadow: `0 0 0 ${vars.size.borderWidthThick} ${vars.color.border.subtle}` },
    '::after': { content: 'attr(data-initials)' },
  },
});

export const identity = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    minWidth: 0,
    lineHeight: vars.typography.lineHeight.tight,
    whiteSpace: 'nowrap',
    '@media': { [phone]: { display: 'none' } },
  },
});

export const signOut = recipe({
  base: { display: 'contents', '@media': { [phone]: { display: 'none' } } },
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

/** Who is signed in, at the top of the user menu (not an item: nothing happens on it). */
export const menuIdentity = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    lineHeight: vars.typography.lineHeight.tight,
  },
});

export const separator = recipe({
  base: {
    height: vars.size.borderWidth,
    marginBlock: vars.space.xxs,
    border: 'none',
    backgroundColor: vars.color.border.subtle,
  },
});

export const groupLabel = recipe({
  base: {
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.md,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.semibold,
    color: vars.color.text.secondary,
  },
});

/** The tick of the chosen appearance, in a box of its own so the three labels line up. */
export const check = recipe({
  base: {
    display: 'inline-flex',
    width: vars.size.iconSm,
    marginInlineEnd: vars.space.sm,
  },
});
