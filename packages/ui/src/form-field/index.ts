export { FormField, type FormFieldProps, useFormFieldControl } from './form-field';
