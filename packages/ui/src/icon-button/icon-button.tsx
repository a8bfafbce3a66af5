import type { MouseEventHandler, ReactNode } from 'react';
import { type ButtonVariants, root as buttonRoot } from '../button/button.css';
import { Spinner } from '../loading-indicator/spinner';
import * as styles from './icon-button.css';

export type IconButtonProps = {
  /** The button's accessible name: it has no visible text. Say what it does ("Delete site"), not the icon. */
  'aria-label': string;
  /** Decorative: hidden from assistive technology, the name comes from `aria-label`. */
  icon: ReactNode;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  type?: 'button' | 'submit';
  /** Shows a spinner in place of the icon, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
};

/** A square, icon-only Button: same variants, sizes, colours and states as Button. */
export function IconButton({
  'aria-label': ariaLabel,
  icon,
  variant,
  size = 'md',
  type = 'button',
  loading = false,
  disabled = false,
  onClick,
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonRoot({ variant, size })} ${styles.root({ size })}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {loading ? (
        <Spinner size="sm" />
      ) : (
        <span className={styles.icon({ size })} aria-hidden="true">
          {icon}
        </span>
      )}
    </button>
  );
}
