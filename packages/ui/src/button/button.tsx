import type { MouseEventHandler, ReactNode } from 'react';
import { Spinner } from '../loading-indicator/spinner';
import { type ButtonVariants, root } from './button.css';

export type ButtonProps = {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  type?: 'button' | 'submit';
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  children: ReactNode;
  /** Only for buttons whose visible content does not name them (or names them less precisely than needed). */
  'aria-label'?: string;
  /** A disclosure button: whether the part it shows is open, and that part's id. */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
};

export function Button({
  variant,
  size,
  type = 'button',
  loading = false,
  disabled = false,
  onClick,
  children,
  'aria-label': ariaLabel,
  'aria-expanded': ariaExpanded,
  'aria-controls': ariaControls,
}: ButtonProps) {
  return (
    <button
      type={type}
      className={root({ variant, size })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      aria-expanded={ariaExpanded}
      aria-controls={ariaControls}
      onClick={onClick}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
