import { checkPasswordLink, USER_MESSAGES, updatePassword } from '@ooh/api';
import { MOCK_LINK_TOKENS } from '@ooh/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, bodiesOf, db, testClient } from '../test/server.ts';
import { SetPasswordPage } from './SetPasswordPage.tsx';

// The fake backend's links (msw/user-fixtures.ts): Imran Siddiqui's works; Kashif Mirza's has expired; Sana
// Malik's was used.

function renderPage(token: string | null) {
  const client = testClient();
  const result = renderWithApp(<SetPasswordPage />, {
    client,
    path: token === null ? '/set-password' : `/set-password?token=${token}`,
  });
  return { ...result, client };
}

function rule(label: string) {
  return within(screen.getByRole('list', { name: 'Password rules' })).getByText(label);
}

describe('setting a password from the e-mailed link', { timeout: 20_000 }, () => {
  it('says whose account the link is for and until when, then ticks each rule as the password is typed', async () => {
    const user = userEvent.setup();
    const { client } = renderPage(MOCK_LINK_TOKENS.valid);
    expect(
      await screen.findByText(/For Imran Siddiqui \(inactive@demo\.local\)\. This link works once, until/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(client.calls[0]).toMatchObject({
      id: 'checkPasswordLink',
      options: { passwordToken: MOCK_LINK_TOKENS.valid },
    });

    expect(rule('At least 12 characters')).toHaveTextContent('not met yet');
    expect(screen.getByText('0 of 3 password rules met')).toBeInTheDocument();
    const password = screen.getByLabelText(/^New password/);
    await user.type(password, 'password');
    expect(rule('At least 12 characters')).toHaveTextContent('not met yet');
    expect(rule('Not a common password, a repeated piece or a keyboard run')).toHaveTextContent(
      'not met yet',
    );
    expect(rule('Not your e-mail address or your name')).toHaveTextContent(': met');
    await user.type(password, '2024!');
    expect(rule('At least 12 characters')).toHaveTextContent(': met');
    expect(rule('Not a common password, a repeated piece or a keyboard run')).toHaveTextContent(
      'not met yet',
    );
    expect(screen.getByText('2 of 3 password rules met')).toBeInTheDocument();

    // Submitting with a broken rule says which, on the field, and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('This password is too common: choose one that is harder to guess'),
      ),
    );
    expect(bodiesOf(client, 'updatePassword')).toEqual([]);

    await user.clear(password);
    await user.type(password, 'kite river lantern 42');
    expect(screen.getByText('3 of 3 password rules met')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Type it again/), 'kite river lantern 4');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/The two passwords are not the same/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Type it again/), '2');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your password is set: you can sign in now');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const sent = client.calls.find((call) => call.id === 'updatePassword');
    expect(sent?.options).toMatchObject({
      body: { password: 'kite river lantern 42' },
      passwordToken: MOCK_LINK_TOKENS.valid,
    });
    expect(db.users.find((each) => each.name === 'Imran Siddiqui')).toMatchObject({
      status: 'active',
      has_password: true,
    });
  });

  it.each([
    ['an expired link', MOCK_LINK_TOKENS.expired],
    ['a used link', MOCK_LINK_TOKENS.used],
    ['an unknown link', 'not-a-link'],
  ])('explains %s and what to do', async (_, token) => {
    renderPage(token);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(USER_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('asks nothing of the server without a token', async () => {
    const { client } = renderPage(null);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });

  it('shows the server’s refusal of the password on its field', async () => {
    const user = userEvent.setup();
    answerError(updatePassword, 400, {
      message: 'The password may not contain your e-mail address or be your name',
      errors: { password: 'The password may not contain your e-mail address or be your name' },
    });
    renderPage(MOCK_LINK_TOKENS.valid);
    const password = await screen.findByLabelText(/^New password/);
    await user.type(password, 'kite river lantern 42');
    await user.type(screen.getByLabelText(/^Type it again/), 'kite river lantern 42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The password may not contain your e-mail address or be your name'),
      ),
    );
  });

  it('says the link stopped working when it was used meanwhile', async () => {
    const user = userEvent.setup();
    renderPage(MOCK_LINK_TOKENS.valid);
    const password = await screen.findByLabelText(/^New password/);
    // Used in another tab while this one was open.
    for (const link of db.passwordLinks) link.used_at = new Date().toISOString();
    await user.type(password, 'kite river lantern 42');
    await user.type(screen.getByLabelText(/^Type it again/), 'kite river lantern 42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });

  it('offers Retry when the link could not be checked', async () => {
    const user = userEvent.setup();
    answerError(checkPasswordLink, 500, null, { once: true });
    renderPage(MOCK_LINK_TOKENS.valid);
    expect(await screen.findByText(checkPasswordLink.errorMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
  });
});
