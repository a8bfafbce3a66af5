import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedListPanel } from './PagedListPanel.tsx';
import type { ListView } from './use-list.ts';

type Row = { id: number; name: string };

function listOf(status: ListView<Row>['status'], items: Row[]): ListView<Row> {
  return {
    status,
    items,
    total: items.length,
    allTotal: 5,
    totalCapped: false,
    page: 1,
    limit: 10,
    search: 'mall',
    filters: {},
    error: undefined,
    changePage: vi.fn(),
    changeSearch: vi.fn(),
    changeFilters: vi.fn(),
    retry: vi.fn(),
    refresh: vi.fn(),
  };
}

const text = {
  name: 'Sites',
  fallback: 'Could not load the sites',
  empty: { title: 'No sites', description: 'None yet.' },
};

function renderPanel(list: ListView<Row>) {
  const table = vi.fn(({ items, loading }: { items: Row[]; loading: boolean }) => (
    <ul aria-label="Rows" data-loading={loading}>
      {items.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  ));
  render(
    <PagedListPanel list={list} text={text} searchHint="Code or name">
      {table}
    </PagedListPanel>,
  );
  return table;
}

describe('PagedListPanel while it loads', () => {
  it('asks for skeletons while there is nothing to show yet', () => {
    const table = renderPanel(listOf('loading', []));
    expect(screen.getByRole('status', { name: 'Loading sites' })).toBeInTheDocument();
    expect(table).toHaveBeenLastCalledWith(expect.objectContaining({ loading: true }));
  });

  it('keeps the rows on screen, marked busy, while a search or a page reloads', () => {
    const table = renderPanel(listOf('loading', [{ id: 1, name: 'Mall Road panel' }]));
    // The rows stay clickable where they were: no skeleton takes their place and the table does not move.
    expect(screen.getByText('Mall Road panel')).toBeVisible();
    expect(table).toHaveBeenLastCalledWith(expect.objectContaining({ loading: false }));
    expect(screen.getByRole('list', { name: 'Rows' }).parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading sites' })).toBeInTheDocument();
  });

  it('is not busy once the page has come', () => {
    renderPanel(listOf('succeeded', [{ id: 1, name: 'Mall Road panel' }]));
    expect(screen.getByRole('list', { name: 'Rows' }).parentElement).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('1 of 5 sites match')).toBeInTheDocument();
  });
});
