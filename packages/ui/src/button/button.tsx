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
  /** Only for buttons whose visible content does not name them. */
  'aria-label'?: string;
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
}: ButtonProps) {
  return (
    <button
      type={type}
      className={root({ variant, size })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
