import { fetchUserDetails } from '@ooh/api';
import { defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { UserProfilePage } from './UserProfilePage.tsx';

const meta = {
  title: 'Screens/Users/User profile',
  component: UserProfilePage,
  decorators: [withBriefApp({ path: '/view-user-profile?id=2' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof UserProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on a key account manager: the account, the clients owned, and every action. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bilal Ahmed' });
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

/** A user added and not yet through their link: inactive, no password, the link's expiry. */
export const PendingLink: Story = {
  decorators: [withBriefApp({ path: '/view-user-profile?id=8' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Imran Siddiqui' });
    await expect(canvas.getByText(/works until/)).toBeInTheDocument();
  },
};

/** A manager reads the account; only an admin changes it. */
export const ManagerReadOnly: Story = {
  decorators: [withBriefApp({ role: 'manager', path: '/view-user-profile?id=2' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bilal Ahmed' });
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Only an admin can change an account');
  },
};

export const NotFound: Story = {
  decorators: [withBriefApp({ path: '/view-user-profile?id=9' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'User not found' });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchUserDetails));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchUserDetails, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchUserDetails.errorMessage);
  },
};
