import { BRIEF_MESSAGES, createBriefByFile } from '@ooh/api';
import { mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chooseDocument, expectBusy, fillCommonFields, submit } from '../modules/brief-form/story-steps.ts';
import { briefHandlers, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { CreateBriefByFilePage } from './CreateBriefByFilePage.tsx';

const meta = {
  title: 'Screens/Briefs/Create brief from a file',
  component: CreateBriefByFilePage,
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/create-brief-by-file' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof CreateBriefByFilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['state:empty'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /^Client/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create brief' })).toBeEnabled();
  },
};

/** Create pressed with nothing filled in: the document and the fields say what they need. */
export const WithErrors: Story = {
  async play({ canvasElement }) {
    await submit(canvasElement, 'Create brief');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BRIEF_MESSAGES.file)).toBeInTheDocument();
    await expect(canvas.getByText(BRIEF_MESSAGES.campaignName)).toBeInTheDocument();
  },
};

/** The document on its way: the upload's progress under the file, and the button busy. */
export const Uploading: Story = {
  tags: ['state:loading', 'state:full'],
  beforeEach({ msw }) {
    msw.use(loadingForever(createBriefByFile));
  },
  async play({ canvasElement }) {
    await chooseDocument(canvasElement);
    await fillCommonFields(canvasElement);
    await submit(canvasElement, 'Create brief');
    await expectBusy(canvasElement, 'Create brief');
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Uploading Shan brief.pdf' }),
    ).toBeInTheDocument();
  },
};

/** The server refused: its message, and the document and fields kept. */
export const ServerError: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(createBriefByFile, 500, 'The upload store is not answering.'));
  },
  async play({ canvasElement }) {
    await chooseDocument(canvasElement);
    await fillCommonFields(canvasElement);
    await submit(canvasElement, 'Create brief');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The upload store is not answering.')).toBeInTheDocument();
    await expect(canvas.getByText('Shan brief.pdf')).toBeInTheDocument();
  },
};
