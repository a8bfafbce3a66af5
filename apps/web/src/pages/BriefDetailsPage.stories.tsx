import { addDesignLink, fetchSingleBrief } from '@ooh/api';
import { briefFixtures, mockEndpoint, mockEndpointError, planFixtures } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { BriefDetailsPage } from './BriefDetailsPage.tsx';

const meta = {
  title: 'Screens/Briefs/Brief details',
  component: BriefDetailsPage,
  // Brief 3 is approved, with a plan and a design link.
  args: { params: { brief_id: '3' } },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/view-brief-details/3' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
} satisfies Meta<typeof BriefDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const plans = await canvas.findByRole('table', { name: 'Plans of this brief' });
    // Each plan opens the view of its status the KAM may open (plan 7 is pending).
    await expect(within(plans).getByRole('link', { name: planFixtures[6]!.planName })).toHaveAttribute(
      'href',
      '/pending-plan-review/3/view-plan/7',
    );
  },
};

/** Brief 7 is approved with no link yet; here it has no plan either (the fixture plans are answered without it). */
export const NoPlanYet: Story = {
  tags: ['state:empty'],
  args: { params: { brief_id: '7' } },
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchSingleBrief, { brief: briefFixtures[6]!, plans: [] }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No plan yet' });
  },
};

/** The server refused the link (400): its message under the field. */
export const LinkRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(
        addDesignLink,
        { message: 'Validation failed', errors: { design_link: 'This host is not allowed' } } as never,
        { status: 400 },
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /Design link URL/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'https://files.example.com/design');
    await userEvent.click(canvas.getByRole('button', { name: 'Save design link' }));
    await expect(await canvas.findByText('This host is not allowed')).toBeInTheDocument();
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
