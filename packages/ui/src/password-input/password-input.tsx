import { FieldInput } from '@ark-ui/react/field';
import { type PointerEvent, useState } from 'react';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import * as styles from './password-input.css';

export type PasswordInputProps = {
  label: string;
  name: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: 'current-password' | 'new-password';
};

/**
 * A password input with a visibility toggle: Ark's Field input (ids, label, aria) and a plain toggle instead of
 * Ark's PasswordInput. The sign-in page shows it, and Ark's PasswordInput brings zag's state-machine runtime
 * (about 5 KB gzipped, and its start-up work) into the first route for what is one boolean here (issue 12's
 * budget for /login).
 */
export function PasswordInput({
  label,
  hint,
  error,
  required,
  disabled,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <div
        className={styles.control()}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <PasswordInputInput {...inputProps} visible={visible} autoComplete={autoComplete} />
        <VisibilityTrigger visible={visible} disabled={disabled} onToggle={() => setVisible(!visible)} />
      </div>
    </FormField>
  );
}

type PasswordInputInputProps = Pick<
  PasswordInputProps,
  'name' | 'value' | 'defaultValue' | 'onValueChange' | 'autoComplete'
> & { visible: boolean };

function PasswordInputInput({
  name,
  value,
  defaultValue,
  onValueChange,
  autoComplete,
  visible,
}: PasswordInputInputProps) {
  const controlProps = useFormFieldControl();
  return (
    <FieldInput
      {...controlProps}
      className={styles.input()}
      type={visible ? 'text' : 'password'}
      name={name}
      value={value}
      defaultValue={defaultValue}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      onChange={onValueChange ? (event) => onValueChange(event.currentTarget.value) : undefined}
    />
  );
}

type VisibilityTriggerProps = { visible: boolean; disabled?: boolean; onToggle: () => void };

/**
 * A normal tab stop that toggles on click, so the pointer, Enter, Space and a screen reader's activation all
 * reveal what was typed. A pointer press does not take focus from the input, so typing goes on after a peek.
 */
function VisibilityTrigger({ visible, disabled, onToggle }: VisibilityTriggerProps) {
  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <button
      type="button"
      className={styles.visibilityTrigger()}
      aria-label={visible ? 'Hide password' : 'Show password'}
      data-state={visible ? 'visible' : 'hidden'}
      disabled={disabled}
      onPointerDown={handlePointerDown}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onToggle}
    >
      <span className={styles.indicator()}>{visible ? <EyeOffIcon /> : <EyeIcon />}</span>
    </button>
  );
}

function EyeIcon() {
  return (
    <svg
      className={styles.icon()}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      className={styles.icon()}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
