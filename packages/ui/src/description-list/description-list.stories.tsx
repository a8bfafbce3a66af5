import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '../status-badge/status-badge';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { DescriptionList, type DescriptionListItem } from './description-list';

const facts: DescriptionListItem[] = [
  { term: 'Brief number', description: 'BR-2026-0142' },
  { term: 'Status', description: <StatusBadge tone="positive" label="Approved" /> },
  { term: 'Client', description: 'Northwind Beverages' },
  { term: 'Campaign', description: 'Summer launch' },
  { term: 'Dates', description: '1 Jun – 31 Aug 2026' },
  { term: 'Budget', description: 'PKR 12,345,678' },
  { term: 'Notes', description: 'Prefer sites near universities; avoid highways without lighting.' },
];

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  args: { items: facts, 'aria-label': 'Brief facts' },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="default (1, 2, 3)" layout="stack">
        <DescriptionList items={facts} aria-label="Default columns" />
      </MatrixRow>
      {([1, 2, 4] as const).map((columns) => (
        <MatrixRow key={columns} label={`columns ${columns}`} layout="stack">
          <DescriptionList items={facts.slice(0, 4)} columns={columns} space="md" />
        </MatrixRow>
      ))}
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByLabelText('Default columns');
    await expect(within(list).getAllByRole('term')).toHaveLength(facts.length);
    await expect(within(list).getAllByRole('definition')).toHaveLength(facts.length);
  },
};

export const Facts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Budget').tagName).toBe('DT');
    await expect(canvas.getByText('PKR 12,345,678').tagName).toBe('DD');
  },
};
