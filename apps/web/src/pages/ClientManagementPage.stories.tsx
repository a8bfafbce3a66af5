import { fetchAllClients, fetchKeyAccountManagers } from '@ooh/api';
import { createMockDb, defaultHandlers, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { ClientManagementPage } from './ClientManagementPage.tsx';

const meta = {
  title: 'Screens/Clients/Client management',
  component: ClientManagementPage,
  decorators: [withBriefApp({ path: '/client-management' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof ClientManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Clients' }))
    .getAllByRole('row')
    .slice(1);

/** An admin: every client with its key account manager, Register client, Edit and Delete on each row. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Engro Fertilizers' })).toBeInTheDocument();
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Register client' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete Jazz' })).toBeInTheDocument();
  },
};

/** The manager's home (issue 17): the same list to read, without register, edit or delete. */
export const Manager: Story = {
  decorators: [withBriefApp({ role: 'manager', path: '/client-management' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Jazz' });
    await expect(canvas.queryByRole('button', { name: 'Register client' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
  },
};

/** One key account manager's clients, from the address. */
export const FilteredByKam: Story = {
  decorators: [withBriefApp({ path: '/client-management?kam=9' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('link', { name: 'Engro Fertilizers' });
    await expect(rowsOf(canvasElement)).toHaveLength(1);
  },
};

/** Registering: the owner is chosen among the key account managers. */
export const Register: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register client' }));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByRole('form', { name: 'Register client' });
    // The owners come from their own call (fetch-key-account-managers): wait for them.
    await expect(await within(form).findByRole('radio', { name: 'Bilal Ahmed' })).toBeInTheDocument();
  },
};

/** Deleting a client with running campaigns: the server's refusal, in the confirmation. */
export const DeleteRefused: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Jazz' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Jazz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete client' }));
    await expect(await within(dialog).findByText(/Cannot delete Jazz/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchAllClients), loadingForever(fetchKeyAccountManagers));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ db: createMockDb({ clients: [] }) }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No clients yet' });
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchAllClients, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchAllClients.errorMessage);
  },
};

/** A broad search past the counted window: the total reads as a lower bound. */
export const CappedTotal: Story = {
  decorators: [withBriefApp({ path: '/client-management?search=a' })],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchAllClients, {
        clients: createMockDb().clients.map(({ address: _a, created_at: _c, ...client }) => client),
        total: 1010,
        totalCapped: true,
        allTotal: 5000,
      }),
    );
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('1,010+ of 5,000 clients match')).toBeInTheDocument();
  },
};
