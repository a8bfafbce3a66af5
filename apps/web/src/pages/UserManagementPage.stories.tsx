import { fetchAllUsers, fetchMailOutbox, USER_MESSAGES } from '@ooh/api';
import { defaultHandlers, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { UserManagementPage } from './UserManagementPage.tsx';

/**
 * Chooses a row's action by keyboard: the test-runner keeps one page across stories, and user-event's pointer
 * selects an Ark menu item in the first menu of a page only (packages/ui/src/menu/menu.test.tsx).
 */
async function chooseAction(canvasElement: HTMLElement, name: string, action: string) {
  const canvas = within(canvasElement);
  canvas.getByRole('button', { name: `Actions for ${name}` }).focus();
  await userEvent.keyboard('{ArrowDown}');
  const menu = await canvas.findByRole('menu');
  const item = within(menu).getByRole('menuitem', { name: action });
  await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBeTruthy());
  for (let step = 0; step < 6 && menu.getAttribute('aria-activedescendant') !== item.id; step += 1)
    await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Screens/Users/User management',
  component: UserManagementPage,
  decorators: [withBriefApp({ path: '/user-management' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof UserManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every staff account by name, with each row's actions, Add user and the mail outbox tab. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('24 users')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Bilal Ahmed' })).toHaveAttribute(
      'href',
      '/view-user-profile?id=2',
    );
  },
};

/** Filtered from the address: the inactive planners. */
export const Filtered: Story = {
  decorators: [withBriefApp({ path: '/user-management?role=planner&status=inactive' })],
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('2 users')).toBeInTheDocument();
  },
};

/** Adding a user whose e-mail is taken: the server's refusal under the E-mail field. */
export const AddUserEmailTaken: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('24 users');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Add user' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/^Name/), 'Ali Raza');
    await userEvent.type(form.getByLabelText(/^E-mail/), 'planner@demo.local');
    await userEvent.click(form.getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Planner' }));
    await userEvent.click(form.getByRole('button', { name: 'Add user' }));
    await expect(await form.findByText(USER_MESSAGES.emailTaken)).toBeInTheDocument();
  },
};

/** Deleting asks first, naming the user and their e-mail. */
export const DeleteConfirmation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('24 users');
    await chooseAction(canvasElement, 'Hira Javed', 'Delete');
    const confirm = await canvas.findByRole('alertdialog', { name: 'Delete Hira Javed?' });
    await expect(confirm).toHaveTextContent('hira.javed@demo.local');
  },
};

/** A key account manager who still owns clients cannot be deleted: the refusal in the dialog. */
export const DeleteRefused: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('24 users');
    await chooseAction(canvasElement, 'Bilal Ahmed', 'Delete');
    const confirm = await canvas.findByRole('alertdialog', { name: 'Delete Bilal Ahmed?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(confirm).toHaveTextContent(/key account manager of 3 clients/));
  },
};

/** The mail outbox: kept, failed and sent messages, with the password links to copy. */
export const Outbox: Story = {
  decorators: [withBriefApp({ path: '/user-management?tab=outbox' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Mail outbox' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Copy link' }).length).toBeGreaterThan(0);
  },
};

export const OutboxEmpty: Story = {
  decorators: [withBriefApp({ path: '/user-management?tab=outbox' })],
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchMailOutbox, { messages: [], total: 0, totalCapped: false }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No mail yet' });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchAllUsers));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchAllUsers, { users: [], total: 0, totalCapped: false, allTotal: 0 }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No users yet' });
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchAllUsers, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchAllUsers.errorMessage);
  },
};
