import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { ErrorState } from './error-state';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { message: 'An unknown error occured', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="default title" layout="stack">
        <ErrorState message="An unknown error occured" />
      </MatrixRow>
      <MatrixRow label="+ retry" layout="stack">
        <ErrorState title="Could not load briefs" message="The server did not answer." onRetry={() => {}} />
      </MatrixRow>
    </Matrix>
  ),
};

export const WithRetry: Story = {
  args: { title: 'Could not load notifications' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert', { name: 'Could not load notifications' })).toHaveTextContent(
      'An unknown error occured',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
