import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Pagination, type PaginationProps } from './pagination';

/** Holds the page as a screen would, reporting each change to the story's action. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, count: 95, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="first of 3">
        <Pagination page={1} count={30} onPageChange={() => {}} label="Pagination, first of 3" />
      </MatrixRow>
      <MatrixRow label="middle of 20">
        <Pagination page={10} count={200} onPageChange={() => {}} label="Pagination, middle of 20" />
      </MatrixRow>
      <MatrixRow label="last of 20">
        <Pagination page={20} count={200} onPageChange={() => {}} label="Pagination, last of 20" />
      </MatrixRow>
      <MatrixRow label="one page (hidden)">
        <Pagination page={1} count={8} onPageChange={() => {}} />
      </MatrixRow>
    </Matrix>
  ),
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1 of 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2 of 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Page 10 of 10' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { count: 30 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1 of 3' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SinglePage: Story = {
  args: { count: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
