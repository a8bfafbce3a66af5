import { Field } from '@ark-ui/react/field';
import { type ChangeEvent, useId, useState } from 'react';
import { CharacterCount, describedByWith } from '../form-field/character-count';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import * as styles from './textarea.css';

export type TextareaProps = {
  label: string;
  name: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Visible height in lines; the user can still drag it taller. */
  rows?: number;
  /** Caps the length and shows a live "n / max" counter under the textarea. */
  maxLength?: number;
  placeholder?: string;
};

/** Multi-line text on Ark's Field, with label, hint, error and an optional character counter. */
export function Textarea({ label, hint, error, required, disabled, ...textareaProps }: TextareaProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <TextareaControl {...textareaProps} />
    </FormField>
  );
}

type TextareaControlProps = Omit<TextareaProps, 'label' | 'hint' | 'error' | 'required' | 'disabled'>;

function TextareaControl({
  name,
  value,
  defaultValue,
  onValueChange,
  rows = 4,
  maxLength,
  placeholder,
}: TextareaControlProps) {
  const controlProps = useFormFieldControl();
  const counterId = useId();
  // The counter needs the length in both modes; uncontrolled, it is tracked here.
  const [uncontrolledLength, setUncontrolledLength] = useState((defaultValue ?? '').length);
  const length = value !== undefined ? value.length : uncontrolledLength;
  const hasCounter = maxLength !== undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.currentTarget.value;
    setUncontrolledLength(next.length);
    onValueChange?.(next);
  };

  const describedBy = describedByWith(controlProps['aria-describedby'], hasCounter ? counterId : null);

  return (
    <>
      <Field.Textarea
        className={styles.textarea()}
        aria-describedby={describedBy}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
      />
      {hasCounter ? <CharacterCount id={counterId} length={length} maxLength={maxLength} /> : null}
    </>
  );
}
