import { fetchSingleBrief, updateBriefByFile } from '@ooh/api';
import { briefFixtures, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chooseDocument, expectBusy, submit } from '../modules/brief-form/story-steps.ts';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { UpdateBriefByFilePage } from './UpdateBriefByFilePage.tsx';

const fileBrief = briefFixtures[1]!;

const meta = {
  title: 'Screens/Briefs/Update brief from a file',
  component: UpdateBriefByFilePage,
  args: { params: { brief_id: '2' } },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/update-brief-by-file/2' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof UpdateBriefByFilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new file brief: its current document, kept unless a new one is chosen, and its fields. */
export const Prefilled: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByText(/Leave the upload empty to keep it/),
    ).toBeInTheDocument();
  },
};

/** A new document chosen: it replaces the current one when saved; the upload on its way. */
export const ReplacingTheDocument: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever(updateBriefByFile));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('textbox', { name: /^Campaign name/ });
    await chooseDocument(canvasElement, 'Jazz brief v2.pdf');
    await expect(within(canvasElement).getByText(/Jazz brief v2\.pdf replaces it/)).toBeInTheDocument();
    await submit(canvasElement, 'Save changes');
    await expectBusy(canvasElement, 'Save changes');
  },
};

/** An approved file brief: read-only. */
export const Approved: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchSingleBrief, { brief: { ...fileBrief, status: 'approved' }, plans: [] }));
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This brief cannot be changed' }),
    ).toBeInTheDocument();
  },
};

/** A rejected file brief: the reason, and saving resubmits it. */
export const Rejected: Story = {
  args: { params: { brief_id: '4' } },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Save and resubmit' }),
    ).toBeInTheDocument();
  },
};

/** Saving failed: the server's message, the fields kept. */
export const ServerError: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(updateBriefByFile, 500, 'The upload store is not answering.'));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('textbox', { name: /^Campaign name/ });
    await submit(canvasElement, 'Save changes');
    await expect(
      await within(canvasElement).findByText('The upload store is not answering.'),
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
