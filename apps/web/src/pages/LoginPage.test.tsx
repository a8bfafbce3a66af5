import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWebApiClient } from '../modules/api/api-client.ts';
import { createSessionActor } from '../modules/session/session-actor.ts';
import { createStoreTracker } from '../state/global-errors.ts';
import { renderWithApp } from '../test/render.tsx';
import { TEST_API as API, server } from '../test/server.ts';
import { LoginPage } from './LoginPage.tsx';

function setUp(path = '/login') {
  const client = createWebApiClient({
    baseURL: API,
    tracker: createStoreTracker({ errors: {}, activeRequests: 0 }),
  });
  const session = createSessionActor({
    client,
    push: { obtain: async () => null, refresh: async () => null },
  });
  session.start();
  session.send({ type: 'session.restored', session: null });
  return renderWithApp(<LoginPage />, { client, session, path });
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  // Exactly the labels the end-to-end tests use.
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in screen', () => {
  it("shows the server's message when the sign-in is refused", async () => {
    server.use(
      http.post(`${API}/user/login/user-appsell`, () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await signIn('admin@demo.local', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows the loading state on the button while signing in, then lands on the home page', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let body: unknown;
    server.use(
      http.post(`${API}/user/login/user-appsell`, async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({
          message: 'Signed in',
          token: 'a.b.c',
          userData: { userId: 1, name: 'Ada', email: 'admin@demo.local', role: 'admin', roleLabel: 'Admin' },
        });
      }),
    );
    const { location } = setUp();
    await signIn('admin@demo.local', 'demo-password');

    const button = await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    // No push configuration in tests: the login goes without a device token.
    expect(body).toEqual({ email: 'admin@demo.local', password: 'demo-password' });

    release();
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });

  it('returns to the page the user was going to', async () => {
    server.use(
      http.post(`${API}/user/login/user-appsell`, () =>
        HttpResponse.json({
          message: 'Signed in',
          token: 'a.b.c',
          userData: {
            userId: 2,
            name: 'Pat',
            email: 'planner@demo.local',
            role: 'planner',
            roleLabel: 'Planner',
          },
        }),
      ),
    );
    const { location } = setUp(`/login?next=${encodeURIComponent('/notifications')}`);
    await signIn('planner@demo.local', 'demo-password');
    await waitFor(() => expect(location.history.at(-1)).toBe('/notifications'));
  });

  it('asks for both fields before calling the server', async () => {
    setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the network error when the server cannot be reached', async () => {
    server.use(http.post(`${API}/user/login/user-appsell`, () => HttpResponse.error()));
    setUp();
    await signIn('admin@demo.local', 'demo-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network Issue! Please check your connection.',
    );
  });
});
