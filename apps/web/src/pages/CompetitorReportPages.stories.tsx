import { downloadCompetitorReportPdf, fetchCompetitorCampaignSites, fetchSingleReport } from '@ooh/api';
import {
  buildCompetitorReport,
  createMockDb,
  defaultHandlers,
  type MockDb,
  mockEndpointError,
} from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import {
  CompetitorReportCreatePage,
  CompetitorReportsPage,
  CompetitorReportViewPage,
} from './CompetitorReportPages.tsx';

const meta = {
  title: 'Screens/Competitors/Reports',
  component: CompetitorReportsPage,
  args: { params: { competitor_id: '1', campaign_id: '1' } },
  decorators: [withBriefApp({ role: 'planner', path: '/competitor-report/1/campaign-details/1/reports' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof CompetitorReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const base = '/competitor-report/1/campaign-details/1/reports';

/** The menu: five reports, the city-wise one generated a week ago by the planner, with View. */
export const Menu: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('list', { name: 'Reports' });
    await expect(within(table).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(table).getByRole('link', { name: 'View City-wise presence' })).toHaveAttribute(
      'href',
      `${base}/create/city-wise/view`,
    );
    await expect(within(table).getByText(/by Parveen Planner/)).toBeInTheDocument();
    await expect(within(table).getByRole('link', { name: 'Create Head to head' })).toHaveAttribute(
      'href',
      `${base}/create/head-to-head`,
    );
  },
};

/** A campaign without sightings: the menu says to record them first. */
export const MenuEmpty: Story = {
  tags: ['state:empty'],
  args: { params: { competitor_id: '2', campaign_id: '4' } },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByText(/No sites are recorded for this campaign yet/),
    ).toBeInTheDocument();
  },
};

export const MenuLoading: Story = {
  tags: ['state:loading'],
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchCompetitorCampaignSites));
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Reports' }),
    ).toBeInTheDocument();
  },
};

export const MenuFailed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchCompetitorCampaignSites, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchCompetitorCampaignSites.errorMessage);
  },
};

/** Create: every city ticked; unticking one counts fewer sites, then Generate. */
export const Create: Story = {
  tags: ['state:full'],
  render: () => (
    <CompetitorReportCreatePage
      params={{ competitor_id: '1', campaign_id: '1', report_type: 'medium-wise' }}
    />
  ),
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/medium-wise` })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const karachi = await canvas.findByRole('checkbox', { name: 'Karachi (3 sites)' });
    await expect(karachi).toBeChecked();
    await expect(canvas.getByText('5 sites of 5 counted')).toBeInTheDocument();
    await userEvent.click(karachi);
    await expect(await canvas.findByText('2 sites of 5 counted')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Generate report' })).toBeEnabled();
  },
};

/** Create for a campaign without sightings: what to do instead. */
export const CreateEmpty: Story = {
  tags: ['state:empty'],
  decorators: [
    withBriefApp({
      role: 'planner',
      path: '/competitor-report/2/campaign-details/4/reports/create/city-wise',
    }),
  ],
  render: () => (
    <CompetitorReportCreatePage params={{ competitor_id: '2', campaign_id: '4', report_type: 'city-wise' }} />
  ),
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No sites to count' });
  },
};

/** The city-wise report: the table with its total, the bars, when and by whom, Export PDF. */
export const ViewCityWise: Story = {
  tags: ['state:full'],
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/city-wise/view` })],
  render: () => (
    <CompetitorReportViewPage params={{ competitor_id: '1', campaign_id: '1', report_type: 'city-wise' }} />
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'City-wise presence figures' });
    await expect(within(table).getByRole('row', { name: /Karachi 3 \d+ 60\.0%/ })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: /Total 5 \d+ 100\.0%/ })).toBeInTheDocument();
    await expect(await canvas.findByRole('figure', { name: 'Share of sites by city' })).toBeInTheDocument();
    await expect(canvas.getByText(/by Parveen Planner/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Export PDF' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Head to head is not generated yet for this campaign: the view says so and links to Create. */
export const ViewNotGenerated: Story = {
  tags: ['state:empty'],
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/head-to-head/view` })],
  render: () => (
    <CompetitorReportViewPage
      params={{ competitor_id: '1', campaign_id: '1', report_type: 'head-to-head' }}
    />
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'This report has not been generated yet' });
    await expect(canvas.getByRole('link', { name: 'Create Head to head' })).toHaveAttribute(
      'href',
      `${base}/create/head-to-head`,
    );
  },
};

/** The fixtures with Summer Fizz's report of `type` generated too (our sites: one in every city and medium). */
function withReport(type: 'head-to-head' | 'site-list'): MockDb {
  const db = createMockDb();
  const state = db.competitors;
  const campaign = state.campaigns[0];
  const competitor = state.competitors[0];
  if (!campaign || !competitor) throw new Error('the fixtures have Summer Fizz');
  state.reports.push(
    buildCompetitorReport({
      type,
      competitor,
      campaign,
      sites: state.sites.filter((site) => site.competitor_campaign_id === campaign.id),
      generatedAt: '2026-11-25T10:30:00.000Z',
      generatedBy: 'Parveen Planner',
      ourSites: () => 1,
    }),
  );
  return db;
}

/** Head to head: paired bars and the competitor's share of theirs and ours, with the totals. */
export const ViewHeadToHead: Story = {
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/head-to-head/view` })],
  render: () => (
    <CompetitorReportViewPage
      params={{ competitor_id: '1', campaign_id: '1', report_type: 'head-to-head' }}
    />
  ),
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ db: withReport('head-to-head') }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Head to head figures' });
    // Karachi streetpoles: 2 of theirs beside 1 of ours is 66.7; in all 5 beside 4 is 55.6.
    await expect(
      within(table).getByRole('row', { name: /Karachi Streetpole 2 1 66\.7%/ }),
    ).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: /Total 5 4 55\.6%/ })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('figure', { name: 'Skyline Outdoor and us, by city and medium' }),
    ).toBeInTheDocument();
  },
};

/** The site list: a card per sighting, with its photo when it has one. */
export const ViewSiteList: Story = {
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/site-list/view` })],
  render: () => (
    <CompetitorReportViewPage params={{ competitor_id: '1', campaign_id: '1', report_type: 'site-list' }} />
  ),
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ db: withReport('site-list') }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Sites in the report' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    await expect(await within(cards).findByRole('img', { name: 'Sighting KHI-008' })).toBeInTheDocument();
  },
};

/** The PDF service refused: its words, under the buttons. */
export const ExportFailed: Story = {
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/city-wise/view` })],
  render: () => (
    <CompetitorReportViewPage params={{ competitor_id: '1', campaign_id: '1', report_type: 'city-wise' }} />
  ),
  beforeEach({ msw }) {
    msw.use(
      mockEndpointError(
        downloadCompetitorReportPdf,
        503,
        'The document service is busy: try again in a minute',
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export PDF' }));
    await expect(
      await canvas.findByText(
        'The PDF could not be made: The document service is busy: try again in a minute',
      ),
    ).toBeInTheDocument();
  },
};

/** Generating again from the view replaces the figures in place. */
export const Regenerate: Story = {
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/city-wise/view` })],
  render: () => (
    <CompetitorReportViewPage params={{ competitor_id: '1', campaign_id: '1', report_type: 'city-wise' }} />
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(/by Parveen Planner/);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate again' }));
    await expect(await canvas.findByText(/by Aisha Admin/)).toBeInTheDocument();
  },
};

export const ViewLoading: Story = {
  tags: ['state:loading'],
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/city-wise/view` })],
  render: () => (
    <CompetitorReportViewPage params={{ competitor_id: '1', campaign_id: '1', report_type: 'city-wise' }} />
  ),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchSingleReport));
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'City-wise presence' }),
    ).toBeInTheDocument();
  },
};

export const ViewFailed: Story = {
  tags: ['state:error'],
  decorators: [withBriefApp({ role: 'planner', path: `${base}/create/city-wise/view` })],
  render: () => (
    <CompetitorReportViewPage params={{ competitor_id: '1', campaign_id: '1', report_type: 'city-wise' }} />
  ),
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchSingleReport, 500, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(fetchSingleReport.errorMessage);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
