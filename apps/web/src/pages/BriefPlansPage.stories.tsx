import { fetchLostPlansOfBrief, fetchPlansOfBrief, fetchSingleBrief } from '@ooh/api';
import { mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { planListHandlers } from '../modules/plan-lists/stories/plan-story.ts';
import {
  AlteredPlansPage,
  ApprovedPlansPage,
  InprogressPlansPage,
  LostPlansOfBriefPage,
  ModificationPendingPlansPage,
  ModificationRequiredPlansPage,
} from './BriefPlansPage.tsx';

// The plan fixtures sit on the approved fixture briefs 3, 7 and 11.
const meta = {
  title: 'Screens/Plans/Plans of a brief',
  component: InprogressPlansPage,
  args: { params: { brief_id: '3' } },
  decorators: [withBriefApp({ role: 'planner', path: '/inprogress-plans/3' })],
  beforeEach({ msw }) {
    msw.use(...planListHandlers());
  },
} satisfies Meta<typeof InprogressPlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /inprogress-plans/3: the brief's header and its plans being built. */
export const InProgress: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Brief BR-2026-0003 · /)).toBeInTheDocument();
    await expect(await canvas.findByText('1 plan')).toBeInTheDocument();
  },
};

/** /approved-plan-review/7: the accepted plan of the brief. */
export const Approved: Story = {
  tags: ['state:full'],
  decorators: [withBriefApp({ role: 'planner', path: '/approved-plan-review/7' })],
  args: { params: { brief_id: '7' } },
  render: (args) => <ApprovedPlansPage {...args} />,
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Accepted')).toBeInTheDocument();
  },
};

/** /modification-plan/3: altered plans, counted. */
export const Altered: Story = {
  tags: ['state:full'],
  decorators: [withBriefApp({ role: 'planner', path: '/modification-plan/3' })],
  render: (args) => <AlteredPlansPage {...args} />,
  async play({ canvasElement }) {
    await within(canvasElement).findByText('1 altered plan (more than one version)');
  },
};

/** /modification-required/11, for a KAM (who may open the brief's details). */
export const ModificationRequired: Story = {
  tags: ['state:full'],
  args: { params: { brief_id: '11' } },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/modification-required/11' })],
  render: (args) => <ModificationRequiredPlansPage {...args} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Brief details' })).toBeInTheDocument();
    await canvas.findByText('Swap the Karachi streetpoles for a second screen.');
  },
};

/** /modification-pending/3 for an editor, who may not read briefs: the header comes from the plans. */
export const ModificationPendingForEditor: Story = {
  tags: ['state:full'],
  decorators: [withBriefApp({ role: 'editor', path: '/modification-pending/3' })],
  render: (args) => <ModificationPendingPlansPage {...args} />,
  async play({ canvasElement }) {
    await within(canvasElement).findByText(/^Brief BR-2026-0003 · /);
  },
};

/** /view-lost-plan/11: the lost plans with their reasons. */
export const Lost: Story = {
  tags: ['state:full'],
  decorators: [withBriefApp({ role: 'planner', path: '/view-lost-plan/11' })],
  args: { params: { brief_id: '11' } },
  render: (args) => <LostPlansOfBriefPage {...args} />,
  async play({ canvasElement }) {
    await within(canvasElement).findByText('The client went with another vendor.');
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchPlansOfBrief), loadingForever(fetchSingleBrief));
  },
};

/** A brief with no lost plan: the empty state says what the list would hold. */
export const Empty: Story = {
  tags: ['state:empty'],
  render: (args) => <LostPlansOfBriefPage {...args} />,
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No lost plans' });
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  args: { params: { brief_id: '11' } },
  render: (args) => <LostPlansOfBriefPage {...args} />,
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchLostPlansOfBrief, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('An error occurred while fetching plans');
  },
};

export const NotFound: Story = {
  args: { params: { brief_id: '999' } },
  beforeEach({ msw }) {
    msw.use(
      mockEndpointError(fetchSingleBrief, 404, 'Brief not found'),
      mockEndpoint(fetchPlansOfBrief, { message: 'Brief not found' } as never, { status: 404 }),
    );
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'Brief not found' });
  },
};
