import { fetchSingleBrief, updateBrief } from '@ooh/api';
import { briefFixtures, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { submit } from '../modules/brief-form/story-steps.ts';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { UpdateBriefPage } from './UpdateBriefPage.tsx';

const formBrief = briefFixtures[0]!;

const meta = {
  title: 'Screens/Briefs/Update brief',
  component: UpdateBriefPage,
  args: { params: { brief_id: '1' } },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/update-brief/1' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof UpdateBriefPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new form brief, every field filled from the server. */
export const Prefilled: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const name = await within(canvasElement).findByRole('textbox', { name: /^Campaign name/ });
    await expect(name).toHaveValue(formBrief.campaign_name);
  },
};

/** An approved brief: the brief machine refuses the update, so the form is read-only. */
export const Approved: Story = {
  args: { params: { brief_id: '3' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This brief cannot be changed' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Save/ })).toBeNull();
  },
};

/** A rejected brief: its reason, and saving resubmits it. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchSingleBrief, {
        brief: { ...formBrief, status: 'rejected', reason: 'Budget does not cover Karachi; please revise.' },
        plans: [],
      }),
    );
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Save and resubmit' }),
    ).toBeInTheDocument();
  },
};

/** Saving was refused (409): the server's message, the changes kept. */
export const Conflict: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(updateBrief, 409, 'Cannot update: this brief is approved.'));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('textbox', { name: /^Campaign name/ });
    await submit(canvasElement, 'Save changes');
    await expect(
      await within(canvasElement).findByText('Cannot update: this brief is approved.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchSingleBrief));
  },
};

/** The brief could not be loaded: the message and Retry. */
export const LoadError: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchSingleBrief, 500, 'An error occurred while fetching the brief'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchSingleBrief, 404, 'Brief not found'));
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Brief not found' }),
    ).toBeInTheDocument();
  },
};
