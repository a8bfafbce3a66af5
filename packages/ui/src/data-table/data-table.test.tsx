import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './data-table';

type Site = { id: string; code: string; city: string; faces: number };

const sites: Site[] = [
  { id: 's1', code: 'LAG-001', city: 'Lagos', faces: 2 },
  { id: 's2', code: 'ABJ-014', city: 'Abuja', faces: 1 },
  { id: 's3', code: 'KAN-007', city: 'Kano', faces: 4 },
];

const columns: DataTableColumn<Site>[] = [
  { id: 'code', header: 'Site', cell: (site) => site.code, sortable: true, hideable: false },
  { id: 'city', header: 'City', cell: (site) => site.city, sortable: true },
  { id: 'faces', header: 'Faces', cell: (site) => site.faces, align: 'end' },
];

function SiteTable(props: Partial<DataTableProps<Site>>) {
  return (
    <DataTable
      label="Sites"
      columns={columns}
      rows={sites}
      rowKey={(site) => site.id}
      rowLabel={(site) => site.code}
      {...props}
    />
  );
}

/** Holds selection, sort and hidden columns as a screen would. */
function StatefulSiteTable({
  initialSelection = [],
  onSelectionChange,
  onSortChange,
  onHiddenColumnsChange,
}: {
  initialSelection?: string[];
  onSelectionChange?: (keys: Set<string>) => void;
  onSortChange?: (sort: DataTableSort | null) => void;
  onHiddenColumnsChange?: (hidden: string[]) => void;
}) {
  const [selectedKeys, setSelectedKeys] = useState(new Set(initialSelection));
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  return (
    <SiteTable
      selectable
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) => {
        setSelectedKeys(keys);
        onSelectionChange?.(keys);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      hiddenColumns={hiddenColumns}
      onHiddenColumnsChange={(next) => {
        setHiddenColumns(next);
        onHiddenColumnsChange?.(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('has no axe violations with sorting, selection, the columns menu and clickable rows', async () => {
    const { container } = render(
      <SiteTable
        selectable
        selectedKeys={new Set(['s1'])}
        onSelectionChange={() => {}}
        sort={{ columnId: 'city', direction: 'desc' }}
        onSortChange={() => {}}
        onHiddenColumnsChange={() => {}}
        onRowClick={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });

  it('has no axe violations while loading and when empty', async () => {
    const { container } = render(
      <>
        <SiteTable label="Loading sites" loading selectable />
        <SiteTable label="No sites" rows={[]} selectable />
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a table named by its caption, with a header row and a row per item', () => {
    render(<SiteTable />);
    const table = screen.getByRole('table', { name: 'Sites' });
    const [header, ...body] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Site', 'City', 'Faces']);
    expect(body).toHaveLength(3);
    expect(
      within(body[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['LAG-001', 'Lagos', '2']);
  });

  it('shows the caller’s sort with aria-sort and reports header presses: asc, desc, then none', async () => {
    const user = userEvent.setup();
    const handleSortChange = vi.fn();
    render(<StatefulSiteTable onSortChange={handleSortChange} />);
    const cityHeader = screen.getByRole('columnheader', { name: 'City' });
    expect(cityHeader).not.toHaveAttribute('aria-sort');
    // Only sortable columns have a button.
    expect(within(screen.getByRole('columnheader', { name: 'Faces' })).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(handleSortChange).toHaveBeenLastCalledWith({ columnId: 'city', direction: 'asc' });
    expect(cityHeader).toHaveAttribute('aria-sort', 'ascending');

    // Keyboard: the header button is pressed with Enter.
    screen.getByRole('button', { name: 'City' }).focus();
    await user.keyboard('{Enter}');
    expect(handleSortChange).toHaveBeenLastCalledWith({ columnId: 'city', direction: 'desc' });
    expect(cityHeader).toHaveAttribute('aria-sort', 'descending');

    await user.keyboard(' ');
    expect(handleSortChange).toHaveBeenLastCalledWith(null);
    expect(cityHeader).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Site' }));
    expect(handleSortChange).toHaveBeenLastCalledWith({ columnId: 'code', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Site' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('never reorders rows itself: the caller sorts', () => {
    render(<SiteTable sort={{ columnId: 'city', direction: 'asc' }} />);
    const cities = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(cities).toEqual(['Lagos', 'Abuja', 'Kano']);
  });

  it('selects rows one by one, with a select-all that is indeterminate when some are selected', async () => {
    const user = userEvent.setup();
    const handleSelectionChange = vi.fn();
    render(<StatefulSiteTable onSelectionChange={handleSelectionChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(selectAll).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select ABJ-014' }));
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set(['s2']));
    expect(screen.getByRole('checkbox', { name: 'Select ABJ-014' })).toBeChecked();
    expect(selectAll).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Select ABJ-014' }).closest('tr')).toHaveAttribute(
      'data-selected',
    );

    await user.click(selectAll);
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set(['s1', 's2', 's3']));
    expect(selectAll).toBeChecked();

    // Keyboard: Space toggles the focused checkbox.
    selectAll.focus();
    await user.keyboard(' ');
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set());
    expect(selectAll).not.toBeChecked();
  });

  it('shows a partial page selection on the select-all from the start', () => {
    render(<SiteTable selectable selectedKeys={new Set(['s1'])} onSelectionChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Select LAG-001' })).toBeChecked();
  });

  it('select-all only selects the visible page and keeps what was selected on other pages', async () => {
    const user = userEvent.setup();
    const handleSelectionChange = vi.fn();
    render(<StatefulSiteTable initialSelection={['other-page']} onSelectionChange={handleSelectionChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(selectAll).not.toBeChecked();

    await user.click(selectAll);
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set(['other-page', 's1', 's2', 's3']));
    await user.click(selectAll);
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set(['other-page']));
  });

  it('hides and shows hideable columns from the Columns menu', async () => {
    const user = userEvent.setup();
    const handleHiddenColumnsChange = vi.fn();
    render(<StatefulSiteTable onHiddenColumnsChange={handleHiddenColumnsChange} />);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    await expectNoAxeViolations(menu);
    const items = within(menu).getAllByRole('menuitemcheckbox');
    // 'Site' is not hideable, so it is not listed.
    expect(items.map((item) => item.textContent)).toEqual(['City', 'Faces']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    expect(handleHiddenColumnsChange).toHaveBeenLastCalledWith(['city']);
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    // The menu stays open to toggle more columns.
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'City' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    expect(handleHiddenColumnsChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });

  it('works the Columns menu from the keyboard', async () => {
    const user = userEvent.setup();
    const handleHiddenColumnsChange = vi.fn();
    render(<StatefulSiteTable onHiddenColumnsChange={handleHiddenColumnsChange} />);
    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    await waitFor(() => expect(menu).toHaveFocus());
    // Opened from the keyboard, the first item is highlighted.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'City' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Faces' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    expect(handleHiddenColumnsChange).toHaveBeenLastCalledWith(['faces']);
    expect(screen.queryByRole('columnheader', { name: 'Faces' })).toBeNull();
  });

  it('keeps the last shown column when no column is always shown', async () => {
    const user = userEvent.setup();
    render(
      <SiteTable
        columns={columns.map((column) => ({ ...column, hideable: true }))}
        hiddenColumns={['code', 'faces']}
        onHiddenColumnsChange={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'City' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('has no Columns menu unless the caller handles hidden columns', () => {
    render(<SiteTable hiddenColumns={['faces']} />);
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Faces' })).toBeNull();
  });

  it('shows ten skeleton rows while loading and marks the table busy', () => {
    render(<SiteTable loading selectable />);
    const table = screen.getByRole('table', { name: 'Sites' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByText('LAG-001')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeDisabled();
  });

  it('shows as many skeleton rows as asked', () => {
    render(<SiteTable loading skeletonRows={3} />);
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('shows the empty state in one full-width cell when there are no rows', () => {
    render(<SiteTable rows={[]} selectable empty={<p>No sites match these filters.</p>} />);
    const table = screen.getByRole('table', { name: 'Sites' });
    expect(table).not.toHaveAttribute('aria-busy');
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveAttribute('colspan', '4');
    expect(cells[0]).toHaveTextContent('No sites match these filters.');
  });

  it('falls back to a plain empty state', () => {
    render(<SiteTable rows={[]} />);
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
  });

  it('opens a row on click, Enter or Space, but not from its checkbox', async () => {
    const user = userEvent.setup();
    const handleRowClick = vi.fn();
    const handleSelectionChange = vi.fn();
    render(<SiteTable onRowClick={handleRowClick} selectable onSelectionChange={handleSelectionChange} />);
    const rows = screen.getAllByRole('row').slice(1);

    await user.click(within(rows[1]!).getByText('Abuja'));
    expect(handleRowClick).toHaveBeenLastCalledWith(sites[1]);

    await user.click(screen.getByRole('checkbox', { name: 'Select LAG-001' }));
    expect(handleSelectionChange).toHaveBeenCalledOnce();
    expect(handleRowClick).toHaveBeenCalledOnce();

    rows[0]!.focus();
    await user.keyboard('{Enter}');
    expect(handleRowClick).toHaveBeenLastCalledWith(sites[0]);
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(handleRowClick).toHaveBeenLastCalledWith(sites[2]);
    await user.keyboard('{ArrowUp}');
    expect(rows[1]).toHaveFocus();
    expect(handleRowClick).toHaveBeenCalledTimes(3);
  });

  it('rows are not focusable unless they can be opened', () => {
    render(<SiteTable />);
    for (const row of screen.getAllByRole('row')) expect(row).not.toHaveAttribute('tabindex');
  });
});

describe('DataTable column widths', () => {
  it('gives a column its minimum width on the header cell', () => {
    render(
      <DataTable
        label="Widths"
        columns={[
          { id: 'site', header: 'Site', cell: (row: { id: string }) => row.id, minWidth: '12rem' },
          { id: 'other', header: 'Other', cell: (row: { id: string }) => row.id },
        ]}
        rows={[{ id: 'A' }]}
        rowKey={(row) => row.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Site' }).style.minWidth).toBe('12rem');
    expect(screen.getByRole('columnheader', { name: 'Other' }).style.minWidth).toBe('');
  });
});
