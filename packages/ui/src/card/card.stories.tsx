import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Briefs',
    children: <p>Twelve briefs are waiting for review.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="title + actions" layout="stack">
        <Card title="Briefs" actions={<Button size="sm">New brief</Button>}>
          <p>Twelve briefs are waiting for review.</p>
        </Card>
      </MatrixRow>
      <MatrixRow label="title" layout="stack">
        <Card title="Plans">
          <p>Four plans need changes.</p>
        </Card>
      </MatrixRow>
      <MatrixRow label="plain" layout="stack">
        <Card>
          <p>A card without a header.</p>
        </Card>
      </MatrixRow>
    </Matrix>
  ),
};

const handleNew = fn();

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" onClick={handleNew}>
        New brief
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    handleNew.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Briefs' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New brief' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(handleNew).toHaveBeenCalledOnce();
  },
};
