import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { BarChart } from './chart';

const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'PKR',
  currencyDisplay: 'code',
  maximumFractionDigits: 0,
});
const cpm = (value: number | null) => (value === null ? '—' : value.toFixed(2));

const meta = {
  title: 'Data display/BarChart',
  component: BarChart,
  args: {
    title: 'Net by kind',
    labelHeader: 'Kind',
    valueHeader: 'Net',
    data: [
      { label: 'Conventional', value: 180_000 },
      { label: 'Digital', value: 60_000 },
    ],
    formatValue: (value) => (value === null ? '—' : money.format(value)),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text alternative: a table with the same figures, named by the chart's title. */
export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Net by kind' });
    await expect(within(table).getByRole('row', { name: /Conventional/ })).toHaveTextContent('PKR 180,000');
    await expect(canvas.getByRole('figure', { name: 'Net by kind' })).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="many bars">
        <BarChart
          title="Net by region"
          labelHeader="Region"
          valueHeader="Net"
          data={[
            { label: 'Punjab', value: 1_250_000 },
            { label: 'Sindh', value: 830_000 },
            { label: 'Khyber Pakhtunkhwa', value: 240_000 },
            { label: 'Islamabad Capital Territory', value: 90_000 },
          ]}
          formatValue={(value) => (value === null ? '—' : money.format(value))}
        />
      </MatrixRow>
      <MatrixRow label="a missing figure and a zero">
        <BarChart
          title="CPM by medium"
          labelHeader="Medium"
          valueHeader="CPM"
          data={[
            { label: 'Billboard', value: 40 },
            { label: 'DOOH screen', value: 120 },
            { label: 'Streetpole', value: null },
            { label: 'Bus shelter', value: 0 },
          ]}
          formatValue={cpm}
        />
      </MatrixRow>
    </Matrix>
  ),
};
