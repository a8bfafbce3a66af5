import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'md', children: ['First', 'Second', 'Third'].map((text) => <span key={text}>{text}</span>) },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (prefix: string) =>
  ['one', 'two', 'three'].map((text) => <span key={text}>{`${prefix} ${text}`}</span>);

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {(['xs', 'md', 'xl'] as const).map((space) => (
        <MatrixRow key={space} label={`space ${space}`}>
          <Stack space={space}>{rows(space)}</Stack>
        </MatrixRow>
      ))}
      <MatrixRow label="dividers">
        <Stack space="md" dividers>
          {rows('divided')}
        </Stack>
      </MatrixRow>
      <MatrixRow label="list, dividers">
        <Stack as="ul" space="sm" dividers aria-label="Notifications">
          {rows('notification')}
        </Stack>
      </MatrixRow>
      <MatrixRow label="align center">
        <Stack space="sm" align="center">
          {rows('centred')}
        </Stack>
      </MatrixRow>
      <MatrixRow label="responsive">
        <Stack space={['xs', 'lg', 'xxl']}>{rows('responsive')}</Stack>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('divided two')).toBeVisible();
  },
};

/** Children appear in order, one above the other. */
export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('First').getBoundingClientRect();
    const second = canvas.getByText('Second').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};
