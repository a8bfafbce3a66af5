import { Popover as ArkPopover } from '@ark-ui/react/popover';
import { type ReactNode, useId } from 'react';
import { type ButtonVariants, root as buttonRecipe } from '../button/button.css';
import { OverlayPortal } from '../dialog/overlay-portal';
import { Icon } from '../icon';
import * as styles from './popover.css';

export type PopoverProps = {
  /** What the trigger button shows: its text, or an icon with `triggerLabel`. */
  trigger: ReactNode;
  /** The trigger's accessible name when `trigger` is not text (e.g. an info icon). */
  triggerLabel?: string;
  /** Names the popover; without it the popover takes the trigger's name. */
  title?: string;
  children: ReactNode;
  placement?: 'top' | 'right' | 'bottom' | 'left' | 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A button that opens a small non-modal panel next to it (details, a short form). Focus moves into the panel;
 * Escape or a click outside closes it and gives the focus back to the button.
 */
export function Popover({
  trigger,
  triggerLabel,
  title,
  children,
  placement = 'bottom-start',
  variant = 'secondary',
  size,
  open,
  onOpenChange,
}: PopoverProps) {
  const titleId = `${useId()}title`;
  const name = triggerLabel ?? (typeof trigger === 'string' ? trigger : undefined);
  return (
    <ArkPopover.Root
      open={open}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      positioning={{ placement }}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <ArkPopover.Trigger className={buttonRecipe({ variant, size })} aria-label={triggerLabel}>
        {trigger}
      </ArkPopover.Trigger>
      <OverlayPortal>
        <ArkPopover.Positioner>
          {/* Named here rather than by Ark, which looks for the title before lazily mounted content exists. */}
          <ArkPopover.Content
            className={styles.content()}
            aria-labelledby={title ? titleId : undefined}
            aria-label={title ? undefined : name}
          >
            {title ? <ArkPopover.Title className={styles.title()}>{title}</ArkPopover.Title> : null}
            <div className={styles.body()}>{children}</div>
            <ArkPopover.CloseTrigger className={styles.closeTrigger()} aria-label="Close">
              <Icon name="close" size="sm" />
            </ArkPopover.CloseTrigger>
          </ArkPopover.Content>
        </ArkPopover.Positioner>
      </OverlayPortal>
    </ArkPopover.Root>
  );
}
