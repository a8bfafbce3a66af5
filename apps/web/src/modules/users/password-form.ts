import { USER_MESSAGES } from '@ooh/api';
import { passwordProblem } from '@ooh/api/passwords';
import type { FormErrors } from '@ooh/machines/form';

/** Whose password it is: a password may not be the account's e-mail or name (`@ooh/api/passwords`). */
export interface PasswordOwner {
  email: string;
  name: string;
}

export const PASSWORDS_DIFFER = 'The two passwords are not the same: type the new password again';
export const CONFIRM_PASSWORD = 'Type the new password again';

/**
 * A new password and its confirmation, checked by the server's own rules before it is sent (the server checks
 * again and answers a 400 with the same words): the first broken rule under the password, a mismatch under the
 * confirmation.
 */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  owner: PasswordOwner,
  fields: { password: string; confirmation: string } = { password: 'password', confirmation: 'confirmation' },
): FormErrors {
  const errors: FormErrors = {};
  const problem = password ? passwordProblem(password, owner) : USER_MESSAGES.password;
  if (problem) errors[fields.password] = problem;
  if (!confirmation) errors[fields.confirmation] = CONFIRM_PASSWORD;
  else if (confirmation !== password) errors[fields.confirmation] = PASSWORDS_DIFFER;
  return errors;
}
