import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '../status-badge/status-badge';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Inline } from './inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'sm',
    children: ['Outdoor', 'Digital', 'Transit', 'Airport'].map((text) => (
      <StatusBadge key={text} tone="neutral" label={text} />
    )),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const badges = (count: number) =>
  Array.from({ length: count }, (_, index) => `Item ${index + 1}`).map((label, index) => (
    <StatusBadge key={label} tone={index % 2 ? 'info' : 'positive'} label={label} />
  ));

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {(['xs', 'sm', 'lg'] as const).map((space) => (
        <MatrixRow key={space} label={`space ${space}`} layout="stack">
          <Inline space={space}>{badges(4)}</Inline>
        </MatrixRow>
      ))}
      {(['left', 'center', 'right'] as const).map((align) => (
        <MatrixRow key={align} label={`align ${align}`} layout="stack">
          <Inline space="sm" align={align}>
            {badges(3)}
          </Inline>
        </MatrixRow>
      ))}
      <MatrixRow label="wraps" layout="stack">
        <Inline space="sm">{badges(24)}</Inline>
      </MatrixRow>
      <MatrixRow label="list" layout="stack">
        <Inline as="ul" space="sm" aria-label="Site kinds">
          {badges(3)}
        </Inline>
      </MatrixRow>
      <MatrixRow label="collapseBelow tablet" layout="stack">
        <Inline space="sm" collapseBelow="tablet" alignY="center">
          {badges(3)}
        </Inline>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Site kinds' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Side by side on one line while they fit. */
export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Outdoor').getBoundingClientRect();
    const second = canvas.getByText('Digital').getBoundingClientRect();
    await expect(second.left).toBeGreaterThan(first.right);
    await expect(Math.abs(second.top - first.top)).toBeLessThan(2);
  },
};
