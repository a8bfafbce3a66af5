import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'heading', 'block', 'circle'] },
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const shapes = ['text', 'heading', 'block', 'circle'] as const;
const widths = ['sm', 'md', 'lg', 'full'] as const;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {shapes.map((shape) => (
        <MatrixRow key={shape} label={shape} layout="stack">
          {widths.map((width) => (
            <Skeleton key={width} shape={shape} width={width} />
          ))}
        </MatrixRow>
      ))}
    </Matrix>
  ),
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative only: nothing for assistive technology to read.
    const placeholder = canvasElement.querySelector('span');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  },
};
