import { type SpinnerVariants, spinner } from './spinner.css';

/** Decorative: the element that carries the spinner says what is loading (aria-busy, role=status). */
export function Spinner({ size }: SpinnerVariants) {
  return <span className={spinner({ size })} aria-hidden="true" />;
}
