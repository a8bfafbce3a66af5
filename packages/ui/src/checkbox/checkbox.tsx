import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { useId, useLayoutEffect, useRef } from 'react';
import * as styles from './checkbox.css';

export type CheckboxProps = {
  label: string;
  /**
   * Keeps the label as the accessible name but hides it, where the surroundings say what the box does (a
   * table's select-all and row checkboxes).
   */
  hideLabel?: boolean;
  name?: string;
  /** Submitted with the form when checked. */
  value?: string;
  /** Controlled state; `'indeterminate'` shows a dash (some, not all, rows selected). */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  /** A click or Space always yields a boolean: an indeterminate box becomes checked. */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  /** Marks the box invalid and shows the message under it. */
  error?: string;
  hint?: string;
};

/** A labelled checkbox on Ark's Checkbox: a native checkbox underneath, so Space and forms work as usual. */
export function Checkbox({
  label,
  hideLabel = false,
  name,
  value,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  required = false,
  error,
  hint,
}: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  // Ark syncs the native input's `indeterminate` only when the state changes, not on mount: a select-all that
  // starts partial would be announced as unchecked.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = checked === 'indeterminate';
  }, [checked]);

  return (
    <div className={styles.root()}>
      <ArkCheckbox.Root
        className={styles.item()}
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange ? (details) => onCheckedChange(details.checked === true) : undefined}
        disabled={disabled}
        required={required}
        invalid={invalid}
      >
        <ArkCheckbox.Control className={styles.control()}>
          <ArkCheckbox.Indicator className={styles.indicator()}>
            <CheckboxIcon path="m5 12 5 5 9-10" />
          </ArkCheckbox.Indicator>
          <ArkCheckbox.Indicator indeterminate className={styles.indicator()}>
            <CheckboxIcon path="M6 12h12" />
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={styles.label({ visible: !hideLabel })}>{label}</ArkCheckbox.Label>
        <ArkCheckbox.HiddenInput ref={inputRef} aria-describedby={describedBy} />
      </ArkCheckbox.Root>
      {hint ? (
        <span id={hintId} className={styles.hint()}>
          {hint}
        </span>
      ) : null}
      {invalid ? (
        <span id={errorId} className={styles.error()}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

function CheckboxIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
