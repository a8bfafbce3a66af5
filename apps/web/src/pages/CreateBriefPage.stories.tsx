import { BRIEF_MESSAGES, createBrief } from '@ooh/api';
import { mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectBusy, fillFormBrief, submit } from '../modules/brief-form/story-steps.ts';
import { briefHandlers, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { CreateBriefPage } from './CreateBriefPage.tsx';

const meta = {
  title: 'Screens/Briefs/Create brief',
  component: CreateBriefPage,
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/create-brief' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof CreateBriefPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, its choice lists loaded. */
export const Empty: Story = {
  tags: ['state:empty'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /^Client/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create brief' })).toBeEnabled();
  },
};

/** Create pressed on the empty form: every required field says what it needs, in the contract's words. */
export const WithErrors: Story = {
  async play({ canvasElement }) {
    await submit(canvasElement, 'Create brief');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BRIEF_MESSAGES.client)).toBeInTheDocument();
    await expect(canvas.getByText(BRIEF_MESSAGES.mediums)).toBeInTheDocument();
  },
};

/** A valid brief on its way to the server: the button is busy and a second press does nothing. */
export const Submitting: Story = {
  tags: ['state:loading', 'state:full'],
  beforeEach({ msw }) {
    msw.use(loadingForever(createBrief));
  },
  async play({ canvasElement }) {
    await fillFormBrief(canvasElement);
    await submit(canvasElement, 'Create brief');
    await expectBusy(canvasElement, 'Create brief');
  },
};

/** The server failed: its message above the form, and everything typed still there. */
export const ServerError: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(createBrief, 500, 'The database is not answering; try again in a minute.'));
  },
  async play({ canvasElement }) {
    await fillFormBrief(canvasElement);
    await submit(canvasElement, 'Create brief');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The database is not answering; try again in a minute.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Campaign name/ })).toHaveValue('Ramadan 2027');
  },
};
