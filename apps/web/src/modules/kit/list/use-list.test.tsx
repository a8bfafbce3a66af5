import type { ApiClient } from '@ooh/api';
import { createListMachine, SEARCH_DEBOUNCE_MS } from '@ooh/machines/list';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import type { FilterParams } from './list-params.ts';
import { useList } from './use-list.ts';

interface Filters extends Record<string, unknown> {
  region: number | null;
}
const machine = createListMachine<string, Filters>();
const filterParams: FilterParams<Filters> = { region: 'id' };

function Probe({ fetchPage }: { fetchPage: (query: unknown) => void }) {
  const list = useList(
    machine,
    async (_client: ApiClient, query) => {
      fetchPage(query);
      return { items: [`page ${query.page}`], total: 100 };
    },
    { limit: 10, filters: { region: null } },
    { filterParams },
  );
  return (
    <div>
      <output aria-label="state">{`${list.page}|${list.search}|${list.filters.region ?? '-'}`}</output>
      <button type="button" onClick={() => list.changePage(list.page + 1)}>
        Next
      </button>
      <button type="button" onClick={() => list.changeFilters({ region: 7 })}>
        Region 7
      </button>
      <input
        aria-label="Search"
        value={list.search}
        onChange={(event) => list.changeSearch(event.target.value)}
      />
    </div>
  );
}

const stateText = () => screen.getAllByLabelText('state')[0]?.textContent;

describe('useList and the address', () => {
  it('starts from the address, and tidies values it could not use (replacing the entry)', async () => {
    const fetchPage = vi.fn();
    const { location } = renderWithApp(<Probe fetchPage={fetchPage} />, {
      path: '/brief?tab=approved&page=3&search=mall&region=2',
    });
    expect(stateText()).toBe('3|mall|2');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ page: 3, search: 'mall' })),
    );
    expect(location.history).toEqual(['/brief?tab=approved&page=3&search=mall&region=2']);

    const bad = renderWithApp(<Probe fetchPage={vi.fn()} />, {
      path: '/brief?tab=new&page=-3&limit=99999&region=abc',
    });
    expect(within(bad.container).getByLabelText('state').textContent).toBe('1||-');
    await waitFor(() => expect(bad.location.history).toEqual(['/brief?tab=new']));
  });

  it('adds an entry per page or filter change, replaces it while typing, and follows the address back', async () => {
    const fetchPage = vi.fn();
    const { location, getByRole, getByLabelText } = renderWithApp(<Probe fetchPage={fetchPage} />, {
      path: '/brief?tab=new',
    });
    await act(async () => getByRole('button', { name: 'Next' }).click());
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief?tab=new&page=2'));
    await act(async () => getByRole('button', { name: 'Region 7' }).click());
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief?tab=new&region=7'));
    const entries = location.history.length;

    const input = getByLabelText('Search') as HTMLInputElement;
    for (const text of ['m', 'ma', 'mal']) {
      await act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(location.history.at(-1)).toBe('/brief?tab=new&region=7&search=mal');
    expect(location.history).toHaveLength(entries);

    // Back to the second page: the address changes from outside, the list follows it at once.
    fetchPage.mockClear();
    await act(async () => location.navigate('/brief?tab=new&page=2'));
    expect(stateText()).toBe('2||-');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ page: 2, search: '' })),
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
