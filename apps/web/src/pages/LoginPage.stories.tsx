import { login } from '@ooh/api';
import { defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { LoginPage } from './LoginPage.tsx';

/** Signs in as a demo account would, at the pace of a person typing fast. */
async function typeCredentials(canvasElement: HTMLElement, password = 'demo-password') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), 'ayesha.khan@ooh.pk');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** The sign-in page, for a visitor who is not signed in (the real session, against the fake backend). */
const meta = {
  title: 'Screens/Sign in',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withBriefApp({ role: null, path: '/login' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens; Sign in on the empty form says what each field needs. */
export const Form: Story = {
  tags: ['state:empty'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your e-mail address')).toBeInTheDocument();
    await expect(canvas.getByText('Enter your password')).toBeInTheDocument();
  },
};

/** Filled in and sent: the button is busy until the server answers. */
export const SigningIn: Story = {
  tags: ['state:full', 'state:loading'],
  beforeEach({ msw }) {
    msw.use(loadingForever(login));
  },
  async play({ canvasElement }) {
    await typeCredentials(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A wrong password: the server's words, above the form. */
export const Refused: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(login, 401, 'Invalid email or password'));
  },
  async play({ canvasElement }) {
    await typeCredentials(canvasElement, 'wrong-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invalid email or password',
    );
  },
};
