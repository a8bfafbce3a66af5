import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Heading } from '@ooh/ui/heading';
import { PasswordInput } from '@ooh/ui/password-input';
import { TextField } from '@ooh/ui/text-field';
import { type FormEvent, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { nextPathFrom } from '../app/RedirectToLogin.tsx';
import { APP_NAME } from '../app/RouteFocusEffect.tsx';
import { routePermissionsFor } from '../modules/kit/permissions/route-permissions.ts';
import { homePathFor } from '../modules/navigation/sidebar.ts';
import { useSession, useSessionActor } from '../modules/session/SessionContext.tsx';
import { alert, brand, form, page } from './login-page.css.ts';

/** Sign-in with e-mail and password; shows the server's message when it refuses (spec section 8). */
export function LoginPage() {
  const session = useSession();
  const actor = useSessionActor();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);

  if (session.status === 'signedIn' && session.user) {
    const next = nextPathFrom(search);
    const role = session.user.role;
    return (
      <Redirect to={next && routePermissionsFor(role).mayOpen(next) ? next : homePathFor(role)} replace />
    );
  }

  const signingIn = session.status === 'signingIn';
  // Checked here rather than with `required`: the labels stay exactly "Email" and "Password" (no marker).
  const emailError = attempted && !email.trim() ? 'Enter your e-mail address' : undefined;
  const passwordError = attempted && !password ? 'Enter your password' : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (!email.trim() || !password) return;
    actor.send({ type: 'session.signIn', email: email.trim(), password });
  };

  return (
    <div className={page}>
      <Box
        width="full"
        maxWidth="fullPageContent"
        padding="xxl"
        background="surface"
        border="subtle"
        borderRadius="lg"
        boxShadow="md"
      >
        <p className={brand}>{APP_NAME}</p>
        <Box marginBottom="xl">
          <Heading level={1}>Sign in</Heading>
        </Box>
        <form className={form} onSubmit={handleSubmit} aria-label="Sign in" noValidate>
          {session.error ? (
            <p role="alert" className={alert}>
              {session.error}
            </p>
          ) : null}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onValueChange={setEmail}
            {...(emailError ? { error: emailError } : {})}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            {...(passwordError ? { error: passwordError } : {})}
          />
          <Button type="submit" loading={signingIn}>
            Sign in
          </Button>
        </form>
      </Box>
    </div>
  );
}
