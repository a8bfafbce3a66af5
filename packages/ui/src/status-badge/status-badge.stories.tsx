import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { tones } from '../theme/tokens';
import { StatusBadge, type StatusBadgeProps } from './status-badge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { tone: 'caution', label: 'Modification required' },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels as the screens show them, with the tone each domain's machine declares for it. */
const examples: Record<(typeof tones)[number], StatusBadgeProps['label'][]> = {
  positive: ['Approved', 'Accepted', 'Active'],
  critical: ['Rejected', 'Lost'],
  caution: ['New', 'Modification required', 'Awaiting approval'],
  info: ['In progress', 'Modification pending', 'Active campaign'],
  neutral: ['Completed', 'Inactive', 'Deleted'],
};

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {tones.map((tone) => (
        <MatrixRow key={tone} label={tone}>
          {examples[tone].map((label) => (
            <StatusBadge key={label} tone={tone} label={label} />
          ))}
          <StatusBadge tone={tone} label="A status with a long name that must not break the row" />
        </MatrixRow>
      ))}
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Words, not colour alone.
    for (const text of ['New', 'In progress', 'Modification required', 'Awaiting approval', 'Lost']) {
      await expect(canvas.getAllByText(text).length).toBeGreaterThan(0);
    }
  },
};

export const Caution: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Modification required').closest('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', 'caution');
  },
};
