import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Heading, type HeadingLevel } from './heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Approved briefs' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const levels: HeadingLevel[] = [1, 2, 3, 4];

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {levels.map((level) => (
        <MatrixRow key={level} label={`level ${level}`} layout="stack">
          <Heading level={level}>{`Level ${level}: Campaign for Spring`}</Heading>
        </MatrixRow>
      ))}
      <MatrixRow label="truncate" layout="stack">
        <Heading level={3} truncate>
          A plan name so long that it cannot fit on a single line of any reasonable screen width, not even a
          wide one
        </Heading>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of levels) {
      await expect(
        canvas.getByRole('heading', { level, name: `Level ${level}: Campaign for Spring` }),
      ).toBeVisible();
    }
  },
};

export const SectionTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Approved briefs',
    );
  },
};
