import { fetchMediums } from '@ooh/api';
import { defaultHandlers, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { LookupAdminScreen } from '../modules/lookup-admin/LookupAdminScreen.tsx';

/** Lookup administration (issue 16): mediums, SEC ranges and cities, for an admin. */
const meta = {
  title: 'Screens/Inventory/Lookup administration',
  component: LookupAdminScreen,
  args: { kind: 'medium' },
  decorators: [withBriefApp({ role: 'admin', path: '/mediums' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof LookupAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mediums with their kind. */
export const Mediums: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('DOOH screen')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add medium' })).toBeInTheDocument();
  },
};

export const SecRanges: Story = {
  tags: ['state:full'],
  decorators: [withBriefApp({ role: 'admin', path: '/sec-ranges' })],
  args: { kind: 'secRange' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Upper middle class')).toBeInTheDocument();
  },
};

export const Cities: Story = {
  tags: ['state:full'],
  decorators: [withBriefApp({ role: 'admin', path: '/cities' })],
  args: { kind: 'city' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Faisalabad')).toBeInTheDocument();
  },
};

/** A medium in use cannot be deleted: the server's 409 names the sites, in the confirmation. */
export const DeleteRefused: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Billboard' }));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog', { name: 'Delete Billboard?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(confirm).findByText(/cannot be deleted: it is used by 1 site/),
    ).toBeInTheDocument();
  },
};

/** A taken name is refused in the form, with the server's words. */
export const NameTaken: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add medium' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add medium' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'billboard');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Digital' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add medium' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A medium named "Billboard" already exists.',
    );
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchMediums));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchMediums, { data: [] }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No mediums yet' });
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchMediums, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching mediums');
  },
};
