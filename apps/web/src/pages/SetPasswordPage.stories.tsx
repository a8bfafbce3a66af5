import { checkPasswordLink, USER_MESSAGES } from '@ooh/api';
import { defaultHandlers, MOCK_LINK_TOKENS, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { SetPasswordPage } from './SetPasswordPage.tsx';

const meta = {
  title: 'Screens/Users/Set password',
  component: SetPasswordPage,
  decorators: [withBriefApp({ role: null, path: `/set-password?token=${MOCK_LINK_TOKENS.valid}` })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof SetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A working link: whose account, until when, and the rules, none met yet. */
export const Form: Story = {
  tags: ['state:empty'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(/For Imran Siddiqui/);
    await expect(canvas.getByText('0 of 3 password rules met')).toBeInTheDocument();
  },
};

/** The rules tick as the password is typed: long enough, but too common. */
export const RulesTicking: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'password2024!');
    await expect(canvas.getByText('2 of 3 password rules met')).toBeInTheDocument();
    await expect(canvas.getByText('At least 12 characters')).toHaveTextContent(': met');
  },
};

/** A good password, typed twice: the password is set and the page leads to sign-in. */
export const Done: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'kite river lantern 42');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'kite river lantern 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByRole('heading', { name: 'Your password is set' })).toBeInTheDocument();
  },
};

/** An expired (or used, or replaced) link: what happened and what to do. */
export const InvalidLink: Story = {
  tags: ['state:error'],
  decorators: [withBriefApp({ role: null, path: `/set-password?token=${MOCK_LINK_TOKENS.expired}` })],
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      USER_MESSAGES.linkInvalid,
    );
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(checkPasswordLink));
  },
};

/** The link could not be checked (the server failed): Retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(checkPasswordLink, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(checkPasswordLink.errorMessage);
  },
};
