import { fetchCompetitorCampaignSites, updateCompetitorCampaignSites } from '@ooh/api';
import { defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { CompetitorCampaignPage } from './CompetitorCampaignPage.tsx';

const meta = {
  title: 'Screens/Competitors/Competitor campaign',
  component: CompetitorCampaignPage,
  args: { params: { competitor_id: '1', campaign_id: '1' } },
  decorators: [withBriefApp({ role: 'planner', path: '/competitor-report/1/campaign-details/1' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof CompetitorCampaignPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sightingRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Sites seen' }))
    .getAllByRole('row')
    .slice(1);

/** Summer Fizz: five sightings in Karachi and Lahore, on the map and in the table, with the reports link. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Summer Fizz 2026' }),
    ).toBeInTheDocument();
    await canvas.findByRole('table', { name: 'Sites seen' });
    await expect(sightingRows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /^Reports/ })).toHaveAttribute(
      'href',
      '/competitor-report/1/campaign-details/1/reports',
    );
    await expect(canvas.getByRole('link', { name: '← Skyline Outdoor' })).toHaveAttribute(
      'href',
      '/competitor-report/view-details/1',
    );
    await expect(
      canvas.getByRole('button', { name: 'Upload photo for Khayaban-e-Ittehad, both sides' }),
    ).toBeInTheDocument();
  },
};

/** Record a sighting by hand, remove one, then save the whole list at once. */
export const EditAndSave: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Sites seen' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove LHE-001' }));
    await expect(await canvas.findByText(/Unsaved changes: 4 sites in the list/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Record a sighting' }));
    const form = within(await canvas.findByRole('form', { name: 'Record a sighting' }));
    await userEvent.click(form.getByRole('combobox', { name: /^Region/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Sindh' }));
    await userEvent.click(form.getByRole('combobox', { name: /^City/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Karachi' }));
    await userEvent.click(form.getByRole('combobox', { name: /^Location/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Clifton' }));
    await userEvent.click(form.getByRole('combobox', { name: /^Medium/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Billboard' }));
    await userEvent.type(form.getByRole('textbox', { name: /Address/ }), 'Schon Circle');
    await userEvent.click(form.getByRole('button', { name: 'Add to the list' }));
    await expect(await canvas.findByText('Schon Circle')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save sites' }));
    await expect(await body(canvasElement).findByText('5 sites saved')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save sites' })).toBeNull();
  },
};

/** Adding inventory sites: searched and filtered by city; a site already listed is offered as added. */
export const AddInventorySites: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Sites seen' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add inventory sites' }));
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search the inventory' }), 'KHI-00');
    const list = await canvas.findByRole('list', { name: 'Inventory sites' });
    await expect(await within(list).findByRole('button', { name: 'Added: KHI-008' })).toBeDisabled();
    await userEvent.click(await within(list).findByRole('button', { name: 'Add KHI-009' }));
    await expect(await within(list).findByRole('button', { name: 'Added: KHI-009' })).toBeDisabled();
    await expect(sightingRows(canvasElement)).toHaveLength(6);
    // Told by the unsaved-changes bar (a live region), not by a toast: toasts piled over the table's row actions.
    await expect(
      within(canvas.getByRole('region', { name: 'Unsaved changes' })).getByRole('status'),
    ).toHaveTextContent('Unsaved changes: 6 sites in the list, 5 saved.');
    await expect(body(canvasElement).queryByText(/added to the list/)).toBeNull();
  },
};

/** The save refused: the server's words, and the changes kept to try again. */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(updateCompetitorCampaignSites, 400, 'This inventory site is listed twice'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Sites seen' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove LHE-001' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save sites' }));
    await expect(
      await canvas.findByText('The sites could not be saved: This inventory site is listed twice'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save sites' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchCompetitorCampaignSites));
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Competitor campaign' }),
    ).toBeInTheDocument();
  },
};

/** Ramzan Bachat Account: no sightings yet. */
export const Empty: Story = {
  tags: ['state:empty'],
  args: { params: { competitor_id: '2', campaign_id: '4' } },
  decorators: [withBriefApp({ role: 'admin', path: '/competitor-report/2/campaign-details/4' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No sites recorded yet' });
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchCompetitorCampaignSites, 500, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(fetchCompetitorCampaignSites.errorMessage);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** A campaign under another competitor's address is not found here. */
export const OtherCompetitors: Story = {
  args: { params: { competitor_id: '2', campaign_id: '1' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Campaign not found' });
  },
};
