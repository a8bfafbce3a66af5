import { fetchInventorySite } from '@ooh/api';
import { defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { AddSitePage, EditSitePage, RequestedSiteDetailsPage } from './SiteFormPage.tsx';

const meta = {
  title: 'Screens/Sites/Site form',
  component: AddSitePage,
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/site-management/add' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof AddSitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new site: every field empty, the place chosen region → city → location. */
export const Add: Story = {
  tags: ['state:empty'],
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('textbox', { name: /^Site code/ })).toHaveValue('');
  },
};

/** Saving an empty form: each field says what it needs, and the focus goes to the first. */
export const AddInvalid: Story = {
  tags: ['state:error'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add site' }));
    await expect(await canvas.findByText('Enter the site code')).toBeInTheDocument();
  },
};

/** An approved site prefilled, with its photos. */
export const Edit: Story = {
  tags: ['state:full'],
  decorators: [withBriefApp({ role: 'admin', path: '/site-management/edit?id=1' })],
  render: () => <EditSitePage />,
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('textbox', { name: /^Site code/ })).toHaveValue(
      'LHE-001',
    );
  },
};

/** A digital site: its slot data shows and is required. */
export const EditDigital: Story = {
  decorators: [withBriefApp({ role: 'admin', path: '/site-management/edit?id=4' })],
  render: () => <EditSitePage />,
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('spinbutton', { name: /^Spot length/ }),
    ).toBeInTheDocument();
  },
};

/** A planner completing a requested site: what is missing, no photo uploads. */
export const RequestedAddDetails: Story = {
  tags: ['state:full'],
  decorators: [
    withBriefApp({ role: 'planner', path: '/site-management/requested-site/view/add-details?id=49' }),
  ],
  render: () => <RequestedSiteDetailsPage />,
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(/Before it can be approved/)).toBeInTheDocument();
  },
};

export const EditLoading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  decorators: [withBriefApp({ role: 'admin', path: '/site-management/edit?id=1' })],
  render: () => <EditSitePage />,
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchInventorySite));
  },
};

export const EditFailed: Story = {
  tags: ['state:error'],
  decorators: [withBriefApp({ role: 'admin', path: '/site-management/edit?id=1' })],
  render: () => <EditSitePage />,
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchInventorySite, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchInventorySite.errorMessage);
  },
};
