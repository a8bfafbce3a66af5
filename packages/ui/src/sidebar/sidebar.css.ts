import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../css/helpers.css';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sidebar,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    height: '100vh',
    overflowY: 'auto',
    overflowX: 'hidden',
    paddingBlock: vars.space.sm,
    backgroundColor: vars.color.background.surface,
    borderInlineEndWidth: vars.size.borderWidth,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: vars.color.border.subtle,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
  },
  variants: {
    collapsed: {
      false: { width: vars.size.sidebarExpanded },
      true: { width: vars.size.sidebarCollapsed },
    },
    /** In a drawer the panel is the frame: the sidebar is its list, neither sticky nor bordered nor sized. */
    placement: {
      page: {},
      drawer: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        overflowY: 'visible',
        paddingBlock: 0,
        marginInline: `calc(${vars.space.md} * -1)`,
        backgroundColor: 'transparent',
        borderInlineEndWidth: 0,
      },
    },
  },
  compoundVariants: [{ variants: { collapsed: false, placement: 'drawer' }, style: { width: 'auto' } }],
  defaultVariants: { placement: 'page' },
});

export const toggle = recipe({
  base: {
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.railItem,
    height: vars.size.railItem,
    marginInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    ':hover': { backgroundColor: vars.color.background.hover, color: vars.color.text.primary },
  },
  variants: {
    collapsed: {
      false: { alignSelf: 'flex-end' },
      true: { alignSelf: 'center' },
    },
  },
});

export const toggleIcon = recipe({
  base: {
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.normal,
  },
  variants: {
    collapsed: {
      false: {},
      true: { transform: 'scaleX(-1)' },
    },
  },
});

export const sections = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
  },
});

export const sectionTitle = recipe({
  base: {
    paddingInline: vars.space.xl,
    paddingBottom: vars.space.xs,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.text.secondary,
  },
  variants: {
    collapsed: {
      false: {},
      true: [visuallyHidden],
    },
  },
});

export const list = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    margin: 0,
    paddingInline: vars.space.md,
    listStyle: 'none',
  },
});

export const link = recipe({
  base: {
    ...focusRing,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: vars.size.railItem,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.medium,
    textDecoration: 'none',
    ':hover': { backgroundColor: vars.color.background.hover },
    selectors: {
      '&[aria-current="page"]': {
        backgroundColor: vars.color.background.selected,
        color: vars.color.text.selected,
        fontWeight: vars.typography.fontWeight.semibold,
      },
    },
  },
  variants: {
    collapsed: {
      false: {},
      true: { justifyContent: 'center', paddingInline: 0 },
    },
  },
});

/** The place's icon, in a box the size of the initials so icons and initials line up. */
export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
  },
});

export const label = recipe({
  base: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  variants: {
    collapsed: {
      false: {},
      // The rail shows initials only; the full label stays the link's accessible name.
      true: [visuallyHidden],
    },
  },
});

export type SidebarVariants = NonNullable<RecipeVariants<typeof root>>;
