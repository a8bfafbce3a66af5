import {
  addUser,
  errorMessage,
  fetchRoles,
  fieldErrors,
  type StaffRole,
  USER_MESSAGES,
  type UserDetail,
  type UserListItem,
  updateUser,
} from '@ooh/api';
// The schema itself: this module loads with the user screens only, never with the first page.
import { addUser as addUserSchema } from '@ooh/api/contract';
import type { FormErrors } from '@ooh/machines/form';
import { Button } from '@ooh/ui/button';
import { Dialog } from '@ooh/ui/dialog';
import { Inline } from '@ooh/ui/inline';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { TextField } from '@ooh/ui/text-field';
import { type FormEvent, useEffect, useRef } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { FieldSlot } from '../../brief-form/components/FieldSlot.tsx';
import { FocusFirstInvalidEffect } from '../../brief-form/components/FocusFirstInvalidEffect.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';
import { useApiForm } from '../../kit/form/use-api-form.ts';
import { useApiRequest } from '../../request/use-api-request.ts';

export interface UserFormValues {
  name: string;
  email: string;
  role: StaffRole | null;
  phone: string;
}

const FIELDS = ['name', 'email', 'role', 'phone'] as const;

/** The contract's schema in the browser: the same rules and words as the server's 400. */
export function validateUserForm(values: UserFormValues): FormErrors {
  const errors: FormErrors = {};
  const result = addUserSchema.body.safeParse({ ...values, role: values.role ?? undefined });
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
  return errors;
}

/**
 * A taken e-mail is a 409, answered with the message alone or with it on the field: either way it belongs under
 * the E-mail field, where the admin can change it.
 */
function onEmailField(error: unknown): unknown {
  if (Object.keys(fieldErrors(error)).length > 0) return error;
  if (errorMessage(error, '') !== USER_MESSAGES.emailTaken) return error;
  const data = { message: USER_MESSAGES.emailTaken, errors: { email: USER_MESSAGES.emailTaken } };
  return Object.assign(Object.create(Object.getPrototypeOf(error)), error, { data });
}

export type UserFormDialogProps = {
  /** The account to edit; absent to add one. */
  user?: UserListItem;
  onSaved: (outcome: { message: string; user: UserDetail }) => void;
  onClose: () => void;
};

/**
 * Add or edit a staff account in a dialog (open while mounted): name, e-mail, role (the server's role list) and
 * phone. The contract's schema checks as the admin types; the server's answers land on their fields (a taken
 * e-mail under E-mail), any other refusal (the last admin) above the fields.
 */
export function UserFormDialog({ user, onSaved, onClose }: UserFormDialogProps) {
  const client = useApiClient();
  const roles = useApiRequest(fetchRoles);
  const form = useApiForm<UserFormValues, { message: string; user: UserDetail }>({
    initial: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role: user?.role ?? null,
      phone: user?.phone ?? '',
    },
    validate: validateUserForm,
    save: async (values, signal) => {
      const role = values.role as StaffRole;
      try {
        return user
          ? await client.call(updateUser, {
              params: { id: user.id },
              body: { name: values.name, email: values.email, role, phone: values.phone.trim() || null },
              signal,
            })
          : await client.call(addUser, {
              body: {
                name: values.name,
                email: values.email,
                role,
                ...(values.phone.trim() ? { phone: values.phone } : {}),
              },
              signal,
            });
      } catch (error) {
        throw onEmailField(error);
      }
    },
    fields: FIELDS,
    fallbackMessage: user ? updateUser.errorMessage : addUser.errorMessage,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors } = form;
  const busy = form.status === 'validating' || form.status === 'submitting' || form.status === 'done';
  const saved = form.status === 'done' ? form.result : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  const roleItems = (roles.data?.data ?? []).map((role) => ({
    value: role.name as StaffRole,
    label: role.label,
  }));
  const title = user ? `Edit ${user.name}` : 'Add user';

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())} dismissible={!busy}>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <form ref={formRef} onSubmit={handleSubmit} aria-label={title} noValidate>
          <Stack space="md">
            {user ? null : (
              <Dialog.Description>
                The new user gets an e-mail with a one-time link to set their password; the account is active
                once they have.
              </Dialog.Description>
            )}
            {form.failure && Object.keys(errors).length === 0 ? (
              <Callout tone="critical" role="alert">
                {form.failure}
              </Callout>
            ) : null}
            <FieldSlot name="name" onLeave={form.blur}>
              <TextField
                label="Name"
                name="name"
                autoComplete="off"
                maxLength={120}
                value={values.name}
                onValueChange={(name) => form.change({ name })}
                error={errors.name}
                required
              />
            </FieldSlot>
            <FieldSlot name="email" onLeave={form.blur}>
              <TextField
                label="E-mail"
                name="email"
                type="email"
                autoComplete="off"
                maxLength={320}
                value={values.email}
                onValueChange={(email) => form.change({ email })}
                error={errors.email}
                required
              />
            </FieldSlot>
            <FieldSlot name="role" onLeave={form.blur}>
              <Select<StaffRole>
                label="Role"
                name="role"
                items={roleItems}
                value={values.role}
                placeholder={roles.status === 'loading' ? 'Loading roles…' : 'Select…'}
                onValueChange={(role) => form.change({ role })}
                error={errors.role}
                hint={roles.status === 'failed' ? errorMessage(roles.error, fetchRoles) : undefined}
                required
              />
            </FieldSlot>
            {roles.status === 'failed' ? (
              <Inline space="sm">
                <Button size="sm" variant="secondary" onClick={roles.retry}>
                  Load the roles again
                </Button>
              </Inline>
            ) : null}
            <FieldSlot name="phone" onLeave={form.blur}>
              <TextField
                label="Phone"
                name="phone"
                type="tel"
                autoComplete="off"
                maxLength={40}
                hint="Optional, e.g. +92 300 1234567"
                value={values.phone}
                onValueChange={(phone) => form.change({ phone })}
                error={errors.phone}
              />
            </FieldSlot>
            <Inline space="sm" align="right">
              <Dialog.CloseTrigger disabled={busy}>Cancel</Dialog.CloseTrigger>
              <Button type="submit" loading={busy}>
                {user ? 'Save' : 'Add user'}
              </Button>
            </Inline>
          </Stack>
          <FocusFirstInvalidEffect
            formRef={formRef}
            attempt={form.invalidAttempts}
            invalidFields={Object.keys(errors)}
          />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
