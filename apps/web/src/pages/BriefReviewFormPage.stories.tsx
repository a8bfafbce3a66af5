import { acceptBrief, fetchSingleBrief } from '@ooh/api';
import { briefFixtures, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { BriefReviewFormPage } from './BriefReviewFormPage.tsx';

const formBrief = briefFixtures.find((brief) => brief.id === 1) as (typeof briefFixtures)[number];

const meta = {
  title: 'Screens/Briefs/Brief review (form)',
  component: BriefReviewFormPage,
  args: { params: { brief_id: '1' } },
  decorators: [withBriefApp({ path: '/brief-review-form/1' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof BriefReviewFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new form brief seen by an admin: every field, and Accept, Reject, Update and Delete. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

/** A designer may accept or reject, not delete or update. */
export const Designer: Story = {
  decorators: [withBriefApp({ role: 'designer', path: '/brief-review-form/1' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Accept' });
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** A rejected brief: its reason, and Update to resubmit it. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchSingleBrief, {
        brief: { ...formBrief, status: 'rejected', reason: 'Budget does not cover the requested cities.' },
        plans: [],
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Update brief' })).toBeInTheDocument();
  },
};

/** Reject asks for a reason and refuses to go on without one. */
export const RejectNeedsAReason: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject brief' }));
    await expect(await within(dialog).findByText('Enter a reason to continue.')).toBeInTheDocument();
  },
};

/** The server refused (409): its message in the dialog, where confirming again retries. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(acceptBrief, 409, 'Cannot accept: this brief is approved.'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept brief' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot accept: this brief is approved.',
    );
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchSingleBrief));
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchSingleBrief, 404, 'Brief not found'));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Brief not found' });
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchSingleBrief, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching the brief');
  },
};
