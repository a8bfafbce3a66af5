import { fetchCompetitorCampaigns } from '@ooh/api';
import { createMockDb, defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { CompetitorDetailsPage } from './CompetitorDetailsPage.tsx';

const meta = {
  title: 'Screens/Competitors/Competitor',
  component: CompetitorDetailsPage,
  args: { params: { competitor_id: '1' } },
  decorators: [withBriefApp({ role: 'planner', path: '/competitor-report/view-details/1' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof CompetitorDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A planner: the competitor's campaigns, each linking to where it was seen. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Skyline Outdoor' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Summer Fizz 2026' })).toHaveAttribute(
      'href',
      '/competitor-report/1/campaign-details/1',
    );
    await expect(canvas.getByRole('link', { name: '← All competitors' })).toHaveAttribute(
      'href',
      '/competitor-report',
    );
    await expect(canvas.getByRole('button', { name: 'Add campaign' })).toBeInTheDocument();
  },
};

/** A key account manager reads the campaigns: no links to their sites, no buttons. */
export const KeyAccountManager: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/competitor-report/view-details/1' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Summer Fizz 2026');
    await expect(canvas.queryByRole('link', { name: 'Summer Fizz 2026' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add campaign' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  },
};

/** Adding a campaign with its dates: the last sighting before the first is refused before sending. */
export const AddCampaign: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add campaign' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Add a campaign of Skyline Outdoor',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add campaign' }));
    await expect(await within(dialog).findByText("Enter the campaign's name")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Campaign name/ }), 'Summer Fizz 2026');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Industry/ }), 'Beverages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add campaign' }));
    // The competitor already has a campaign of that name: the server's 409, in the dialog.
    await expect(
      await within(dialog).findByText('This competitor already has a campaign with this name'),
    ).toBeInTheDocument();
  },
};

/** Deleting a campaign names its recorded sites. */
export const DeleteCampaign: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Summer Fizz 2026' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Summer Fizz 2026?' });
    await expect(
      within(dialog).getByText(/Its 5 sites, their photos and its reports go with it/),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchCompetitorCampaigns));
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Competitor' }),
    ).toBeInTheDocument();
  },
};

/** Ravi Outdoor Advertising has no campaigns yet. */
export const Empty: Story = {
  tags: ['state:empty'],
  args: { params: { competitor_id: '4' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No campaigns recorded' });
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchCompetitorCampaigns, 500, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(fetchCompetitorCampaigns.errorMessage);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { params: { competitor_id: '99' } },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ db: createMockDb() }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Competitor not found' });
  },
};
