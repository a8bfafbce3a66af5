import type { BriefListItem } from '@ooh/api';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import type { BriefTabDefinition } from '../brief-tabs.ts';
import { useBriefList } from '../hooks/use-brief-list.ts';
import { BriefTable } from './BriefTable.tsx';

export type BriefTabPanelProps = {
  tab: BriefTabDefinition;
  onOpen: (brief: BriefListItem) => void;
};

/** One tab of /brief, searched and paged. Mount one per tab (`key={tab.value}`): each tab has its own list. */
export function BriefTabPanel({ tab, onOpen }: BriefTabPanelProps) {
  const list = useBriefList(tab);
  return (
    <PagedListPanel list={list} text={tab} searchHint="Client, campaign or brief number">
      {({ items, loading, empty }) => (
        <BriefTable
          tab={tab.value}
          label={tab.name}
          briefs={items}
          loading={loading}
          empty={empty}
          onOpen={onOpen}
        />
      )}
    </PagedListPanel>
  );
}
