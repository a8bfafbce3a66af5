import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * The popup of Select, Combobox and MultiSelect. Ark's Positioner places it and sets `--reference-width` and
 * `--available-height`; the panel holds a status message ("Loading…", "No matches") and the listbox. Messages sit
 * outside the listbox: a listbox may only own options.
 */
export const panel = recipe({
  base: {
    // The positioner's first child: zag copies this z-index onto the positioner (its `--z-index`), which is what
    // stacks the list against a dialog. Without it the positioner sat at auto, under any open dialog.
    position: 'relative',
    zIndex: vars.zIndex.popup,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 'var(--reference-width)',
    maxHeight: `min(var(--available-height, 100vh), calc(${vars.size.controlMd} * 8))`,
    overflowY: 'auto',
    padding: vars.space.xs,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.primary,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});

/**
 * Ark's Content part (role listbox). Ark copies its z-index to the positioner. The popup layer, as Menu and
 * Popover: above the modal layer, so a list opened inside a dialog or drawer shows above it. On the modal layer
 * itself it lost whenever its portal came before the dialog's in the page (an end-to-end run could not click the
 * Add user dialog's roles: the dialog's positioner covered them).
 */
export const list = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.popup,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    outline: 'none',
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.typography.fontSize.md,
    lineHeight: vars.typography.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': {
        backgroundColor: vars.color.background.hover,
        outline: `${vars.size.borderWidth} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.borderWidth})`,
      },
      '&[data-state="checked"]': {
        color: vars.color.text.selected,
        fontWeight: vars.typography.fontWeight.medium,
        backgroundColor: vars.color.background.selected,
      },
      '&[data-disabled]': {
        color: vars.color.text.secondary,
        cursor: 'not-allowed',
        opacity: 0.6,
      },
    },
  },
});

export const itemIndicator = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    selectors: {
      // Ark hides the indicator of unchosen options with the hidden attribute.
      '&[hidden]': { display: 'none' },
    },
  },
});

/** "Loading…", "No matches", "No options": in place of the options, as the reader's status. */
export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.sm,
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.text.secondary,
    selectors: {
      // Collapsed, not removed: it stays a live region that announces the next message.
      '&:empty': { minHeight: 0 },
    },
  },
});
