import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Dashboard', description: 'Today at a glance' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each header is an h1: in the catalog they stand for three different pages. */
export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="title" layout="stack">
        <PageHeader title="Notifications" />
      </MatrixRow>
      <MatrixRow label="+ description" layout="stack">
        <PageHeader title="Dashboard" description="Today at a glance" />
      </MatrixRow>
      <MatrixRow label="+ actions" layout="stack">
        <PageHeader
          title="Pending briefs"
          description="Briefs waiting for review"
          actions={
            <>
              <Button variant="secondary">Export</Button>
              <Button>New brief</Button>
            </>
          }
        />
      </MatrixRow>
    </Matrix>
  ),
};

const handleNew = fn();

export const WithActions: Story = {
  args: { actions: <Button onClick={handleNew}>New brief</Button> },
  play: async ({ canvasElement }) => {
    handleNew.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(handleNew).toHaveBeenCalledOnce();
  },
};
