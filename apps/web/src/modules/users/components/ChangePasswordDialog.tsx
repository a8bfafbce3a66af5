import { changeOwnPassword, USER_MESSAGES } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Dialog } from '@ooh/ui/dialog';
import { Inline } from '@ooh/ui/inline';
import { PasswordInput } from '@ooh/ui/password-input';
import { Stack } from '@ooh/ui/stack';
import { notify } from '@ooh/ui/toast';
import { type FormEvent, useEffect, useRef } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { FieldSlot } from '../../brief-form/components/FieldSlot.tsx';
import { FocusFirstInvalidEffect } from '../../brief-form/components/FocusFirstInvalidEffect.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';
import { useApiForm } from '../../kit/form/use-api-form.ts';
import { useSessionActor } from '../../session/SessionContext.tsx';
import { tokenExpiry } from '../../session/session-storage.ts';
import { newPasswordErrors, type PasswordOwner } from '../password-form.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirmation: string;
}

export type ChangePasswordDialogProps = {
  /** The signed-in user: the new password may not be their e-mail or name. */
  owner: PasswordOwner;
  onClose: () => void;
};

/**
 * The signed-in user's own password (the top bar's user menu; docs/domain.md "People management screens"): the
 * current one, then the new one twice with the strength rules ticking as it is typed. A wrong current password is
 * the server's 400 on its field. The change ends the account's other sessions (docs/domain.md "User"): this tab
 * carries on with the fresh token the answer brings.
 */
export function ChangePasswordDialog({ owner, onClose }: ChangePasswordDialogProps) {
  const client = useApiClient();
  const session = useSessionActor();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useApiForm<ChangePasswordValues, { message: string; token: string }>({
    initial: { current_password: '', new_password: '', confirmation: '' },
    validate: (values) => ({
      ...(values.current_password ? {} : { current_password: USER_MESSAGES.currentPassword }),
      ...newPasswordErrors(values.new_password, values.confirmation, owner, {
        password: 'new_password',
        confirmation: 'confirmation',
      }),
    }),
    save: (values, signal) =>
      client.call(changeOwnPassword, {
        body: { current_password: values.current_password, new_password: values.new_password },
        signal,
      }),
    fields: ['current_password', 'new_password', 'confirmation'],
    fallbackMessage: changeOwnPassword.errorMessage,
  });
  const { values, errors } = form;
  const busy = form.status === 'validating' || form.status === 'submitting' || form.status === 'done';
  const saved = form.status === 'done' ? form.result : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save
  useEffect(() => {
    if (!saved) return;
    // The token this tab used is refused from now on: the answer's replaces it before anything else is asked.
    session.send({ type: 'session.tokenRenewed', token: saved.token, expiresAt: tokenExpiry(saved.token) });
    notify.success({ title: saved.message || USER_MESSAGES.passwordChanged });
    onClose();
  }, [saved]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())} dismissible={!busy}>
      <Dialog.Content>
        <Dialog.Title>Change your password</Dialog.Title>
        <form ref={formRef} onSubmit={handleSubmit} aria-label="Change your password" noValidate>
          <Stack space="md">
            {form.failure && Object.keys(errors).length === 0 ? (
              <Callout tone="critical" role="alert">
                {form.failure}
              </Callout>
            ) : null}
            <FieldSlot name="current_password" onLeave={form.blur}>
              <PasswordInput
                label="Current password"
                name="current_password"
                autoComplete="current-password"
                value={values.current_password}
                onValueChange={(current_password) => form.change({ current_password })}
                {...(errors.current_password ? { error: errors.current_password } : {})}
                required
              />
            </FieldSlot>
            <NewPasswordFields
              name="new_password"
              label="New password"
              confirmationLabel="Type the new password again"
              value={values.new_password}
              confirmation={values.confirmation}
              errors={errors}
              onValueChange={(new_password) => form.change({ new_password })}
              onConfirmationChange={(confirmation) => form.change({ confirmation })}
              onLeave={form.blur}
              owner={owner}
            />
            <Inline space="sm" align="right">
              <Dialog.CloseTrigger disabled={busy}>Cancel</Dialog.CloseTrigger>
              <Button type="submit" loading={busy}>
                Change password
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
