import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { BarChart } from './chart';

const format = (value: number | null) => (value === null ? '—' : `${value}`);

describe('BarChart', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <BarChart
        title="CPM by medium"
        labelHeader="Medium"
        valueHeader="CPM"
        data={[
          { label: 'Billboard', value: 40 },
          { label: 'Streetpole', value: null },
        ]}
        formatValue={format}
      />,
    );
    await expectNoAxeViolations(container);
  });

  it('is a figure named by its title, with its figures in a table', () => {
    const { container } = render(
      <BarChart
        title="CPM by medium"
        labelHeader="Medium"
        valueHeader="CPM"
        data={[
          { label: 'Billboard', value: 40 },
          { label: 'DOOH screen', value: 120 },
          { label: 'Streetpole', value: null },
        ]}
        formatValue={format}
      />,
    );
    expect(screen.getByRole('figure', { name: 'CPM by medium' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'CPM by medium' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MediumCPM', 'Billboard40', 'DOOH screen120', 'Streetpole—']);
    // Two bars drawn (no bar for a missing figure), each over its track; the longest fills the width.
    const bars = container.querySelectorAll('svg rect');
    expect(bars).toHaveLength(5);
    expect(bars[3]?.getAttribute('width')).toBe(bars[2]?.getAttribute('width'));
  });
});
