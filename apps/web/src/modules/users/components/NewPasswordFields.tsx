import { passwordRules } from '@ooh/api/passwords';
import { PasswordInput } from '@ooh/ui/password-input';
import { FieldSlot } from '../../brief-form/components/FieldSlot.tsx';
import type { PasswordOwner } from '../password-form.ts';
import { PasswordRules } from './PasswordRules.tsx';

export type NewPasswordFieldsProps<N extends string> = {
  /** The form field the new password is sent as (`password` on the link's page, `new_password` in the dialog). */
  name: N;
  label: string;
  confirmationLabel: string;
  value: string;
  confirmation: string;
  errors: Partial<Record<N | 'confirmation', string>>;
  onValueChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** The form's blur, told which field was left. */
  onLeave: (name: string) => void;
  /** Whose password it is: it may not be their e-mail or name. */
  owner: PasswordOwner;
};

/**
 * A new password, its strength rules ticking as it is typed (`@ooh/api/passwords`, the server's own), and the
 * password again: the one block of the password-set page and the own-password dialog (docs/domain.md "People
 * management screens").
 */
export function NewPasswordFields<N extends string>(props: NewPasswordFieldsProps<N>) {
  const { name, errors, onLeave } = props;
  const error = errors[name];
  return (
    <>
      <FieldSlot name={name} onLeave={onLeave}>
        <PasswordInput
          label={props.label}
          name={name}
          autoComplete="new-password"
          value={props.value}
          onValueChange={props.onValueChange}
          {...(error ? { error } : {})}
          required
        />
      </FieldSlot>
      <PasswordRules rules={passwordRules(props.value, props.owner)} />
      <FieldSlot name="confirmation" onLeave={onLeave}>
        <PasswordInput
          label={props.confirmationLabel}
          name="confirmation"
          autoComplete="new-password"
          value={props.confirmation}
          onValueChange={props.onConfirmationChange}
          {...(errors.confirmation ? { error: errors.confirmation } : {})}
          required
        />
      </FieldSlot>
    </>
  );
}
