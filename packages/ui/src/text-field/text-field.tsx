import { FieldInput } from '@ark-ui/react/field';
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
}: TextFieldInputProps) {
  const controlProps = useFormFieldControl();
  return (
    <FieldInput
      {...controlProps}
      className={styles.input()}
      name={name}
      type={type}
      value={value}
      defaultValue={defaultValue}
      onChange={onValueChange ? (event) => onValueChange(event.currentTarget.value) : undefined}
      autoComplete={autoComplete}
      placeholder={placeholder}
    />
  );
}
