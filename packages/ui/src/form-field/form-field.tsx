import {
  FieldErrorText,
  FieldHelperText,
  FieldLabel,
  FieldRequiredIndicator,
  FieldRoot,
} from '@ark-ui/react/field';
import { createContext, type ReactNode, useContext, useId } from 'react';
import * as styles from './form-field.css';

export type FormFieldProps = {
  label: string;
  /** Help shown under the control and announced with it. */
  hint?: string;
  /** Marks the control invalid and shows the message under it. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** One Ark field control (`Field.Input`, `Field.Textarea`, …) that reads the field context. */
  children: ReactNode;
};

type FormFieldControlProps = { 'aria-describedby': string | undefined };

const FormFieldContext = createContext<FormFieldControlProps>({ 'aria-describedby': undefined });

/**
 * Props a control inside a FormField spreads. Ark ties the error only through `aria-errormessage`, which
 * several screen readers ignore; the error and the hint are both put in `aria-describedby` here.
 */
export function useFormFieldControl(): FormFieldControlProps {
  return useContext(FormFieldContext);
}

/** Label, hint and error around one control, wired by Ark's Field (ids, aria-invalid, required, disabled). */
export function FormField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const ids = { helperText: `${id}-hint`, errorText: `${id}-error` };
  const invalid = Boolean(error);
  const describedBy = [hint ? ids.helperText : null, invalid ? ids.errorText : null]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldRoot className={styles.root()} ids={ids} invalid={invalid} required={required} disabled={disabled}>
      <FieldLabel className={styles.label()}>
        {label}
        <FieldRequiredIndicator className={styles.requiredIndicator()} />
      </FieldLabel>
      <FormFieldContext value={{ 'aria-describedby': describedBy || undefined }}>{children}</FormFieldContext>
      {hint ? <FieldHelperText className={styles.hint()}>{hint}</FieldHelperText> : null}
      <FieldErrorText className={styles.error()}>{error}</FieldErrorText>
    </FieldRoot>
  );
}
