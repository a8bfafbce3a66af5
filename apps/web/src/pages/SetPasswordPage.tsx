import { checkPasswordLink, classifyError, errorMessage, USER_MESSAGES, updatePassword } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { ErrorState } from '@ooh/ui/error-state';
import { Heading } from '@ooh/ui/heading';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { APP_NAME } from '../app/RouteFocusEffect.tsx';
import { useApiClient } from '../modules/api/ApiClientContext.tsx';
import { FocusFirstInvalidEffect } from '../modules/brief-form/components/FocusFirstInvalidEffect.tsx';
import { formatDateTime } from '../modules/briefs/format.ts';
import { Callout } from '../modules/kit/callout/Callout.tsx';
import { useApiForm } from '../modules/kit/form/use-api-form.ts';
import { useApiRequest } from '../modules/request/use-api-request.ts';
import { NewPasswordFields } from '../modules/users/components/NewPasswordFields.tsx';
import { newPasswordErrors, type PasswordOwner } from '../modules/users/password-form.ts';

const SIGN_IN = href('/login');

/** The server's 401 for a link that is unknown, used, replaced or expired. */
function isRefusedLink(error: unknown): boolean {
  const classified = classifyError(error);
  return classified.kind === 'client' && classified.status === 401;
}

/** The page's card, as the sign-in page's: the product's name, a heading, and what the step needs. */
function PasswordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="center" paddingTop={['none', 'xl']}>
      <Box
        width="full"
        maxWidth="fullPageContent"
        padding={['lg', 'xxl']}
        background="surface"
        border="subtle"
        borderRadius="lg"
        boxShadow="md"
      >
        <Stack space="lg">
          <Text size="sm" weight="semibold" tone="secondary">
            {APP_NAME}
          </Text>
          <Heading level={1}>{title}</Heading>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}

/** A link that is unknown, used, replaced or expired: the server's words say so and what to do. */
function InvalidLink() {
  return (
    <PasswordCard title="This link does not work">
      <Callout tone="critical" role="alert">
        {USER_MESSAGES.linkInvalid}
      </Callout>
      <Text>
        Already set your password? <Link href={SIGN_IN}>Sign in</Link>
      </Text>
    </PasswordCard>
  );
}

/**
 * /set-password?token=… (public, outside the shell; docs/domain.md "People management screens"): the page the
 * e-mailed one-time link opens. It checks the link first (whose account, until when), then takes the new password
 * twice, ticking each strength rule as it is typed, and sets it with the token in the `x-password-token` header.
 * Setting it activates the account; the page then says so with the server's message and leads to sign-in.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const link = useApiRequest(checkPasswordLink, {
    initial: { passwordToken: token },
    enabled: token !== '',
  });

  if (token === '' || (link.status === 'failed' && isRefusedLink(link.error))) return <InvalidLink />;
  if (link.status === 'failed')
    return (
      <PasswordCard title="Set your password">
        <ErrorState
          headingLevel={2}
          title="The link could not be checked"
          message={errorMessage(link.error, checkPasswordLink)}
          onRetry={link.retry}
        />
      </PasswordCard>
    );
  if (!link.data)
    return (
      <PasswordCard title="Set your password">
        <LoadingIndicator label="Checking your link" />
      </PasswordCard>
    );
  return <SetPasswordForm token={token} owner={link.data} expiresAt={link.data.expires_at} />;
}

interface SetPasswordValues {
  password: string;
  confirmation: string;
}

function SetPasswordForm({
  token,
  owner,
  expiresAt,
}: {
  token: string;
  owner: PasswordOwner;
  expiresAt: string;
}) {
  const client = useApiClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useApiForm<SetPasswordValues, { message: string }>({
    initial: { password: '', confirmation: '' },
    validate: (values) => newPasswordErrors(values.password, values.confirmation, owner),
    save: (values, signal) =>
      client.call(updatePassword, { body: { password: values.password }, passwordToken: token, signal }),
    fields: ['password', 'confirmation'],
    fallbackMessage: updatePassword.errorMessage,
  });
  const { values, errors } = form;
  const busy = form.status === 'validating' || form.status === 'submitting';
  if (form.status === 'done')
    return (
      <PasswordCard title="Your password is set">
        <Callout tone="info" role="status">
          {form.result?.message || 'Your password is set.'}
        </Callout>
        <Text>{`Sign in with ${owner.email} and your new password.`}</Text>
        <Box>
          <Link href={SIGN_IN} variant="standalone">
            Sign in
          </Link>
        </Box>
      </PasswordCard>
    );

  // A link that stopped working while the page was open (used in another tab, replaced, expired).
  if (form.failure === USER_MESSAGES.linkInvalid) return <InvalidLink />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <PasswordCard title="Set your password">
      <Text>
        {`For ${owner.name} (${owner.email}). This link works once, until ${formatDateTime(expiresAt)}.`}
      </Text>
      <form ref={formRef} onSubmit={handleSubmit} aria-label="Set your password" noValidate>
        <Stack space="lg">
          {form.failure && Object.keys(errors).length === 0 ? (
            <Callout tone="critical" role="alert">
              {form.failure}
            </Callout>
          ) : null}
          <NewPasswordFields
            name="password"
            label="New password"
            confirmationLabel="Type it again"
            value={values.password}
            confirmation={values.confirmation}
            errors={errors}
            onValueChange={(password) => form.change({ password })}
            onConfirmationChange={(confirmation) => form.change({ confirmation })}
            onLeave={form.blur}
            owner={owner}
          />
          <Button type="submit" loading={busy}>
            Set password
          </Button>
        </Stack>
        <FocusFirstInvalidEffect
          formRef={formRef}
          attempt={form.invalidAttempts}
          invalidFields={Object.keys(errors)}
        />
      </form>
    </PasswordCard>
  );
}
