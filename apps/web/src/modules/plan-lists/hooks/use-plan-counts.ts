import { fetchBriefCounts, fetchPlanCounts, type StaffRole } from '@ooh/api';
import { permissionsFor } from '../../kit/permissions/permissions.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import type { PlanTabCounts } from '../plan-lists.ts';

export interface PlanCountsView {
  /** The latest counts the viewer may read; kept while newer ones load. */
  counts: PlanTabCounts;
  refresh: () => void;
}

/** Plans by status and the approved briefs, for the tabs of /plan (only the calls the role may make). */
export function usePlanCounts(role: StaffRole | null): PlanCountsView {
  const permissions = permissionsFor(role);
  const mayCountPlans = permissions.mayCall(fetchPlanCounts);
  const mayCountBriefs = permissions.mayCall(fetchBriefCounts);
  const plans = useApiRequest(fetchPlanCounts, { enabled: mayCountPlans });
  const briefs = useApiRequest(fetchBriefCounts, { enabled: mayCountBriefs });
  return {
    counts: { plans: plans.data, briefs: briefs.data },
    refresh: () => {
      if (mayCountPlans) plans.start({});
      if (mayCountBriefs) briefs.start({});
    },
  };
}
