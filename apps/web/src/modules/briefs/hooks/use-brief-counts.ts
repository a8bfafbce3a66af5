import { fetchBriefCounts } from '@ooh/api';
import { useApiRequest } from '../../request/use-api-request.ts';
import type { BriefCounts } from '../brief-tabs.ts';

export interface BriefCountsView {
  /** The latest counts; kept while newer ones load. */
  counts: BriefCounts | undefined;
  refresh: () => void;
}

/** The number of new, approved and rejected briefs, for the tabs of /brief. */
export function useBriefCounts(): BriefCountsView {
  const request = useApiRequest(fetchBriefCounts);
  return { counts: request.data, refresh: () => request.start({}) };
}
