import { fetchLifecycleCounts } from '@ooh/api';
import { defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { LifecycleExplorer } from '../modules/lifecycles/LifecycleExplorer.tsx';

const meta = {
  title: 'Screens/Administration/Lifecycles',
  component: LifecycleExplorer,
  args: { initialLifecycle: 'plan' },
  decorators: [withBriefApp({ role: 'admin', path: '/lifecycles' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof LifecycleExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan lifecycle: its diagram with the records in each state, the simulator and the transitions table. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const diagram = await canvas.findByRole('img', { name: /^Plan lifecycle diagram, at In progress/ });
    await expect(diagram).toHaveAccessibleDescription(/The plan diagram as a table/);
    const summary = await canvas.findByRole('region', { name: 'Records in each state' });
    await expect(summary).toHaveTextContent(/In progress: \d+ records?/);
    await expect(canvas.getByRole('table', { name: 'Plan transitions' })).toHaveTextContent(
      'A plan needs at least one site to be submitted.',
    );
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  },
};

/** A lifecycle with a state no counter counts: the page says so. */
export const NotCounted: Story = {
  tags: ['state:empty'],
  args: { initialLifecycle: 'brief' },
  async play({ canvasElement }) {
    const summary = await within(canvasElement).findByRole('region', { name: 'Records in each state' });
    await expect(summary).toHaveTextContent('Deleted: not counted');
  },
};

/** The counts on their way: the diagram draws without them. */
export const Loading: Story = {
  tags: ['state:loading'],
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchLifecycleCounts));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the record counts')).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: /^Plan lifecycle diagram/ })).toBeInTheDocument();
  },
};

/** The counts failed: an error with Retry; the diagram and the simulator still work. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchLifecycleCounts, 500, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'The record counts could not be loaded' });
    await expect(
      canvas.getByText('An error occurred while fetching the lifecycle counts'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: /^Plan lifecycle diagram/ })).toBeInTheDocument();
  },
};

/** A refused event: the simulator shows the rule the server answers with, and logs the step. */
export const Refusal: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: /^Plan lifecycle diagram/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Refused: Cannot submit: this plan is in progress. A plan needs at least one site to be submitted.',
    );
    await expect(canvas.getByRole('list', { name: 'Steps' })).toHaveTextContent(
      'Submit refused in In progress',
    );
  },
};
