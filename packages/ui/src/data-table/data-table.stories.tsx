import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { OverlayLayer } from '../dialog/overlay-portal';
import { EmptyState } from '../empty-state/empty-state';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './data-table';

type Site = { id: string; code: string; city: string; format: string; faces: number; rate: number };

const cities = ['Lagos', 'Abuja', 'Kano', 'Ibadan', 'Port Harcourt', 'Enugu'];
const formats = ['48-sheet billboard', 'Unipole', 'LED screen', 'Bus shelter'];
const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});

function makeSites(count: number): Site[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `site-${index + 1}`,
    code: `${(cities[index % cities.length] ?? 'XX').slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
    city: cities[index % cities.length] ?? 'Lagos',
    format: formats[index % formats.length] ?? 'Unipole',
    faces: (index % 4) + 1,
    rate: 250_000 + ((index * 73_000) % 900_000),
  }));
}

const sites = makeSites(10);

const columns: DataTableColumn<Site>[] = [
  { id: 'code', header: 'Site', cell: (site) => site.code, sortable: true, hideable: false },
  { id: 'city', header: 'City', cell: (site) => site.city, sortable: true },
  { id: 'format', header: 'Format', cell: (site) => site.format },
  { id: 'faces', header: 'Faces', cell: (site) => site.faces, align: 'end', sortable: true },
  {
    id: 'rate',
    header: 'Monthly rate',
    cell: (site) => naira.format(site.rate),
    align: 'end',
    sortable: true,
  },
];

/** Sorts as the server would in SQL, so the stories show the order the table reports. */
function sortSites(rows: Site[], sort: DataTableSort | null | undefined): Site[] {
  if (!sort) return rows;
  const key = sort.columnId as keyof Site;
  const sorted = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return sort.direction === 'asc' ? sorted : sorted.reverse();
}

/** Holds sort, selection and hidden columns as a screen would, reporting each change to the story's actions. */
function Stateful(props: DataTableProps<Site>) {
  const [sort, setSort] = useState(props.sort ?? null);
  const [selectedKeys, setSelectedKeys] = useState(props.selectedKeys ?? new Set<string>());
  const [hiddenColumns, setHiddenColumns] = useState(props.hiddenColumns ?? []);
  return (
    <DataTable
      {...props}
      rows={sortSites(props.rows, sort)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) => {
        setSelectedKeys(keys);
        props.onSelectionChange?.(keys);
      }}
      hiddenColumns={hiddenColumns}
      onHiddenColumnsChange={
        props.onHiddenColumnsChange
          ? (next) => {
              setHiddenColumns(next);
              props.onHiddenColumnsChange?.(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Site>,
  args: {
    label: 'Sites',
    columns,
    rows: sites,
    rowKey: (site) => site.id,
    rowLabel: (site) => site.code,
    onSortChange: fn(),
  },
  // Overlays portal into a layer inside the story's root, so the test-runner's axe check sees the menu.
  decorators: [
    (Story) => (
      <OverlayLayer>
        <Story />
      </OverlayLayer>
    ),
  ],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DataTable<Site>>;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="sorted" layout="stack">
        <DataTable
          label="Sites, sorted by rate"
          columns={columns}
          rows={sortSites(sites.slice(0, 4), { columnId: 'rate', direction: 'desc' })}
          rowKey={(site) => site.id}
          sort={{ columnId: 'rate', direction: 'desc' }}
          onSortChange={noop}
        />
      </MatrixRow>
      <MatrixRow label="selectable + columns" layout="stack">
        <DataTable
          label="Sites, some selected"
          columns={columns}
          rows={sites.slice(0, 4)}
          rowKey={(site) => site.id}
          rowLabel={(site) => site.code}
          selectable
          selectedKeys={new Set(['site-2', 'site-3'])}
          onSelectionChange={noop}
          hiddenColumns={['format']}
          onHiddenColumnsChange={noop}
        />
      </MatrixRow>
      <MatrixRow label="clickable rows" layout="stack">
        <DataTable
          label="Sites, clickable"
          columns={columns}
          rows={sites.slice(0, 3)}
          rowKey={(site) => site.id}
          onRowClick={noop}
        />
      </MatrixRow>
      <MatrixRow label="loading" layout="stack">
        <DataTable
          label="Sites, loading"
          columns={columns}
          rows={[]}
          rowKey={(site) => site.id}
          loading
          skeletonRows={3}
          selectable
        />
      </MatrixRow>
      <MatrixRow label="empty" layout="stack">
        <DataTable label="Sites, none" columns={columns} rows={[]} rowKey={(site) => site.id} selectable />
      </MatrixRow>
    </Matrix>
  ),
};

export const Sorting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rateHeader = canvas.getByRole('columnheader', { name: 'Monthly rate' });
    await expect(rateHeader).not.toHaveAttribute('aria-sort');

    await userEvent.click(canvas.getByRole('button', { name: 'Monthly rate' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'rate', direction: 'asc' });
    await expect(rateHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstRate = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[4];
    await expect(firstRate()).toHaveTextContent(naira.format(250_000));

    // Keyboard: Enter on the focused header button flips the direction.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'rate', direction: 'desc' });
    await expect(rateHeader).toHaveAttribute('aria-sort', 'descending');

    // A third press drops the sort, back to the server's default order.
    await userEvent.keyboard(' ');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
    await expect(rateHeader).not.toHaveAttribute('aria-sort');
  },
};

export const Selection: Story = {
  args: { selectable: true, onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select ABU-002' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['site-2']));
    await expect(selectAll).toBePartiallyChecked();

    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(sites.map((site) => site.id)));

    // Keyboard: Space on the focused select-all clears the page.
    await userEvent.keyboard(' ');
    await expect(selectAll).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
  },
};

export const ColumnVisibility: Story = {
  args: { onHiddenColumnsChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Columns' });

    await userEvent.click(trigger);
    const menu = await page.findByRole('menu', { name: 'Columns' });
    await expect(within(menu).getAllByRole('menuitemcheckbox')).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Format' }));
    await expect(args.onHiddenColumnsChange).toHaveBeenLastCalledWith(['format']);
    await expect(canvas.queryByRole('columnheader', { name: 'Format' })).toBeNull();

    // Escape closes the menu and gives focus back to its trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // Keyboard: open with Enter, move to 'Format', show it again.
    await userEvent.keyboard('{Enter}');
    const reopened = await page.findByRole('menu', { name: 'Columns' });
    await waitFor(() => expect(reopened).toHaveFocus());
    // Opened from the keyboard, the first item is highlighted; the next one is 'Format'.
    await waitFor(() =>
      expect(within(reopened).getByRole('menuitemcheckbox', { name: 'City' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onHiddenColumnsChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('columnheader', { name: 'Format' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/** Left open, so axe checks the menu itself in both themes. */
export const ColumnsMenuOpen: Story = {
  args: { hiddenColumns: ['format'], onHiddenColumnsChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await canvas.findByRole('menu', { name: 'Columns' });
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Format' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'City' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ClickableRows: Story = {
  args: { onRowClick: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    await userEvent.click(within(rows[2]!).getByText('KAN-003'));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(sites[2]);

    // Keyboard: rows are tab stops; arrows move between them, Enter opens one.
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(sites[1]);
  },
};

export const Loading: Story = {
  args: { loading: true, selectable: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Sites' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(
      within(table).getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    selectable: true,
    empty: (
      <EmptyState
        title="No sites match these filters"
        description="Clear the filters to see every site."
        headingLevel={3}
        action={<Button variant="secondary">Clear filters</Button>}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Sites' });
    const cells = within(table).getAllByRole('cell');
    await expect(cells).toHaveLength(1);
    await expect(cells[0]).toHaveAttribute('colspan', '6');
    await expect(
      within(cells[0]!).getByRole('heading', { name: 'No sites match these filters' }),
    ).toBeVisible();
  },
};

export const StickyHeader: Story = {
  args: { rows: makeSites(60), selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The table scrolls inside its own region, which keyboard users can focus to scroll.
    const region = await canvas.findByRole('region', { name: 'Sites' });
    await expect(region).toHaveAttribute('tabindex', '0');
    const header = canvas.getByRole('columnheader', { name: 'City' });

    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    const regionTop = region.getBoundingClientRect().top;
    // Still at the top of the scroll area, within its border.
    await waitFor(() => expect(Math.abs(header.getBoundingClientRect().top - regionTop)).toBeLessThan(2));
    await expect(canvas.getByRole('checkbox', { name: 'Select LAG-055' })).toBeVisible();
  },
};
