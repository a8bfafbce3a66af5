import { downloadBriefAttachment, fetchSingleBrief } from '@ooh/api';
import { briefFixtures, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { BriefReviewFilePage } from './BriefReviewFilePage.tsx';

const fileBrief = briefFixtures.find((brief) => brief.id === 2) as (typeof briefFixtures)[number];

const meta = {
  title: 'Screens/Briefs/Brief review (file)',
  component: BriefReviewFilePage,
  args: { params: { brief_id: '2' } },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/brief-review-file/2' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof BriefReviewFilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF brief, previewed in a frame, with Download. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTitle(`Brief document: ${fileBrief.attachment?.file_name}`),
    ).toBeInTheDocument();
  },
};

/** A spreadsheet has no preview: it is only downloaded. */
export const Spreadsheet: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchSingleBrief, {
        brief: {
          ...fileBrief,
          attachment: {
            file_name: 'Jazz media plan brief.xlsx',
            content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            size: 1_250_000,
            uploaded_at: fileBrief.created_at,
          },
        },
        plans: [],
      }),
    );
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(/has no preview/);
  },
};

/** The document is on its way. */
export const LoadingDocument: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever(downloadBriefAttachment));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('status', { name: 'Loading the brief document' });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchSingleBrief));
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
