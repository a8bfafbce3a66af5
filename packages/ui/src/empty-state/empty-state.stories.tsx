import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No notifications', description: 'You are all caught up.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="title" layout="stack">
        <EmptyState title="Nothing here" />
      </MatrixRow>
      <MatrixRow label="+ description" layout="stack">
        <EmptyState title="No notifications" description="You are all caught up." />
      </MatrixRow>
      <MatrixRow label="+ action" layout="stack">
        <EmptyState
          title="No briefs yet"
          description="Briefs created by your team appear here."
          action={<Button>Create brief</Button>}
        />
      </MatrixRow>
    </Matrix>
  ),
};

const handleCreate = fn();

export const WithAction: Story = {
  args: {
    title: 'No briefs yet',
    description: 'Briefs created by your team appear here.',
    action: <Button onClick={handleCreate}>Create brief</Button>,
  },
  play: async ({ canvasElement }) => {
    handleCreate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No briefs yet' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(handleCreate).toHaveBeenCalledOnce();
  },
};
