import { FieldInput } from '@ark-ui/react/field';
import { type ChangeEvent, useId, useState } from 'react';
import { CharacterCount, describedByWith } from '../form-field/character-count';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import * as styles from './text-field.css';

export type TextFieldProps = {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'search' | 'tel' | 'url';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** Caps the length and shows a live "n / max" counter under the field (character-count.tsx: one rule for all). */
  maxLength?: number;
};

export function TextField({ label, hint, error, required, disabled, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <TextFieldInput {...inputProps} />
    </FormField>
  );
}

type TextFieldInputProps = Omit<TextFieldProps, 'label' | 'hint' | 'error' | 'required' | 'disabled'>;

function TextFieldInput({
  name,
  type = 'text',
  value,
  defaultValue,
  onValueChange,
  autoComplete,
  placeholder,
  maxLength,
}: TextFieldInputProps) {
  const controlProps = useFormFieldControl();
  const counterId = useId();
  // The counter needs the length in both modes; uncontrolled, it is tracked here.
  const [uncontrolledLength, setUncontrolledLength] = useState((defaultValue ?? '').length);
  const length = value !== undefined ? value.length : uncontrolledLength;
  const hasCounter = maxLength !== undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setUncontrolledLength(next.length);
    onValueChange?.(next);
  };
  return (
    <>
      <FieldInput
        {...controlProps}
        aria-describedby={describedByWith(controlProps['aria-describedby'], hasCounter ? counterId : null)}
        className={styles.input()}
        name={name}
        type={type}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
      />
      {hasCounter ? <CharacterCount id={counterId} length={length} maxLength={maxLength} /> : null}
    </>
  );
}
