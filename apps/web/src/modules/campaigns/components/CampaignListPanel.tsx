import type { CampaignListItem } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useList } from '../../kit/list/use-list.ts';
import {
  CAMPAIGN_FILTER_PARAMS,
  CAMPAIGNS_PAGE_SIZE,
  type CampaignFilters,
  type CampaignTabDefinition,
  filtering,
  NO_CAMPAIGN_FILTERS,
} from '../campaign-tabs.ts';
import { CampaignFilterFields } from './CampaignFilterFields.tsx';
import { CampaignTable } from './CampaignTable.tsx';

const campaignListMachine = createListMachine<CampaignListItem, CampaignFilters>();

export type CampaignListPanelProps = {
  tab: CampaignTabDefinition;
  onOpen: (campaign: CampaignListItem) => void;
};

/** One tab of /campaign-management, searched by name, filtered and paged. Mount one per tab (`key`). */
export function CampaignListPanel({ tab, onOpen }: CampaignListPanelProps) {
  const list = useList(
    campaignListMachine,
    tab.fetchPage,
    { limit: CAMPAIGNS_PAGE_SIZE, filters: NO_CAMPAIGN_FILTERS },
    { filterParams: CAMPAIGN_FILTER_PARAMS },
  );
  // With filters and no name typed, the empty list says no campaign matches rather than that there are none.
  const text =
    filtering(list.filters) && list.search.trim() === ''
      ? {
          ...tab,
          empty: {
            title: 'No campaigns match these filters',
            description: 'Try other dates, another place or fewer sites, or clear the filters.',
          },
        }
      : tab;
  return (
    <PagedListPanel
      list={list}
      text={text}
      searchHint="Campaign name"
      filters={<CampaignFilterFields filters={list.filters} onChange={list.changeFilters} />}
    >
      {({ items, loading, empty }) => (
        <CampaignTable
          tab={tab.value}
          label={tab.name}
          campaigns={items}
          loading={loading}
          empty={empty}
          onOpen={onOpen}
        />
      )}
    </PagedListPanel>
  );
}
