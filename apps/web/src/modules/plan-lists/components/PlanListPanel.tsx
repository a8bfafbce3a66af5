import type { PlanListItem } from '@ooh/api';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { usePlanList } from '../hooks/use-plan-list.ts';
import type { PlanListDefinition } from '../plan-lists.ts';
import { PlanTable } from './PlanTable.tsx';

export type PlanListPanelProps = {
  list: PlanListDefinition;
  onOpen: (plan: PlanListItem) => void;
};

/** One of the server's plan lists, searched and paged. Mount one per list (`key={list.value}`). */
export function PlanListPanel({ list: definition, onOpen }: PlanListPanelProps) {
  const list = usePlanList(definition);
  return (
    <PagedListPanel list={list} text={definition} searchHint="Plan, brief number, client or campaign">
      {({ items, loading, empty }) => (
        <PlanTable
          label={definition.name}
          plans={items}
          loading={loading}
          empty={empty}
          showReason={definition.showReason}
          onOpen={onOpen}
        />
      )}
    </PagedListPanel>
  );
}
