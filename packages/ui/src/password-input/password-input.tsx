import { PasswordInput as ArkPasswordInput, usePasswordInputContext } from '@ark-ui/react/password-input';
import type { MouseEvent } from 'react';
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

export function PasswordInput({
  label,
  hint,
  error,
  required,
  disabled,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordInputProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <ArkPasswordInput.Root autoComplete={autoComplete}>
        <ArkPasswordInput.Control className={styles.control()}>
          <PasswordInputInput {...inputProps} />
          <VisibilityTrigger />
        </ArkPasswordInput.Control>
      </ArkPasswordInput.Root>
    </FormField>
  );
}

type PasswordInputInputProps = Pick<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onValueChange'>;

function PasswordInputInput({ name, value, defaultValue, onValueChange }: PasswordInputInputProps) {
  const controlProps = useFormFieldControl();
  return (
    <ArkPasswordInput.Input
      {...controlProps}
      className={styles.input()}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onChange={onValueChange ? (event) => onValueChange(event.currentTarget.value) : undefined}
    />
  );
}

/**
 * Ark's toggle is out of the tab order and reacts to pointer-down only. Here it is a normal tab stop, and a
 * click without a pointer (Enter or Space, a screen reader's activation; `detail` is 0) toggles too, so
 * keyboard users can reveal what they typed.
 */
function VisibilityTrigger() {
  const passwordInput = usePasswordInputContext();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0) passwordInput.toggleVisible();
  };
  return (
    <ArkPasswordInput.VisibilityTrigger
      className={styles.visibilityTrigger()}
      tabIndex={0}
      onClick={handleClick}
    >
      <ArkPasswordInput.Indicator className={styles.indicator()} fallback={<EyeIcon />}>
        <EyeOffIcon />
      </ArkPasswordInput.Indicator>
    </ArkPasswordInput.VisibilityTrigger>
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
