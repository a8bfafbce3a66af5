import type { SiteListItem } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { Box } from '@ooh/ui/box';
import { SearchInput } from '@ooh/ui/search-input';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { FilterDisclosure } from '../../kit/list/FilterDisclosure.tsx';
import { countText, PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useList } from '../../kit/list/use-list.ts';
import { useSiteLookups } from '../hooks/use-site-lookups.ts';
import {
  activeFilterCount,
  filtering,
  NO_SITE_FILTERS,
  SITE_FILTER_PARAMS,
  SITES_PAGE_SIZE,
  type SiteTabDefinition,
} from '../site-list.ts';
import { SiteFilterFields } from './SiteFilterFields.tsx';
import { SiteMapView } from './SiteMapView.tsx';
import { SiteTable } from './SiteTable.tsx';

const siteListMachine = createListMachine<SiteListItem, typeof NO_SITE_FILTERS>();

export type SiteView = 'list' | 'map';

export type SiteListPanelProps = {
  tab: SiteTabDefinition;
  view: SiteView;
  onOpen: (site: Pick<SiteListItem, 'id' | 'status'>) => void;
};

/**
 * One tab of /site-management, searched, filtered and paged, its state in the address; or the same search and
 * filters on the map. Mount one per tab (`key`).
 */
export function SiteListPanel({ tab, view, onOpen }: SiteListPanelProps) {
  const list = useList(
    siteListMachine,
    tab.fetchPage,
    { limit: SITES_PAGE_SIZE, filters: NO_SITE_FILTERS },
    { filterParams: SITE_FILTER_PARAMS },
  );
  const lookups = useSiteLookups();
  const name = tab.name.toLowerCase();
  // On a phone the nine filters fold behind a "Filters" button (kit/list/FilterDisclosure.tsx).
  const filters = (
    <FilterDisclosure active={activeFilterCount(list.filters)}>
      <SiteFilterFields filters={list.filters} onChange={list.changeFilters} lookups={lookups} />
    </FilterDisclosure>
  );
  // Kept while the list reloads (its rows stay too, kit PagedListPanel), so the table does not move up and down.
  const count =
    list.status === 'succeeded' || (list.status === 'loading' && list.items.length > 0) ? (
      <Box role="status">
        <Text size="sm" tone="secondary">
          {`${countText(list.total, list.totalCapped)} ${list.total === 1 && !list.totalCapped ? 'site' : 'sites'}`}
        </Text>
      </Box>
    ) : null;

  if (view === 'map')
    return (
      <Stack space="lg">
        <Box display="flex" flexWrap="wrap" gap="md" alignItems="flex-end">
          <SearchInput
            label={`Search ${name}`}
            placeholder="Site code or name"
            value={list.search}
            debounceMs={0}
            onValueChange={list.changeSearch}
          />
          {filters}
        </Box>
        <SiteMapView tab={tab.value} search={list.search} filters={list.filters} />
      </Stack>
    );

  // With filters and no search typed, the empty list says no site matches rather than that there are none.
  const text =
    filtering(list.filters) && list.search.trim() === ''
      ? {
          ...tab,
          empty: {
            title: 'No sites match these filters',
            description: 'Try other places, mediums or dates, or clear the filters.',
          },
        }
      : tab;
  return (
    <PagedListPanel list={list} text={text} searchHint="Site code or name" filters={filters}>
      {({ items, loading, empty }) => (
        // The count on its own line above the table (beside the filters it read as the Availability field's hint).
        <Stack space="sm">
          {count}
          <SiteTable
            tab={tab.value}
            label={tab.name}
            sites={items}
            loading={loading}
            empty={empty}
            onOpen={onOpen}
          />
        </Stack>
      )}
    </PagedListPanel>
  );
}
