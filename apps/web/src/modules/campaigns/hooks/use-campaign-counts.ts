import { fetchActiveCampaigns, fetchCompletedCampaigns } from '@ooh/api';
import { useApiRequest } from '../../request/use-api-request.ts';
import type { CampaignTab } from '../campaign-tabs.ts';

export interface CampaignCountsView {
  /** The number of active and completed campaigns, once known; kept while newer ones load. */
  counts: Partial<Record<CampaignTab, number>> | undefined;
  refresh: () => void;
}

// One row of each unfiltered list: its whole count comes from the server's counters (docs/domain.md "Campaign").
const FIRST = { query: { page: 1, limit: 1 } } as const;

/** The counts on the tabs of /campaign-management. */
export function useCampaignCounts(): CampaignCountsView {
  const active = useApiRequest(fetchActiveCampaigns, { initial: FIRST });
  const completed = useApiRequest(fetchCompletedCampaigns, { initial: FIRST });
  const countOf = (data: typeof active.data) => (data ? (data.allTotal ?? data.total) : undefined);
  const activeCount = countOf(active.data);
  const completedCount = countOf(completed.data);
  return {
    counts:
      activeCount === undefined && completedCount === undefined
        ? undefined
        : {
            ...(activeCount === undefined ? {} : { active: activeCount }),
            ...(completedCount === undefined ? {} : { completed: completedCount }),
          },
    refresh: () => {
      active.start(FIRST);
      completed.start(FIRST);
    },
  };
}
