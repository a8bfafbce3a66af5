import { Menu as ArkMenu } from '@ark-ui/react/menu';
import type { ReactNode } from 'react';
import { type ButtonVariants, root as buttonRecipe } from '../button/button.css';
import { OverlayPortal } from '../dialog/overlay-portal';
import * as styles from './menu.css';

export type MenuItem = {
  value: string;
  label: string;
  disabled?: boolean;
  /** `danger` for destructive actions (reject, delete). */
  tone?: 'danger';
};

export type MenuProps = {
  /** The trigger's accessible name, and its visible text unless `children` is given. */
  label: string;
  /** What the trigger shows instead of the label, e.g. an icon for 'More actions'. */
  children?: ReactNode;
  items: MenuItem[];
  onSelect: (value: string) => void;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';
  disabled?: boolean;
};

/**
 * A button that opens a list of actions. Arrow keys move, typing a label's first letters jumps to it, Enter
 * selects, Escape closes and gives the focus back to the button.
 */
export function Menu({
  label,
  children,
  items,
  onSelect,
  variant = 'secondary',
  size,
  placement = 'bottom-start',
  disabled,
}: MenuProps) {
  return (
    <ArkMenu.Root
      onSelect={(details) => onSelect(details.value)}
      positioning={{ placement }}
      loopFocus
      lazyMount
      unmountOnExit
    >
      <ArkMenu.Trigger
        className={buttonRecipe({ variant, size })}
        disabled={disabled}
        aria-label={children === undefined ? undefined : label}
      >
        {children ?? (
          <>
            {label}
            {/* asChild: a button holds phrasing content only, and Ark's indicator is a div. */}
            <ArkMenu.Indicator asChild>
              <ChevronDown />
            </ArkMenu.Indicator>
          </>
        )}
      </ArkMenu.Trigger>
      <OverlayPortal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={styles.content()}>
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                className={styles.item({ tone: item.tone ?? 'default' })}
              >
                <ArkMenu.ItemText>{item.label}</ArkMenu.ItemText>
              </ArkMenu.Item>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </OverlayPortal>
    </ArkMenu.Root>
  );
}

function ChevronDown(props: object) {
  return (
    <svg
      {...props}
      className={styles.indicator()}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
