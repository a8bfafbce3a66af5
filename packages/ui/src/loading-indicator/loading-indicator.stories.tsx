import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { LoadingIndicator } from './loading-indicator';

const meta = {
  title: 'Feedback/LoadingIndicator',
  component: LoadingIndicator,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="sm">
        <LoadingIndicator size="sm" label="Loading briefs" />
      </MatrixRow>
      <MatrixRow label="md">
        <LoadingIndicator size="md" label="Loading plans" />
      </MatrixRow>
      <MatrixRow label="lg">
        <LoadingIndicator size="lg" label="Loading campaigns" />
      </MatrixRow>
    </Matrix>
  ),
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(status).toHaveTextContent('Loading');
  },
};

export const FullPage: Story = {
  args: { fullPage: true, label: 'Loading the dashboard' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading the dashboard' });
    await expect(within(status).getByText('Loading the dashboard')).toBeVisible();
  },
};
