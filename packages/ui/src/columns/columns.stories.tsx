import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Box } from '../box/box';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Column, Columns, type ColumnWidth } from './columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'md', children: null },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

function Cell({ children }: { children: ReactNode }) {
  return (
    <Box padding="sm" background="sunken" border="subtle" borderRadius="sm">
      {children}
    </Box>
  );
}

const pairs: [ColumnWidth | undefined, ColumnWidth | undefined][] = [
  ['1/2', '1/2'],
  ['1/3', '2/3'],
  ['1/4', undefined],
  ['content', undefined],
  ['2/5', '3/5'],
  ['1/5', '4/5'],
];

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {pairs.map(([first, second]) => (
        <MatrixRow key={`${first}-${second}`} label={`${first} + ${second ?? 'fluid'}`} layout="stack">
          <Columns space="md">
            <Column {...(first ? { width: first } : {})}>
              <Cell>{first}</Cell>
            </Column>
            <Column {...(second ? { width: second } : {})}>
              <Cell>{second ?? 'fluid'}</Cell>
            </Column>
          </Columns>
        </MatrixRow>
      ))}
      <MatrixRow label="collapseBelow tablet" layout="stack">
        <Columns space={['sm', 'lg']} collapseBelow="tablet">
          <Column width="1/3">
            <Cell>Facts</Cell>
          </Column>
          <Column>
            <Cell>Sites</Cell>
          </Column>
        </Columns>
      </MatrixRow>
      <MatrixRow label="alignY center" layout="stack">
        <Columns space="md" alignY="center">
          <Column width="content">
            <Cell>
              A<br />
              taller
              <br />
              cell
            </Cell>
          </Column>
          <Column>
            <Cell>centred</Cell>
          </Column>
        </Columns>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByText('1/3').getBoundingClientRect();
    const twoThirds = canvas.getByText('2/3').getBoundingClientRect();
    // One to two, whatever the gap.
    await expect(twoThirds.width / third.width).toBeGreaterThan(1.9);
    await expect(twoThirds.width / third.width).toBeLessThan(2.1);
  },
};

/** Two halves side by side, the same width. */
export const Halves: Story = {
  args: {
    children: [
      <Column key="a" width="1/2">
        <Cell>Left</Cell>
      </Column>,
      <Column key="b" width="1/2">
        <Cell>Right</Cell>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const left = canvas.getByText('Left').getBoundingClientRect();
    const right = canvas.getByText('Right').getBoundingClientRect();
    await expect(right.left).toBeGreaterThan(left.right);
    await expect(Math.abs(right.width - left.width)).toBeLessThan(2);
  },
};
